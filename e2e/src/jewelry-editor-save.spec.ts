import { messages } from "@loupe/domain/messages";
import { createDiamondThroughApi, createRingThroughApi } from "./api";
import { expectSavedToast } from "./certificate-form";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

// The jewelry editor's Save (issue 21): one toast with 'Back to list' and no dialog when nothing
// beyond the record changes; Print Card's place in the bar says 'Save & Print' while there are
// unsaved changes (editor-save-and-print.spec.ts prints with it). At the two desktop sizes.

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
]) {
  test(`Save ends with one toast and 'Back to list'; Print Card's place offers Save & Print, at ${viewport.width}`, async ({
    page,
    signIn,
    consoleErrors,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, { at: "/jewelry" });
    const record = await createRingThroughApi(
      page,
      `SAVE${viewport.width}${Date.now().toString(36).toUpperCase()}`,
    );
    await page.goto(`/jewelry/${record.id}`);

    const printCard = page.getByRole("button", { name: "Print Card" });
    await expect(printCard).toBeEnabled();

    // The action bar is one row: every action's middle on one line.
    const bar = [
      page.getByRole("button", { name: "More actions" }),
      printCard,
      page.getByRole("button", { name: "Create Digital Certificate" }),
      page.getByRole("button", { name: "Save", exact: true }),
    ];
    const middles: number[] = [];
    for (const button of bar) {
      const box = await button.boundingBox();
      if (!box) throw new Error("an action is not shown");
      middles.push(box.y + box.height / 2);
    }
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(4);

    // 'More actions' holds Save SKU Defaults and Delete: a menu of menu items, axe clean while open.
    await bar[0]?.click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText(["Save SKU Defaults", "Delete"]);
    await expect(menu.getByRole("menuitem", { name: "Save SKU Defaults" })).toBeFocused();
    await screenshot(page, `jewelry-editor-save-${viewport.width}-more-actions`, { fullPage: false });
    await expectNoSeriousAccessibilityViolations(page);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(bar[0] ?? printCard).toBeFocused();
    await page.getByRole("textbox", { name: "Description", exact: true }).fill("Saved in one step");
    // Dirty: Print Card's place offers Save & Print.
    await expect(printCard).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Save & Print" })).toBeEnabled();
    await screenshot(page, `jewelry-editor-save-${viewport.width}-dirty`, { fullPage: false });
    await expectNoSeriousAccessibilityViolations(page);

    await page.getByRole("button", { name: "Save", exact: true }).click();
    const toast = await expectSavedToast(page);
    await expect(toast).toContainText(record.certificateNumber);
    await expect(page.locator(".mantine-Notification-root")).toHaveCount(1);
    await expect(printCard).toBeEnabled();
    await expect(page).toHaveURL(new RegExp(`/jewelry/${record.id}$`));
    await screenshot(page, `jewelry-editor-save-${viewport.width}-toast`, { fullPage: false });
    const stored = await page.request.get(`/api/jewelry/${record.id}`);
    expect(((await stored.json()) as { description: string }).description).toBe("Saved in one step");

    await toast.getByRole("button", { name: "Back to list" }).click();
    await expect(page).toHaveURL(/\/jewelry$/);
    await expect(page.getByRole("heading", { name: "Jewelry", exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}

test("a diamond's Save ends with the same one toast and the diamond list (spec 000)", async ({
  page,
  signIn,
  consoleErrors,
  baseURL,
}) => {
  await signIn(page, { at: "/diamond" });
  const diamond = await createDiamondThroughApi(page.request, baseURL ?? "", {
    certificateNumber: `SAVED${Date.now().toString(36).toUpperCase()}`,
  });
  await page.goto(`/diamond/${diamond.id}`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const toast = page.locator(".mantine-Notification-root").filter({ hasText: messages.diamondSaved });
  await expect(toast).toHaveCount(1);
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(1);
  await expect(page).toHaveURL(/\/diamond$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test("a Save offline says so at once, keeps the form, and saves when the browser is back online", async ({
  page,
  context,
  signIn,
  consoleErrors,
}) => {
  await signIn(page, { at: "/jewelry" });
  const record = await createRingThroughApi(page, `OFFL${Date.now().toString(36).toUpperCase()}`);
  await page.goto(`/jewelry/${record.id}`);
  const description = page.getByRole("textbox", { name: "Description", exact: true });
  await description.fill("Typed while offline");

  await context.setOffline(true);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const offline = page.getByRole("status").filter({ hasText: "You are offline" });
  await expect(offline).toContainText("will be saved when the connection is back");
  await expect(description).toHaveValue("Typed while offline");
  await screenshot(page, "jewelry-editor-save-offline", { fullPage: false });

  await context.setOffline(false);
  await expectSavedToast(page);
  await expect(offline).toHaveCount(0);
  const stored = await page.request.get(`/api/jewelry/${record.id}`);
  expect(((await stored.json()) as { description: string }).description).toBe("Typed while offline");
  expect(consoleErrors).toEqual([]);
});

test("a client SKU without defaults is answered 200 with null, not 404", async ({ page, signIn }) => {
  await signIn(page, { at: "/jewelry" });
  const sku = `NODEF${Date.now().toString(36).toUpperCase()}`;
  const answer = await page.request.get(`/api/jewelry/sku-defaults/${sku}`);
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toBeNull();
});
