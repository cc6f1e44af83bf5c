import { messages } from "@loupe/domain/messages";
import type { ShippingLogItem } from "@loupe/domain/shipping/shipping-log-query";
import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

const logTable = (page: Page) => page.getByRole("table", { name: "Shipping Log" });
const applyFilters = (page: Page) => page.getByRole("button", { name: "Filters", exact: true }).click();

test.describe("the shipping log", () => {
  test("lists the shipped demo items, searches, warns on a backwards range, clears and exports", async ({
    page,
    signIn,
    consoleErrors,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    const answer = await page.request.get("/api/shipping-log?limit=500");
    expect(answer.status()).toBe(200);
    const shipped = (await answer.json()) as { items: ShippingLogItem[]; total: number };
    expect(shipped.total).toBeGreaterThan(5);
    const latest = shipped.items[0] as ShippingLogItem;

    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Shipping" }).click();
    await expect(page).toHaveURL(/\/shipping-log$/);
    await expect(page.getByRole("heading", { level: 1, name: "Shipping Log" })).toBeVisible();
    // Every header, the low-value ones a narrow box hides among them.
    const headers = await logTable(page).locator("thead th").allTextContents();
    expect(headers.map((header) => header.trim())).toEqual([
      "Intake",
      "Shipped On",
      "Client",
      "Customer",
      "Order Number",
      "Purchase Order",
      "Item Type",
      "Client SKU",
      "Certificate #",
      "Processed By",
    ]);
    await expect(logTable(page).getByRole("row").nth(1)).toContainText(latest.certificateNumber);
    await expect(
      page.getByText(`Showing 1 to ${Math.min(50, shipped.total)} of ${shipped.total} entries`),
    ).toBeVisible();
    await screenshot(page, "shipping-log-1440");
    await expectNoSeriousAccessibilityViolations(page);

    // Cert #, typed with spaces and in lower case, then Enter.
    await page.getByRole("combobox", { name: "Search For" }).click();
    await page.getByRole("option", { name: "Cert #", exact: true }).click();
    const search = page.getByRole("textbox", { name: "Search" });
    await search.fill(` ${latest.certificateNumber.toLowerCase().replace(/(\d{3})/, "$1 ")}`);
    await expect(search).toHaveValue(latest.certificateNumber);
    await search.press("Enter");
    await expect(page.getByText("Showing 1 to 1 of 1 entries")).toBeVisible();
    await expect(logTable(page).getByRole("row")).toHaveCount(2);

    // Order-line on Order #.
    await page.getByRole("combobox", { name: "Search For" }).click();
    await page.getByRole("option", { name: "Order #", exact: true }).click();
    const orderLine = `${latest.orderNumber}-${latest.lineNumber}`;
    await search.fill(orderLine);
    await applyFilters(page);
    const sameLine = shipped.items.filter(
      (item) => item.orderNumber === latest.orderNumber && item.lineNumber === latest.lineNumber,
    ).length;
    await expect(page.getByText(`of ${sameLine} entries`)).toBeVisible();

    // Nothing found: the spec's words.
    await search.fill("NO-SUCH-ORDER");
    await applyFilters(page);
    await expect(page.getByText(messages.emptyFilterResult)).toBeVisible();

    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page.getByText(`of ${shipped.total} entries`)).toBeVisible();

    // The shared date rule: a start sets the end; an end before it warns and clears both.
    const start = page.getByRole("textbox", { name: "Start Date" });
    await start.click();
    await start.fill("03/10/2026");
    await start.press("Enter");
    const end = page.getByRole("textbox", { name: "End Date" });
    await expect(end).toHaveValue("03/10/2026");
    await end.fill("03/02/2026");
    await end.press("Tab");
    await expect(page.getByText(messages.dateRangeInvalid)).toBeVisible();
    await expect(start).toHaveValue("");
    await expect(end).toHaveValue("");

    // A range around the latest shipment finds it.
    const day = new Date(latest.shippedOn);
    const typed = `${String(day.getMonth() + 1).padStart(2, "0")}/${String(day.getDate()).padStart(2, "0")}/${day.getFullYear()}`;
    await start.click();
    await start.fill(typed);
    await start.press("Enter");
    await expect(end).toHaveValue(typed);
    await applyFilters(page);
    await expect(logTable(page).getByRole("row").nth(1)).toContainText(latest.certificateNumber);
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page.getByText(`of ${shipped.total} entries`)).toBeVisible();

    // The export: every shipped item, in the log's order.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Shipping Log.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet("Shipping Log");
    expect(sheet?.getRow(1).getCell(9).value).toBe("Certificate #");
    expect((sheet?.rowCount ?? 0) - 1).toBe(shipped.total);
    expect(sheet?.getRow(2).getCell(9).value).toBe(latest.certificateNumber);

    // Add New Shipping Log opens its dialog.
    await page.getByRole("button", { name: "Add New Shipping Log" }).click();
    const dialog = page.getByRole("dialog", { name: "New Shipping Log" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, "shipping-log-1024");
    await expectNoSeriousAccessibilityViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
