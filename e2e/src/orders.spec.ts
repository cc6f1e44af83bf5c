import type { OrdersReportItem } from "@loupe/domain/orders/orders-report-query";
import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { signInAsNewAdministrator } from "./api";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

const reportTable = (page: Page) => page.getByRole("table", { name: "Orders Report" });

test.describe("the orders report", () => {
  test("lists jewelry orders with their prices, searches by PO # and exports", async ({
    page,
    signIn,
    consoleErrors,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    const answer = await page.request.get("/api/orders?limit=500");
    expect(answer.status()).toBe(200);
    const all = (await answer.json()) as { items: OrdersReportItem[]; total: number };
    const priced = all.items.find(
      (item) => item.purchaseOrder && item.retailPrice !== null,
    ) as OrdersReportItem;

    const menu = page.getByRole("navigation", { name: "Main menu" });
    await menu.getByRole("link", { name: "Orders", exact: true }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole("heading", { level: 1, name: "Orders Report" })).toBeVisible();
    // Every header, the low-value ones a narrow box hides among them.
    const headers = await reportTable(page).locator("thead th").allTextContents();
    expect(headers.map((header) => header.trim())).toEqual([
      "Client",
      "Venue",
      "Order-Line",
      "PO",
      "Stock #",
      "SKU",
      "Certificate",
      "Retail Price",
      "Total Cert Price",
      "Card Printed",
      "Shipped",
    ]);
    await expect(page.getByText(`of ${all.total} entries`)).toBeVisible();
    await expect(reportTable(page).getByText("$35.00").first()).toBeVisible();
    await screenshot(page, "orders-1440");
    await expectNoSeriousAccessibilityViolations(page);

    await page.getByRole("combobox", { name: "Search By" }).click();
    await page.getByRole("option", { name: "PO #", exact: true }).click();
    const search = page.getByRole("textbox", { name: "Search" });
    await search.fill(priced.purchaseOrder.toLowerCase());
    await search.press("Enter");
    const samePo = all.items.filter((item) => item.purchaseOrder === priced.purchaseOrder).length;
    await expect(page.getByText(`Showing 1 to ${samePo} of ${samePo} entries`)).toBeVisible();
    await expect(
      reportTable(page).getByRole("row").filter({ hasText: priced.certificateNumber }),
    ).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Orders Report.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet("Orders Report");
    expect(sheet?.getRow(1).getCell(9).value).toBe("Retail Price");
    expect((sheet?.rowCount ?? 0) - 1).toBe(samePo);
    expect(sheet?.getRow(2).getCell(5).value).toBe(priced.purchaseOrder);

    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page.getByText(`of ${all.total} entries`)).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, "orders-1024");
    await expectNoSeriousAccessibilityViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test("is hidden from administrators without view_billing", async ({ page, browser, server, signIn }) => {
    await signIn(page);
    const other = await signInAsNewAdministrator(page, browser, server.baseURL, signIn, ["super_admin"]);
    const menu = other.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("link", { name: "Shipping" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Orders", exact: true })).toHaveCount(0);
    expect((await other.request.get("/api/orders")).status()).toBe(403);
    await other.context().close();
  });
});
