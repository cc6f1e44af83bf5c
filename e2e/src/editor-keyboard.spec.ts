import type { Page } from "@playwright/test";
import { expectSavedToast } from "./certificate-form";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

// The certificate editors by keyboard alone (issue 21): a template-1 ring from New Certificate to
// saved, every key counted, at the two desktop sizes; the skip link; Ctrl+S.

type Counts = { tabs: number; arrowsAndEnter: number; characters: number; shortcuts: number };

// The keyboard, counting what it presses.
function countingKeyboard(page: Page) {
  const counts: Counts = { tabs: 0, arrowsAndEnter: 0, characters: 0, shortcuts: 0 };
  return {
    counts,
    tab: async (times = 1) => {
      for (let index = 0; index < times; index++) await page.keyboard.press("Tab");
      counts.tabs += times;
    },
    enter: async () => {
      await page.keyboard.press("Enter");
      counts.arrowsAndEnter += 1;
    },
    type: async (text: string) => {
      await page.keyboard.type(text);
      counts.characters += text.length;
    },
    save: async () => {
      await page.keyboard.press("ControlOrMeta+s");
      counts.shortcuts += 1;
    },
  };
}

const focused = (page: Page) => page.locator(":focus");

// Types into the focused pick-list and takes its best match.
async function pick(keys: ReturnType<typeof countingKeyboard>, page: Page, typed: string, option: string) {
  await keys.type(typed);
  await expect(page.getByRole("option", { name: option, exact: true })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await keys.enter();
}

// A new record's Template, focused on opening, chosen by typing `typed` and Enter.
async function chooseFocusedTemplate(page: Page, typed: string) {
  const template = page.getByRole("combobox", { name: "Template", exact: true });
  await expect(template).toBeFocused();
  await page.keyboard.type(typed);
  await page.keyboard.press("Enter");
  return template;
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
]) {
  test(`a template-1 ring from New Certificate to saved by keyboard, keys counted, at ${viewport.width}`, async ({
    page,
    consoleErrors,
    signIn,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await signIn(page, { at: "/jewelry" });
    const keys = countingKeyboard(page);
    await page.getByRole("link", { name: "New Certificate" }).focus();
    await keys.enter();

    await expect(page.getByRole("heading", { name: "New Jewelry Certificate" })).toBeVisible();
    const template = page.getByRole("combobox", { name: "Template", exact: true });
    await expect(template).toBeFocused();
    await screenshot(page, `editor-keyboard-${viewport.width}-new`, { fullPage: false });
    await pick(keys, page, "1", "Template 1: Everything Round Center + Side Stones");

    const number = `KB${Date.now()}`;
    await keys.tab(2);
    await expect(focused(page)).toHaveAccessibleName("Certificate Number");
    await keys.type(number);
    await keys.tab(3);
    await expect(focused(page)).toHaveAccessibleName("Jewelry Type");
    await pick(keys, page, "ring", "Ring");
    await keys.tab();
    await pick(keys, page, "18k white", "18K White Gold");
    await keys.tab(2);
    await expect(focused(page)).toHaveAccessibleName("Type");
    await pick(keys, page, "diamond", "Diamond");
    await keys.tab();
    await pick(keys, page, "round", "Round");
    await keys.tab();
    await keys.type("1.01");
    await keys.tab(2);
    await expect(focused(page)).toHaveAccessibleName("Color");
    await pick(keys, page, "g", "G");
    await keys.tab(2);
    await pick(keys, page, "vs1", "VS1");
    await keys.tab(2);
    await expect(focused(page)).toHaveAccessibleName("Cut");
    await pick(keys, page, "excellent", "Excellent");
    await keys.tab();
    await pick(keys, page, "excellent", "Excellent");
    await keys.tab();
    await pick(keys, page, "excellent", "Excellent");
    await expect(focused(page)).toHaveAccessibleName("Symmetry");
    await screenshot(page, `editor-keyboard-${viewport.width}-filled`);
    await keys.save();

    await expectSavedToast(page);
    // Saved as new, the editor reopens as the record with the focus back in the form, not on the
    // page's body.
    await expect(page).toHaveURL(/\/jewelry\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("combobox", { name: "Template", exact: true })).toBeFocused();
    await screenshot(page, `editor-keyboard-${viewport.width}-saved`, { fullPage: false });
    const list = await page.request.get(`/api/jewelry?search=${number}`);
    const [item] = ((await list.json()) as { items: { id: string; certificateNumber: string }[] }).items;
    expect(item?.certificateNumber).toBe(number);
    const stored = await (await page.request.get(`/api/jewelry/${item?.id}`)).json();
    expect(stored).toMatchObject({
      templateId: 1,
      jewelryType: "Ring",
      metal: "18K White Gold",
      mainStone: { type: "Diamond", shape: "Round", weight: "1.01", cut: "Excellent", polish: "Excellent" },
    });

    console.log(`ring at ${viewport.width}×${viewport.height}: ${JSON.stringify(keys.counts)}`);
    expect(keys.counts.tabs).toBeLessThanOrEqual(20);
    expect(consoleErrors).toEqual([]);
  });
}

test("the skip link reaches the form past the side menu; the editor is axe clean", async ({
  page,
  consoleErrors,
  signIn,
}) => {
  await signIn(page, { at: "/jewelry/new" });
  const template = await chooseFocusedTemplate(page, "4");
  await expect(page.getByRole("region", { name: "General Jewelry Information" })).toBeVisible();
  // As on a page just loaded: nothing focused, so the first Tab starts at the top.
  await page.evaluate("document.activeElement && document.activeElement.blur()");

  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to form" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await screenshot(page, "editor-keyboard-skip-link", { fullPage: false });
  await page.keyboard.press("Enter");
  await expect(template).toBeFocused();
  await expectNoSeriousAccessibilityViolations(page);

  await page.getByRole("button", { name: "About the templates" }).click();
  const info = page.getByRole("dialog", { name: "Templates" });
  await expect(info.getByRole("button", { name: /^Template 22: / })).toBeVisible();
  await screenshot(page, "editor-keyboard-template-info", { fullPage: false });
  await expectNoSeriousAccessibilityViolations(page);
  await info.getByRole("button", { name: /^Template 8: / }).click();
  await expect(info).toBeHidden();
  await expect(template).toHaveValue("Template 8: Main Stone (No Sides)");
  expect(consoleErrors).toEqual([]);
});

test("a new diamond starts at Template too, found by its number; Ctrl+S asks for what is missing", async ({
  page,
  consoleErrors,
  signIn,
}) => {
  await signIn(page, { at: "/diamond/new" });
  const template = await chooseFocusedTemplate(page, "3");
  await expect(template).toHaveValue("3. Regular");
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByRole("alert")).toBeVisible();
  await screenshot(page, "editor-keyboard-diamond-1440");
  await expectNoSeriousAccessibilityViolations(page);
  expect(consoleErrors).toEqual([]);
});
