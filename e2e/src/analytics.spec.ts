import { analyticsMessages } from "@loupe/domain/analytics/analytics-messages";
import type { Browser, Page } from "@playwright/test";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

// A visitor's phone: headless Chromium names itself HeadlessChrome, which analytics counts as a
// crawler (never in the figures).
const iPhone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

async function chooseClient(page: Page, name: string | RegExp, typed: string) {
  const client = page.getByRole("combobox", { name: "Client" });
  await client.click();
  await client.fill(typed);
  await page.getByRole("option", { name }).click();
}

const count = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).innerText()).replace(/,/g, ""));

async function viewPublicPage(browser: Browser, baseURL: string, path: string) {
  const visitor = await browser.newContext({ baseURL, userAgent: iPhone });
  const page = await visitor.newPage();
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await visitor.close();
}

test.describe("the analytics screen", () => {
  test("shows a demo client's totals, charts, map and tables, and counts a new view of one of its certificates", async ({
    page,
    browser,
    server,
    signIn,
    consoleErrors,
  }) => {
    test.slow();
    await signIn(page, { at: "/analytics" });
    await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
    await expect(page.getByText(analyticsMessages.clientRequired)).toBeVisible();
    // The pick-lists are comboboxes from the first paint.
    for (const name of ["Client", "Year", "Month"])
      await expect(page.getByRole("combobox", { name })).toBeVisible();
    await screenshot(page, "analytics-no-client", { fullPage: false });

    // Another spec on this worker's server may have added an "Aurora Fine Jewelry <time>" client.
    await chooseClient(page, /Aurora Fine Jewelry(?! \d)/, "Aurora");
    await expect(page.getByText(analyticsMessages.clientRequired)).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: "Month" })).toHaveValue("ALL");
    const views = await count(page, "analytics-total-views");
    expect(views).toBeGreaterThan(0);
    expect(await count(page, "analytics-total-clicks")).toBeGreaterThan(0);

    // The three charts and the map, drawn.
    for (const chart of ["analytics-line-chart", "analytics-bar-chart", "analytics-pie-chart"]) {
      await expect(page.getByTestId(chart).locator("svg path").first()).toBeVisible();
    }
    await expect(
      page.getByRole("img", { name: /^Line chart of views by device for each month/ }),
    ).toBeVisible();
    await expect(
      page.getByRole("img", { name: /^Bar chart by device\. Android: [\d,]+ views/ }),
    ).toBeVisible();
    await expect(
      page.getByRole("img", { name: /^Pie chart of views by device\. Android \d+%/ }),
    ).toBeVisible();
    const map = page.getByRole("img", { name: /^World map of certificate views by country/ });
    await expect(map).toBeVisible();
    expect(await map.locator("path").count()).toBeGreaterThan(150);
    // Hong Kong is too small for the atlas: a dot. Unknown countries are listed, not drawn.
    await expect(map.locator('circle[data-country="HK"]')).toHaveCount(1);
    const countries = page.getByRole("table", { name: "Views by country" });
    await expect(countries.getByRole("row", { name: /^United States/ })).toBeVisible();
    await expect(countries.getByRole("row", { name: /^Unknown country/ })).toBeVisible();
    await expect(page.getByText(/^Not on the map: Unknown country/)).toBeVisible();

    // The month table has the 12 months and the year's total; the certificates table 50 a page.
    const months = page.getByRole("table", { name: /^Views and clicks by month/ });
    await expect(months.locator("tbody tr")).toHaveCount(12);
    const certificates = page.getByRole("table", { name: "Certificates, most viewed first" });
    const rows = certificates.locator("tbody tr");
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await rows.count()).toBeLessThanOrEqual(50);

    await screenshot(page, "analytics-1440");
    await expectNoSeriousAccessibilityViolations(page);

    // One of the client's diamonds, viewed on its public page by a phone: the totals go up by one.
    const diamondRow = rows.filter({ has: page.getByRole("cell", { name: "Diamond", exact: true }) }).first();
    const certificateNumber = (await diamondRow.getByRole("button").innerText()).trim();
    await viewPublicPage(browser, server.baseURL, `/c/diamond/${encodeURIComponent(certificateNumber)}`);
    await page.reload();
    await expect(page.getByTestId("analytics-total-views")).toHaveText((views + 1).toLocaleString("en-US"));

    // Its name narrows every figure to it, and a clear way back to all.
    await certificates.getByRole("button", { name: certificateNumber, exact: true }).click();
    await expect(page.getByText(`Showing certificate ${certificateNumber} only`)).toBeVisible();
    const chosen = page.getByRole("table", { name: "The chosen certificate" });
    await expect(chosen.locator("tbody tr")).toHaveCount(1);
    const chosenViews = Number(
      ((await chosen.locator("tbody td").nth(2).innerText()) || "").replace(/,/g, ""),
    );
    await expect(page.getByTestId("analytics-total-views")).toHaveText(chosenViews.toLocaleString("en-US"));
    expect(chosenViews).toBeLessThan(views);
    await page.getByRole("button", { name: "All certificates" }).click();
    await expect(page.getByTestId("analytics-total-views")).toHaveText((views + 1).toLocaleString("en-US"));

    // A month narrows the totals, not the month table.
    const month = page.getByRole("combobox", { name: "Month" });
    await month.click();
    await page.getByRole("option", { name: "November" }).click();
    await expect(page.getByTestId("analytics-total-views")).not.toHaveText(
      (views + 1).toLocaleString("en-US"),
    );
    expect(await count(page, "analytics-total-views")).toBeLessThan(views + 1);
    await expect(months.locator("tbody tr")).toHaveCount(12);

    await page.setViewportSize({ width: 1024, height: 900 });
    await month.click();
    await page.getByRole("option", { name: "ALL" }).click();
    await expect(page.getByTestId("analytics-total-views")).toHaveText((views + 1).toLocaleString("en-US"));
    await expect(map.locator("path").first()).toBeVisible();
    await screenshot(page, "analytics-1024");
    await expectNoSeriousAccessibilityViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test("says a client without any view has no record yet", async ({
    page,
    server,
    signIn,
    consoleErrors,
  }) => {
    const { baseURL } = server;
    await signIn(page);
    const name = `Quiet Client ${Date.now()}`;
    const client = await page.request.post(`${baseURL}/api/clients`, {
      headers: { origin: baseURL },
      data: { name, representativeName: "Ona Reyes", email: "ona@quiet.test" },
    });
    expect(client.status(), await client.text()).toBe(201);
    await page.goto("/analytics");
    await chooseClient(page, name, "Quiet Client");
    await expect(page.getByText(analyticsMessages.noRecords)).toBeVisible();
    await expect(page.getByTestId("analytics-total-views")).toHaveCount(0);
    await expectNoSeriousAccessibilityViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
