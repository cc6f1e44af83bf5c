import { formatUsd } from "@loupe/domain/formatting";
import type { OrdersReportItem } from "@loupe/domain/orders/orders-report-query";
import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { signInAsNewAdministrator } from "./api";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

const reportTable = (page: Page) => page.getByRole("table", { name: "Orders Report" });

async function ordersAnswer(page: Page, query: string) {
  const answer = await page.request.get(`/api/orders?${query}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { items: OrdersReportItem[]; total: number };
}

test.describe("the orders report", () => {
  test("lists jewelry orders with their prices, searches by PO # and exports", async ({
    page,
    signIn,
    consoleErrors,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    // The priced record is the demo's (seeded before any spec writes): oldest first it is on the
    // first page however many rows other specs of this worker added, which come newest first.
    const all = await ordersAnswer(page, "limit=500&sort=created:asc");
    const priced = all.items.find(
      (item) => item.purchaseOrder && item.retailPrice !== null && item.totalCertPrice === 35,
    ) as OrdersReportItem;
    expect(priced).toBeDefined();
    const samePo = await ordersAnswer(
      page,
      `limit=500&searchType=purchaseOrder&search=${encodeURIComponent(priced.purchaseOrder)}`,
    );

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
    await screenshot(page, "orders-1440");
    await expectNoSeriousAccessibilityViolations(page);

    // The priced record, found by its certificate number wherever it is in the list: its prices.
    const searchBy = async (label: string, text: string) => {
      await page.getByRole("combobox", { name: "Search By" }).click();
      await page.getByRole("option", { name: label, exact: true }).click();
      const search = page.getByRole("textbox", { name: "Search" });
      await search.fill(text);
      await search.press("Enter");
    };
    await searchBy("Cert #", priced.certificateNumber.toLowerCase());
    await expect(page.getByText("Showing 1 to 1 of 1 entries")).toBeVisible();
    const pricedRow = reportTable(page).getByRole("row").filter({ hasText: priced.certificateNumber });
    await expect(pricedRow).toContainText("$35.00");
    await expect(pricedRow).toContainText(formatUsd(priced.retailPrice ?? 0));
    await screenshot(page, "orders-priced-1440");

    await searchBy("PO #", priced.purchaseOrder.toLowerCase());
    await expect(page.getByText(`Showing 1 to ${samePo.total} of ${samePo.total} entries`)).toBeVisible();
    await expect(reportTable(page).getByRole("row")).toHaveCount(samePo.total + 1);
    await expect(pricedRow).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Orders Report.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet("Orders Report");
    expect(sheet?.getRow(1).getCell(9).value).toBe("Retail Price");
    expect((sheet?.rowCount ?? 0) - 1).toBe(samePo.total);
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
