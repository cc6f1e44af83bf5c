import { messages } from "@loupe/domain/messages";
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

// Two diamonds pulled from Diamond Track (its simulator answers any well-formed number when
// DIAMOND_TRACK_URL is unset), seen in the queue, refused completion without a client, given one,
// completed together; the counters follow. Other specs share the server, so counts are compared
// with what they were before, not with fixed totals.
const suffix = Date.now().toString(36).toUpperCase();
const first = `LGDT${suffix}A`;
const second = `LGDT${suffix}B`;
// The simulator knows no number that starts with NF.
const unknown = `NF${suffix}`;
const clientName = `Dashboard Client ${suffix}`;

const card = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

async function figure(page: Page, name: string): Promise<number> {
  const value = card(page, name).getByTestId("stat-value");
  await expect(value).toBeVisible();
  return Number((await value.textContent())?.replace(/,/g, ""));
}

const row = (queue: Locator, certificate: string) =>
  queue.locator("tbody tr").filter({ hasText: certificate });

// The client is chosen in the row (issue 21): NONE is no text in the field; typing gives the typed
// name alone, and ↓ Enter takes the match (issue 19). It is saved with the completion.
async function chooseClient(page: Page, queue: Locator, certificate: string, name = clientName) {
  const field = queue.getByRole("combobox", { name: `Client for ${certificate}` });
  await expect(field).toHaveValue("");
  await expect(field).toHaveAttribute("placeholder", "Select a client");
  await field.click();
  const picker = queue.locator("input:not([readonly])[role=combobox]");
  await expect(picker).toBeFocused();
  await page.keyboard.type(name);
  await expect(picker).toHaveValue(name);
  await expect(page.getByRole("option", { name })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await screenshot(page, "set-client-typed", { fullPage: false });
  await page.keyboard.press("Enter");
  await expect(picker).toHaveValue(name);
}

test.describe("the dashboard", () => {
  test("adds two diamonds from Diamond Track, refuses to complete one without a client, completes both", async ({
    page,
    signIn,
    baseURL,
    consoleErrors,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    const created = await page.request.post(`${baseURL}/api/clients`, {
      headers: { origin: baseURL ?? "" },
      data: { name: clientName, representativeName: "Dana Reyes", email: "dana@dashboard.test" },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    const diamonds = await figure(page, "Diamonds");
    const certificates = await figure(page, "Digital Certificates");
    await expect(card(page, "Clients")).toContainText("with ad-portal access");

    // Multiple mode: the hint, the client-SKU option on; two numbers, with stray spaces.
    await card(page, "Diamonds").getByRole("button", { name: "Add From Diamond Track" }).click();
    const popup = page.getByRole("dialog", { name: "Add From Diamond Track" });
    await popup.getByText("Multiple", { exact: true }).click();
    await expect(popup.getByText(/Separate the certificate numbers with commas/)).toBeVisible();
    await expect(popup.getByRole("switch", { name: "Use client SKU for the video" })).toBeChecked();
    await popup
      .getByRole("textbox", { name: "Certificate Numbers" })
      .fill(` ${first} ,  ${second.toLowerCase()} ,${unknown}`);
    await expect(popup.getByText("3 certificates")).toBeVisible();
    await screenshot(page, "dashboard-popup-multiple");
    await expectNoSeriousAccessibilityViolations(page);
    await popup.getByRole("button", { name: "Add", exact: true }).click();
    const results = popup.getByRole("status", { name: "Diamond Track results" });
    await expect(results.getByRole("region", { name: "Added" })).toContainText(first);
    await expect(results.getByRole("region", { name: "Added" })).toContainText(second);
    await expect(results.getByRole("region", { name: "Not found in Diamond Track" })).toContainText(unknown);
    await screenshot(page, "dashboard-popup-results");

    // The same number again: it already exists, nothing is duplicated.
    await popup.getByRole("button", { name: "Add More" }).click();
    await popup.getByText("Single", { exact: true }).click();
    await expect(popup.getByRole("switch", { name: "Use client SKU for the video" })).not.toBeChecked();
    await popup.getByRole("textbox", { name: "Certificate Number" }).fill(first);
    await popup.getByRole("button", { name: "Add", exact: true }).click();
    await expect(results.getByRole("region", { name: "Already in Loupe" })).toContainText(first);
    await popup.getByRole("button", { name: "Done" }).click();
    await expect(popup).toBeHidden();

    // Both wait in the queue; the diamond count moved.
    const queue = page.getByRole("table", { name: "Newly added items" });
    await expect(row(queue, first)).toBeVisible();
    await expect(row(queue, second)).toBeVisible();
    await expect.poll(() => figure(page, "Diamonds")).toBe(diamonds + 2);
    await screenshot(page, "dashboard-queue");
    await expectNoSeriousAccessibilityViolations(page);

    // No client: refused in the spec's words.
    await queue.getByRole("button", { name: `Complete ${first}` }).click();
    const refusal = page.getByRole("dialog", { name: messages.cannotCompleteItemTitle(first) });
    await expect(refusal).toContainText(messages.cannotCompleteItemText);
    await refusal.getByRole("button", { name: "OK" }).click();

    // A client for the first; both selected, the second is refused by name; nothing completed.
    await chooseClient(page, queue, first);
    await page.getByRole("button", { name: "Complete Multiple" }).click();
    await queue.getByRole("checkbox", { name: `Select ${first}` }).check();
    await queue.getByRole("checkbox", { name: `Select ${second}` }).check();
    await screenshot(page, "dashboard-multi-complete");
    await page.getByRole("button", { name: "Complete Selected" }).click();
    const refusedSecond = page.getByRole("dialog", { name: messages.cannotCompleteItemTitle(second) });
    await expect(refusedSecond).toContainText(messages.cannotCompleteItemText);
    await refusedSecond.getByRole("button", { name: "OK" }).click();
    await expect(row(queue, first)).toBeVisible();

    // A client for the second too: both complete together (their clients saved with them), multi
    // mode ends.
    await chooseClient(page, queue, second);
    await page.getByRole("button", { name: "Complete Selected" }).click();
    await expect(page.getByText(messages.itemsCompleted(2))).toBeVisible();
    await expect(row(queue, first)).toHaveCount(0);
    await expect(row(queue, second)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Complete Multiple" })).toBeVisible();
    await expect(queue.getByRole("checkbox")).toHaveCount(0);
    await expect.poll(() => figure(page, "Digital Certificates")).toBe(certificates + 2);
    expect(await figure(page, "Diamonds")).toBe(diamonds + 2);

    await expectNoSeriousAccessibilityViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  // Issue 19: the simulator's PG numbers are partly graded (no Clarity, no Polish). The item is kept
  // red until staff finish it, and has no public page while it waits.
  test("keeps a partly graded jewelry item red in the queue, refuses to complete it and keeps it off the public site", async ({
    page,
    signIn,
    baseURL,
    consoleErrors,
  }) => {
    test.slow();
    const partly = `PG${suffix}J`;
    const partlyClient = `Partly Client ${suffix}`;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    const created = await page.request.post(`${baseURL}/api/clients`, {
      headers: { origin: baseURL ?? "" },
      data: { name: partlyClient, representativeName: "Dana Reyes", email: "dana@partly.test" },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto("/dashboard");
    await card(page, "Jewelry").getByRole("button", { name: "Add From Diamond Track" }).click();
    const popup = page.getByRole("dialog", { name: "Add From Diamond Track" });
    await popup.getByRole("textbox", { name: "Certificate Number" }).fill(partly);
    await popup.getByRole("button", { name: "Add", exact: true }).click();
    const results = popup.getByRole("status", { name: "Diamond Track results" });
    const lacks = "Main Stone Polish, Main Stone Clarity";
    await expect(results.getByRole("region", { name: "Added" })).toContainText(
      `${partly}: ${messages.missingRequiredFields}: ${lacks}`,
    );
    await expect(results).toContainText(messages.importNeedsInformation);
    await screenshot(page, "dashboard-popup-partly-graded");
    await popup.getByRole("button", { name: "Done" }).click();

    const queue = page.getByRole("table", { name: "Newly added items" });
    const red = row(queue, partly);
    await expect(red).toContainText(`${messages.missingRequiredFields}: ${lacks}.`);
    await expect(red).toHaveCSS("background-color", "rgb(255, 245, 245)");
    await expect(page.getByRole("note")).toHaveText(`Needs info ${messages.importNeedsInformation}`);
    await red.scrollIntoViewIfNeeded();
    await screenshot(page, "dashboard-queue-partly-graded");
    await expectNoSeriousAccessibilityViolations(page);

    // With a client it is still refused: its required fields are missing.
    await chooseClient(page, queue, partly, partlyClient);
    await queue.getByRole("button", { name: `Save & Complete ${partly}` }).click();
    const refusal = page.getByRole("dialog", { name: messages.cannotCompleteItemTitle(partly) });
    await expect(refusal).toContainText(messages.missingRequiredFieldsAlert);
    await screenshot(page, "dashboard-partly-graded-refused");
    await refusal.getByRole("button", { name: "OK" }).click();
    await expect(red).toBeVisible();

    // The jewelry list shows it red with the same words.
    await page.goto(`/jewelry?search=${partly}`);
    const list = page.getByRole("table", { name: "Jewelry" });
    await expect(list.locator("tbody tr").filter({ hasText: partly })).toHaveCSS(
      "background-color",
      "rgb(255, 245, 245)",
    );
    await expect(page.getByRole("note")).toHaveText(`Needs info ${messages.importNeedsInformation}`);
    await screenshot(page, "jewelry-list-partly-graded");

    // Not public while it waits: the same 404 as a number nobody holds.
    const waiting = await page.request.get(`${baseURL}/c/jewelry/${partly}`);
    const nobody = await page.request.get(`${baseURL}/c/jewelry/NOBODY${suffix}`);
    expect(waiting.status()).toBe(404);
    expect(await waiting.text()).toBe(await nobody.text());
    expect(consoleErrors).toEqual([]);
  });

  test("the diamond and jewelry lists open Add From Diamond Track with their type preset", async ({
    page,
    signIn,
    consoleErrors,
  }) => {
    await signIn(page);
    for (const [path, type] of [
      ["/diamond", "Diamond"],
      ["/jewelry", "Jewelry"],
    ] as const) {
      await page.goto(path);
      await page.getByRole("button", { name: "Add From Diamond Track" }).click();
      const popup = page.getByRole("dialog", { name: "Add From Diamond Track" });
      await expect(popup.getByRole("radio", { name: type })).toBeChecked();
      await expect(popup.getByRole("radio", { name: "Single" })).toBeChecked();
      await popup.getByRole("button", { name: "Add", exact: true }).click();
      await expect(popup.getByText(messages.emptyCertificateField)).toBeVisible();
      await popup.getByRole("button", { name: "Cancel" }).click();
      await expect(popup).toBeHidden();
    }
    expect(consoleErrors).toEqual([]);
  });
});
