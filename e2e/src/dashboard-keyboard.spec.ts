import { messages } from "@loupe/domain/messages";
import type { Page } from "@playwright/test";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

// Issue 21: a queued item without a client is completed by keyboard alone. The client is chosen
// in the row (a combobox from the first paint), Save & Complete saves it and completes in one go,
// and the focus moves to the next row. The keys from page load to the first row's client are
// counted and reported (test annotations): the page's first Tab stop, 'Skip to Newly Added', and
// Enter. The Tab-only way (through the side menu and the counters) is counted too.
const suffix = Date.now().toString(36).toUpperCase();

// The focused element's name: its aria-label, its label's text or its text.
const focusedNameScript = `(() => {
  const element = document.activeElement;
  if (!element || element === document.body) return "";
  const label = element.labels && element.labels[0] ? element.labels[0].textContent : null;
  return element.getAttribute("aria-label") ?? label ?? element.textContent.trim();
})()`;

async function focusedName(page: Page): Promise<string> {
  return String(await page.evaluate(focusedNameScript));
}

// Tab until the focused element is named `name`; answers how many Tabs it took.
async function tabTo(page: Page, name: string, most = 80): Promise<number> {
  for (let tabs = 1; tabs <= most; tabs++) {
    await page.keyboard.press("Tab");
    if ((await focusedName(page)) === name) return tabs;
  }
  throw new Error(`${name} was not reached in ${most} Tabs`);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
]) {
  test(`completes a queued item without a client by keyboard only at ${viewport.width} × ${viewport.height}`, async ({
    page,
    signIn,
    baseURL,
    consoleErrors,
  }) => {
    test.slow();
    const tag = `${suffix}${viewport.width}`;
    const clientName = `Keyboard Client ${tag}`;
    const first = `LGKB${tag}A`;
    const next = `LGKB${tag}B`;
    await page.setViewportSize(viewport);
    await signIn(page);
    const headers = { origin: baseURL ?? "" };
    const client = await page.request.post(`${baseURL}/api/clients`, {
      headers,
      data: { name: clientName, representativeName: "Kim Lee", email: `kim${tag.toLowerCase()}@keys.test` },
    });
    expect(client.status(), await client.text()).toBe(201);
    // The next one first: the queue is newest first, so the first row is `first`.
    for (const certificates of [next, first]) {
      const added = await page.request.post(`${baseURL}/api/intake`, {
        headers,
        data: { type: "diamond", mode: "single", certificates },
      });
      expect(added.status(), await added.text()).toBe(200);
    }

    await page.goto("/dashboard");
    const queue = page.getByRole("table", { name: "Newly added items" });
    const rows = queue.locator("tbody tr");
    await expect(rows.first()).toContainText(first);
    await expect(rows.nth(1)).toContainText(next);
    // A combobox from the first paint, before any picker code is loaded.
    await expect(queue.getByRole("combobox", { name: `Client for ${first}` })).toHaveAttribute(
      "aria-expanded",
      "false",
    );

    // The page's first Tab stop is 'Skip to Newly Added'; Enter takes the focus to the first row's
    // client field, past the side menu and the counters.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to Newly Added" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await screenshot(page, `dashboard-keyboard-skip-link-${viewport.width}`, { fullPage: false });
    await page.keyboard.press("Enter");
    await expect(page.locator(":focus")).toHaveAccessibleName(`Client for ${first}`);
    const toClient = 1;
    test.info().annotations.push({
      type: `Keys from page load to the first row's client (${viewport.width} × ${viewport.height})`,
      description: `${toClient} Tab + Enter`,
    });
    expect(toClient).toBeLessThanOrEqual(10);

    // Complete without a client: refused; closing the refusal puts the focus in the row's client
    // field (not back on Complete), so the client is typed at once.
    const toComplete = await tabTo(page, `Complete ${first}`, 3);
    await page.keyboard.press("Enter");
    const refusal = page.getByRole("dialog", { name: messages.cannotCompleteItemTitle(first) });
    await expect(refusal).toContainText(messages.cannotCompleteItemText);
    await page.keyboard.press("Enter");
    await expect(refusal).toBeHidden();
    const picker = queue.locator("input:not([readonly])[role=combobox]");
    await expect(picker).toBeFocused();
    await expect(picker).toHaveAccessibleName(`Client for ${first}`);

    // Type part of the name: the best match is highlighted, Enter takes it.
    await page.keyboard.type(clientName.slice(0, 14));
    await expect(page.getByRole("option", { name: clientName })).toBeVisible();
    await page.keyboard.type(clientName.slice(14));
    await screenshot(page, `dashboard-keyboard-client-open-${viewport.width}`, { fullPage: false });
    await page.keyboard.press("Enter");
    await expect(picker).toHaveValue(clientName);

    const toSave = await tabTo(page, `Save & Complete ${first}`, 5);
    test.info().annotations.push({
      type: `Tabs from the client to Save & Complete (${viewport.width} × ${viewport.height})`,
      description: String(toSave),
    });
    console.log(
      `${viewport.width}x${viewport.height}: Tab + Enter to the first row's client; ${toComplete} Tab to Complete, ${toSave} to Save & Complete`,
    );
    await page.keyboard.press("Enter");
    await expect(page.getByText(messages.itemsCompleted(1))).toBeVisible();
    await expect(rows.filter({ hasText: first })).toHaveCount(0);
    // The focus is on the next row (no client yet: its client field), not on the page body.
    await expect(page.locator(":focus")).toHaveAccessibleName(`Client for ${next}`);
    await screenshot(page, `dashboard-keyboard-completed-${viewport.width}`, { fullPage: false });

    // Saved and completed: the record has the client and left the queue.
    const search = await page.request.get(`${baseURL}/api/diamonds?search=${first}`);
    const found = (await search.json()).items.find(
      (item: { certificateNumber: string }) => item.certificateNumber === first,
    );
    expect(found?.client?.name).toBe(clientName);
    await page.keyboard.press("Escape");
    await expectNoSeriousAccessibilityViolations(page);
    expect(consoleErrors).toEqual([]);
  });
}

// The Tab-only way, without the skip link: past it, the side menu and the counters. Reported, not
// bounded (the side menu is the shell's).
test("counts the Tab-only way from page load to the first row's client", async ({
  page,
  signIn,
  baseURL,
}) => {
  await signIn(page);
  const added = await page.request.post(`${baseURL}/api/intake`, {
    headers: { origin: baseURL ?? "" },
    data: { type: "diamond", mode: "single", certificates: `LGKB${suffix}T` },
  });
  expect(added.status(), await added.text()).toBe(200);
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/dashboard");
    const firstRow = page.getByRole("table", { name: "Newly added items" }).locator("tbody tr").first();
    await expect(firstRow).toBeVisible();
    const certificate = (await firstRow.getByRole("link").first().textContent()) ?? "";
    const tabs = await tabTo(page, `Client for ${certificate}`);
    test.info().annotations.push({
      type: `Tab only from page load to the first row's client (${viewport.width} × ${viewport.height})`,
      description: String(tabs),
    });
    console.log(`${viewport.width}x${viewport.height}: ${tabs} Tabs (Tab only) to the first row's client`);
  }
});
