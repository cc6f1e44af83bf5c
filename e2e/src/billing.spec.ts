import { readFile } from "node:fs/promises";
import { billingCsvFileName } from "@loupe/domain/billing/billing-csv";
import { messages } from "@loupe/domain/messages";
import { newYorkDayOf, newYorkUsDate, nextDay } from "@loupe/domain/new-york-days";
import type { Page } from "@playwright/test";
import { createJewelryThroughApi } from "./api";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

const table = (page: Page) => page.getByRole("table", { name: "Certificate Cost Report" });
const total = (page: Page) => page.getByTestId("billing-total");
const usDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

test.describe("billing, the certificate cost report", () => {
  test("bills a chosen client: search, dates, selection, export and its total", async ({
    page,
    server,
    signIn,
    consoleErrors,
  }) => {
    test.slow();
    const { baseURL } = server;
    await signIn(page);
    const stamp = Date.now();
    const clientName = `Billing Client ${stamp}`;
    const client = await page.request.post(`${baseURL}/api/clients`, {
      headers: { origin: baseURL },
      data: { name: clientName, representativeName: "Nadia Flores", email: "nadia@billing.test" },
    });
    expect(client.status(), await client.text()).toBe(201);
    const clientId: string = (await client.json()).id;
    const order = `B${stamp}`;
    const other = `C${stamp}`;
    const record = (suffix: string, values: Record<string, unknown>) =>
      createJewelryThroughApi(page.request, baseURL, {
        certificateNumber: `JB${stamp}${suffix}`,
        clientSku: `SKU-${suffix}`,
        clientId,
        qaStatus: "Passed",
        retailPrice: 1200,
        ...values,
      });
    await record("1", {
      orderNumber: order,
      lineNumber: 1,
      totalCertPrice: 10.25,
      purchaseOrder: `PO${stamp}`,
    });
    await record("2", { orderNumber: order, lineNumber: 2, totalCertPrice: 20.5 });
    await record("3", { orderNumber: other, totalCertPrice: 30 });
    await record("4", { orderNumber: order, lineNumber: 3, totalCertPrice: 99, qaStatus: "Failed" });

    // Every client first (the demo's billed jewelry), then this one, remembered for the user.
    await page.goto("/billing");
    await expect(total(page)).toHaveText(/^\$[\d,]+\.\d\d$/);
    await expect(table(page).getByRole("row").nth(1)).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, "billing-1440");
    const picker = page.getByRole("combobox", { name: "Billed client" });
    await picker.click();
    await picker.fill(clientName);
    await page.getByRole("option", { name: clientName }).click();
    await expect(total(page)).toHaveText("$60.75");
    await expect(page.getByText("3 certificates")).toBeVisible();
    await expect(table(page).getByRole("row")).toHaveCount(4);
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Billed client" })).toHaveValue(clientName);
    await expect(total(page)).toHaveText("$60.75");

    // Search by Order # (the default), Enter searches; an empty search clears it.
    const search = page.getByRole("textbox", { name: "Search Order #" });
    await search.fill(order.toLowerCase());
    await search.press("Enter");
    await expect(total(page)).toHaveText("$30.75");
    await expect(table(page).getByRole("row")).toHaveCount(3);
    await search.fill("");
    await search.press("Enter");
    await expect(total(page)).toHaveText("$60.75");
    // By certificate, with the click.
    await page.getByRole("combobox", { name: "Search by" }).click();
    await page.getByRole("option", { name: "Certificate #" }).click();
    await page.getByRole("textbox", { name: "Search Certificate #" }).fill(`JB${stamp}3`);
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await expect(total(page)).toHaveText("$30.00");
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(total(page)).toHaveText("$60.75");

    // Dates, New York's: a start sets the end to the same day; an earlier end is cleared.
    const today = newYorkDayOf(new Date());
    const start = page.getByRole("textbox", { name: "Start Date" });
    const end = page.getByRole("textbox", { name: "End Date" });
    await start.fill(usDay(today));
    await start.press("Enter");
    await expect(end).toHaveValue(usDay(today));
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await expect(total(page)).toHaveText("$60.75");
    const tomorrow = nextDay(today);
    await start.fill(usDay(tomorrow));
    await start.press("Enter");
    await expect(end).toHaveValue(usDay(tomorrow));
    await end.fill(usDay(today));
    await end.press("Tab");
    await expect(end).toHaveValue("");
    await expect(start).toHaveValue(usDay(tomorrow));
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await expect(page.getByText(messages.noBillingRecords)).toBeVisible();
    await expect(total(page)).toHaveText("$0.00");
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(total(page)).toHaveText("$60.75");

    // Emptying the search box clears every filter (spec 001 §2.5), no Enter needed: the search
    // key, the search and both dates; the billed client is not a filter and stays.
    await page.getByRole("combobox", { name: "Search by" }).click();
    await page.getByRole("option", { name: "Certificate #" }).click();
    const certificateSearch = page.getByRole("textbox", { name: "Search Certificate #" });
    await certificateSearch.fill(`JB${stamp}3`);
    await start.fill(usDay(today));
    await start.press("Enter");
    await expect(end).toHaveValue(usDay(today));
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await expect(total(page)).toHaveText("$30.00");
    await expect(table(page).getByRole("row")).toHaveCount(2);
    const chips = page.getByRole("region", { name: "Active filters" });
    await expect(chips.getByRole("button")).toHaveCount(3);
    await certificateSearch.press("ControlOrMeta+a");
    await certificateSearch.press("Backspace");
    await expect(page.getByRole("combobox", { name: "Search by" })).toHaveValue("Order #");
    await expect(page.getByRole("textbox", { name: "Search Order #" })).toHaveValue("");
    await expect(start).toHaveValue("");
    await expect(end).toHaveValue("");
    await expect(chips).toHaveCount(0);
    await expect(page).toHaveURL((url) =>
      ["searchType", "search", "start", "end"].every((key) => !url.searchParams.has(key)),
    );
    await expect(page).toHaveURL((url) => url.searchParams.get("client") === clientId);
    await expect(total(page)).toHaveText("$60.75");
    await expect(page.getByText("3 certificates")).toBeVisible();
    await expect(table(page).getByRole("row")).toHaveCount(4);

    // Two rows chosen, exported, and the file read back.
    await page.getByRole("checkbox", { name: `Select JB${stamp}1` }).check();
    await page.getByRole("checkbox", { name: `Select JB${stamp}3` }).check();
    await screenshot(page, "billing-selected-1440");
    await expectNoSeriousAccessibilityViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export Selected (2)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(billingCsvFileName(new Date()));
    const day = newYorkUsDate(new Date());
    expect(await readFile(await download.path(), "utf8")).toBe(
      [
        "Date,Venue,PO,Order,Item Type,Certificate,SKU,Retail Price,Total Cert Price",
        `${day},,,${other},Ring,JB${stamp}3,SKU-3,$1200.00,$30.00`,
        `${day},,PO${stamp},${order}-1,Ring,JB${stamp}1,SKU-1,$1200.00,$10.25`,
        "",
      ].join("\r\n"),
    );

    await page.setViewportSize({ width: 1024, height: 800 });
    await screenshot(page, "billing-1024");
    await expectNoSeriousAccessibilityViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
