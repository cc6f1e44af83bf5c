import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { messages } from "@loupe/domain/messages";
import ExcelJS from "exceljs";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

test.describe("diamond spreadsheets", () => {
  test("import shows every row before writing, then saves good and incomplete rows", async ({
    page,
    signIn,
    consoleErrors,
  }) => {
    const stamp = Date.now().toString().slice(-7);
    const csv = [
      "Certificate Number,Client SKU,Template,Shape,Weight,Color,Clarity,Polish,Symmetry",
      `IMP${stamp}1,SKU-A,Extra Minimalist,Round,1.2,F,VS1*,,`,
      `IMP${stamp}2,,6,,0.8,G,SI1,,`,
      `IMP${stamp}3,,9,Oval,abc,H,VS2,,`,
      ",,,,,,,,",
    ].join("\n");
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "loupe-import-")), "diamonds.csv");
    fs.writeFileSync(file, csv);

    await signIn(page, { at: "/diamond" });
    await page.getByLabel("Spreadsheet to import").setInputFiles(file);
    const dialog = page.getByRole("dialog", { name: "Import diamonds.csv" });
    const rows = dialog.locator("tbody tr");
    await expect(rows).toHaveCount(3);
    await expect(dialog.locator('tr[data-status="ready"]')).toContainText(`IMP${stamp}1`);
    await expect(dialog.locator('tr[data-status="incomplete"]')).toContainText(`IMP${stamp}2`);
    await expect(dialog.locator('tr[data-status="rejected"]')).toContainText(`IMP${stamp}3`);
    await screenshot(page, "diamond-import-preview");
    await expectNoSeriousAccessibilityViolations(page);

    await dialog.getByRole("button", { name: "Import 2 rows" }).click();
    // The import's notification (the list's legend under it says the same of its red rows).
    await expect(page.getByRole("alert").getByText(messages.importNeedsInformation)).toBeVisible();
    await expect(dialog).toBeHidden();

    const filters = page.getByRole("form", { name: "Filters" });
    await filters.getByLabel("Search", { exact: true }).fill(`IMP${stamp}`);
    await filters.getByRole("button", { name: "Filters", exact: true }).click();
    const table = page.getByRole("table", { name: "Diamonds" });
    await expect(table.locator("tbody tr")).toHaveCount(2);
    await expect(table.getByRole("row", { name: new RegExp(`IMP${stamp}3`) })).toHaveCount(0);
    // The incomplete row is shown in red.
    const incomplete = table.getByRole("row", { name: new RegExp(`IMP${stamp}2`) });
    await expect(incomplete).toHaveCSS("color", "rgb(201, 42, 42)");
    expect(consoleErrors).toEqual([]);
  });

  test("export downloads every filtered diamond as diamond.xlsx, and the QR list as DiamondQR.csv", async ({
    page,
    signIn,
  }) => {
    await signIn(page, { at: "/diamond?template=6" });
    await expect(page.getByText(/Showing 1 to \d+ of (\d+) entries/)).toBeVisible();
    const total = Number((await page.getByText(/of \d+ entries/).innerText()).match(/of (\d+) entries/)?.[1]);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("diamond.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet("Diamond Sheet");
    expect(sheet?.getRow(1).getCell(1).value).toBe("Certificate Number");
    expect((sheet?.rowCount ?? 0) - 1).toBe(total);
    const templateColumn = (sheet?.getRow(1).values as unknown[] | undefined)?.indexOf("Template") ?? -1;
    expect(templateColumn).toBeGreaterThan(0);
    for (let row = 2; row <= (sheet?.rowCount ?? 0); row++) {
      expect(sheet?.getRow(row).getCell(templateColumn).value).toBe("Extra Minimalist");
    }

    const [qr] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export for QR" }).click(),
    ]);
    expect(qr.suggestedFilename()).toBe("DiamondQR.csv");
    const lines = fs
      .readFileSync(await qr.path(), "utf8")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe("Certificate,DigitalCertificateURL,VideoURL");
    expect(lines).toHaveLength(total + 1);
    expect(lines[1]).toMatch(/^[^,]+,http:\/\/localhost:\d+\/c\/diamond\//);
  });
});
