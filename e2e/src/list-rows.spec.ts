/// <reference lib="dom" />
import { createAdministratorThroughApi, createDiamondThroughApi } from "./api";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

// List rows scan (issue 21): one line per row whatever the data, codes whole, long names cut with
// the full text on hover, the header in view while a long page scrolls, and a Compact density
// each administrator keeps.
test("diamond rows: one line each, long names cut, sticky header, density kept per administrator", async ({
  page,
  signIn,
  baseURL,
  consoleErrors,
}) => {
  test.slow();
  if (!baseURL) throw new Error("no base URL");
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page);
  const stamp = Date.now();
  const longName =
    `Aurora Brilliant Fine Jewelry and Diamond Trading Company of the Greater Metropolitan Area ${stamp}`
      .padEnd(97, "x")
      .slice(0, 97);
  const client = await page.request.post(`${baseURL}/api/clients`, {
    headers: { origin: baseURL },
    data: { name: longName, representativeName: "Nadia Flores", email: "nadia@aurora.test" },
  });
  expect(client.status(), await client.text()).toBe(201);
  const certificateNumber = `LG${stamp}`;
  await createDiamondThroughApi(page.request, baseURL, {
    certificateNumber,
    clientId: (await client.json()).id,
  });

  // Rows wholly in the window (for the report's figures).
  const rowsInView = () =>
    page
      .getByRole("table", { name: "Diamonds" })
      .locator("tbody tr:not([aria-hidden])")
      .evaluateAll(
        (rows) =>
          rows.filter((element) => {
            const box = element.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= window.innerHeight;
          }).length,
      );
  await page.goto("/diamond?limit=500");
  const table = page.getByRole("table", { name: "Diamonds" });
  const row = table.getByRole("row").filter({ hasText: certificateNumber });
  await expect(row).toBeVisible();
  // The long name is cut to its column, whole in its title; the row is as tall as the others.
  const name = row.getByTitle(longName);
  await expect(name).toBeVisible();
  expect(await name.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  const heights = await table
    .locator("tbody tr[data-index], tbody tr:not([aria-hidden])")
    .evaluateAll((rows) => rows.map((element) => Math.round(element.getBoundingClientRect().height)));
  expect(new Set(heights).size).toBe(1);
  // Certificate numbers and dates on one line each.
  for (const cell of await row.locator("td").all()) {
    expect(await cell.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe("nowrap");
  }
  const comfortable = heights[0] ?? 0;
  // Below 1200 px the low-value columns drop; the ones a task needs stay.
  await expect(table.getByRole("columnheader", { name: "Price (USD)" })).toBeHidden();
  await expect(table.getByRole("columnheader", { name: "Customer" })).toBeHidden();
  await expect(table.getByRole("columnheader", { name: "Client" })).toBeVisible();
  await screenshot(page, "list-rows-diamonds-1024", { fullPage: false });

  // The header stays at the top of the window while the 500 rows scroll beneath it.
  await page.mouse.wheel(0, 4000);
  const head = table.locator("thead");
  await expect.poll(async () => Math.round((await head.boundingBox())?.y ?? -1), { timeout: 5_000 }).toBe(0);
  await expect(table.getByRole("columnheader", { name: "Certificate #" })).toBeInViewport();
  test.info().annotations.push({
    type: "comfortable rows in view at 1024 × 768",
    description: String(await rowsInView()),
  });
  await screenshot(page, "list-rows-diamonds-1024-scrolled", { fullPage: false });
  await page.evaluate(() => window.scrollTo(0, 0));

  // Compact rows are shorter, and kept for this administrator across a reload.
  const density = page.getByRole("group", { name: "Row density" });
  await density.getByRole("button", { name: "Compact" }).click();
  await expect(density.getByRole("button", { name: "Compact" })).toHaveAttribute("aria-pressed", "true");
  const compact = Math.round((await row.boundingBox())?.height ?? comfortable);
  expect(compact).toBeLessThan(comfortable);
  await page.reload();
  await expect(density.getByRole("button", { name: "Compact" })).toHaveAttribute("aria-pressed", "true");
  await expect(row).toBeVisible();
  await page.mouse.wheel(0, 4000);
  await expect(table.getByRole("columnheader", { name: "Certificate #" })).toBeInViewport();
  test.info().annotations.push({
    type: "compact rows in view at 1024 × 768",
    description: String(await rowsInView()),
  });
  await screenshot(page, "list-rows-diamonds-1024-compact", { fullPage: false });
  await expectNoSeriousAccessibilityViolations(page);

  // Another administrator on the same browser has their own choice: Comfortable by default.
  const other = { email: `density-${stamp}@loupe.test`, password: "a password for density" };
  await createAdministratorThroughApi(page.request, baseURL, {
    fullName: "Density Tester",
    ...other,
    permissions: [],
  });
  await page.context().clearCookies();
  await signIn(page, { at: "/diamond", as: other });
  await expect(density.getByRole("button", { name: "Comfortable" })).toHaveAttribute("aria-pressed", "true");
  expect(consoleErrors).toEqual([]);
});

// A record saved without required information (the demo has some on each list) says so in its row
// with the 'Needs info' badge, not by its red alone; a complete record's row has no badge.
test("a record lacking required information shows 'Needs info' in its row on both lists; a complete one does not", async ({
  page,
  signIn,
  baseURL,
}) => {
  await signIn(page);
  for (const list of [
    { api: "/api/diamonds", path: "/diamond", table: "Diamonds" },
    { api: "/api/jewelry", path: "/jewelry", table: "Jewelry" },
  ]) {
    const response = await page.request.get(`${baseURL}${list.api}?limit=100`);
    expect(response.ok()).toBe(true);
    const items = ((await response.json()) as { items: { certificateNumber: string; incomplete: boolean }[] })
      .items;
    const lacking = items.find((item) => item.incomplete && item.certificateNumber);
    const complete = items.find((item) => !item.incomplete && item.certificateNumber);
    if (!lacking || !complete) throw new Error(`the demo ${list.table} has no incomplete and complete pair`);
    await page.goto(`${list.path}?limit=100`);
    const table = page.getByRole("table", { name: list.table });
    const rowOf = (number: string) =>
      table.locator("tbody tr").filter({ has: page.getByRole("link", { name: number, exact: true }) });
    await expect(rowOf(lacking.certificateNumber)).toContainText(`${lacking.certificateNumber} Needs info`);
    await expect(rowOf(lacking.certificateNumber).getByText("Needs info", { exact: true })).toBeVisible();
    await expect(rowOf(complete.certificateNumber)).toBeVisible();
    await expect(rowOf(complete.certificateNumber).getByText("Needs info", { exact: true })).toHaveCount(0);
  }
});
