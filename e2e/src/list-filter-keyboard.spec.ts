/// <reference lib="dom" />
import type { Page, Route } from "@playwright/test";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

// The filter pickers' code loads after the list is drawn (components/deferred-fields.tsx); until it
// is in, each picker is a stand-in. Someone tabbing through the row at key-repeat speed right after
// the page loads must not notice: focus goes where the Tabs put it, every field in order, and no
// list or calendar is left open (issue 21).
const pickersChunk = /\/assets\/deferred-fields-module-[^/]*\.js$/;
const keyGapMs = 20;

const lists = [
  { name: "diamonds", url: "/diamond", pickers: ["Template", "Client", "Shape", "Origin", "Imperfections"] },
  { name: "jewelry", url: "/jewelry", pickers: ["Template", "Client"] },
  { name: "activity log", url: "/logs", pickers: ["User"] },
] as const;

const viewports = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
] as const;

// Every element the focus lands on, by what a screen reader would call it, in the page's memory.
async function recordFocus(page: Page) {
  await page.addInitScript(() => {
    const trail: string[] = [];
    Object.assign(window, { focusTrail: trail });
    document.addEventListener(
      "focusin",
      (event) => {
        const element = event.target;
        if (!(element instanceof HTMLElement)) return;
        const label =
          (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) ??
          element.getAttribute("aria-label") ??
          element.textContent ??
          "";
        trail.push(`${element.tagName.toLowerCase()} ${label.trim()}`);
      },
      true,
    );
  });
}

// The trail without repeats: a stand-in handing the focus to its picker is one visit, not two.
async function visited(page: Page): Promise<string[]> {
  const trail = await page.evaluate(() => (window as unknown as { focusTrail: string[] }).focusTrail);
  return trail.filter((entry, index) => entry !== trail[index - 1]);
}

async function tab(page: Page, times: number, after?: (count: number) => void) {
  for (let count = 1; count <= times; count += 1) {
    await page.keyboard.press("Tab");
    after?.(count);
    await page.waitForTimeout(keyGapMs);
  }
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement)) return "";
    const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null;
    return (label ?? element.getAttribute("aria-label") ?? element.textContent ?? "").trim();
  });

async function expectNothingOpen(page: Page) {
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(page.locator(".mantine-Popover-dropdown:visible")).toHaveCount(0);
}

for (const list of lists) {
  for (const viewport of viewports) {
    test(`the ${list.name} filter row at ${viewport.width}: fast Tabs while the pickers load`, async ({
      page,
      signIn,
      consoleErrors,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await signIn(page);
      await recordFocus(page);
      const filters = page.getByRole("form", { name: "Filters" });

      // The reference: the same page with its pickers loaded before the first Tab.
      await page.goto(list.url);
      await filters.locator("[data-stand-in]").first().hover();
      await expect(filters.locator("[data-stand-in]")).toHaveCount(0);
      await tab(page, 60);
      const reference = await visited(page);
      const clearAt = reference.indexOf("button Clear Filters");
      expect(clearAt).toBeGreaterThan(0);
      const firstPicker = reference.findIndex((entry) => entry.endsWith(` ${list.pickers[0]}`));
      expect(firstPicker).toBeGreaterThan(0);
      const tabsToClear = clearAt + 1;

      // The run: the pickers' code is held back until the focus is in the row, then let through.
      let held: Route | null = null;
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(pickersChunk, async (route) => {
        held = route;
        await released;
        await route.continue();
      });
      await page.goto(list.url);
      await expect(filters).toBeVisible();
      // Before first use every picker is a closed combobox to assistive technology.
      for (const name of list.pickers) {
        await expect(filters.getByRole("combobox", { name, exact: true, expanded: false })).toBeVisible();
      }
      await expect(filters.locator("[data-stand-in]").first()).toBeVisible();
      await tab(page, tabsToClear, (count) => {
        if (count === firstPicker + 1) release();
      });
      expect(held).not.toBeNull();
      // Focus ends where the Tabs put it, having visited every field in order, and the pickers
      // did arrive (so their arrival happened while tabbing, not after).
      await expect(filters.locator("[data-stand-in]")).toHaveCount(0);
      expect(await visited(page)).toEqual(reference.slice(0, tabsToClear));
      expect(await focusedName(page)).toBe("Clear Filters");
      await expect(filters.getByRole("button", { name: "Clear Filters" })).toBeFocused();
      await expectNothingOpen(page);
      await screenshot(page, `list-filter-keyboard-${list.name.replace(" ", "-")}-${viewport.width}`);
      await expectNoSeriousAccessibilityViolations(page);
      expect(consoleErrors).toEqual([]);
    });
  }
}

test("a focused stand-in hands its focus and typed text to the picker; a field left is left alone", async ({
  page,
  signIn,
  consoleErrors,
}) => {
  await signIn(page);
  let release: () => void = () => {};
  let released = Promise.resolve();
  const holdPickers = () => {
    released = new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  await page.route(pickersChunk, async (route) => {
    await released;
    await route.continue();
  });
  holdPickers();
  await page.goto("/diamond");
  const filters = page.getByRole("form", { name: "Filters" });
  const template = filters.getByRole("combobox", { name: "Template", exact: true });
  const client = filters.getByRole("combobox", { name: "Client", exact: true });

  // Template is visited and left; Client keeps the focus, with 'zz' typed, while the code arrives.
  await template.focus();
  await page.keyboard.press("Tab");
  await expect(client).toBeFocused();
  await page.keyboard.type("zz");
  release();
  await expect(filters.locator("[data-stand-in]")).toHaveCount(0);
  await expect(client).toBeFocused();
  await expect(client).toHaveValue("zz");
  await expect(page.getByRole("listbox", { name: "Template" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  await expectNothingOpen(page);

  // The last stand-in touched was left for a button: the focus stays on the button.
  holdPickers();
  await page.reload();
  const imperfections = filters.getByRole("combobox", { name: "Imperfections", exact: true });
  const filtersButton = filters.getByRole("button", { name: "Filters", exact: true });
  await imperfections.focus();
  await page.keyboard.press("Tab");
  await expect(filtersButton).toBeFocused();
  release();
  await expect(filters.locator("[data-stand-in]")).toHaveCount(0);
  await expect(filtersButton).toBeFocused();
  await expectNothingOpen(page);

  // ↓ on a stand-in opens the picker's list once it is there; Tab closes it.
  await page.reload();
  await template.focus();
  await page.keyboard.press("ArrowDown");
  await expect(filters.locator("[data-stand-in]")).toHaveCount(0);
  await expect(template).toBeFocused();
  await expect(page.getByRole("listbox", { name: "Template" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(client).toBeFocused();
  await expectNothingOpen(page);
  expect(consoleErrors).toEqual([]);
});

test("an empty filtered result offers 'Clear all filters'", async ({ page, signIn, consoleErrors }) => {
  await signIn(page, { at: "/diamond?search=ZZZZNOTHING" });
  const table = page.getByRole("table", { name: "Diamonds" });
  await expect(table.getByText("No diamonds match these filters")).toBeVisible();
  await table.getByRole("button", { name: "Clear all filters" }).click();
  await expect(page).toHaveURL(/\/diamond$/);
  await expect(table.locator("tbody tr").first()).not.toContainText("No diamonds match");
  await expect(page.getByRole("form", { name: "Filters" }).getByLabel("Search")).toHaveValue("");
  expect(consoleErrors).toEqual([]);
});
