import AxeBuilder from "@axe-core/playwright";
import { messages } from "@loupe/domain/messages";
import { type RunningServer, startServer } from "@loupe/server/testing/spawn-server";
import type { APIRequestContext, Page } from "@playwright/test";
import { createDiamondThroughApi, createRingThroughApi } from "./api";
import {
  expect,
  expectNoSeriousAccessibilityViolations,
  screenshot,
  signedInContext,
  test,
} from "./fixtures";

// The certificate editors' Save & Print (issue 21): with unsaved changes, Print Card's slot says
// 'Save & Print'; it saves (a new version, its activity entry) and then sends the card to the
// printer (recorded as printed), in one toast with 'Back to list'. A refused save prints nothing.
// Create Digital Certificate whose spreadsheet delivery failed ends in the same one toast, in
// warning colour, and no dialog.

type Stored = { id: string; version: number; cardCertPrinted: boolean; description: string };
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}`;
const toasts = (page: Page) => page.locator(".mantine-Notification-root");

async function stored(request: APIRequestContext, path: string): Promise<Stored> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()) as Stored;
}

// The activity entries of one record, newest first ('print', 'update', 'create').
async function activityOf(request: APIRequestContext, certificateNumber: string, id: string) {
  const response = await request.get(`/api/activity-log?search=${certificateNumber}`);
  expect(response.status()).toBe(200);
  const page = (await response.json()) as { items: { action: string; entityId: string }[] };
  return page.items.filter((item) => item.entityId === id).map((item) => item.action);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
]) {
  test(`jewelry: Save & Print in Print Card's place saves, then prints, by keyboard, at ${viewport.width}`, async ({
    page,
    signIn,
    consoleErrors,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, { at: "/jewelry" });
    const certificateNumber = unique(`SP${viewport.width}`);
    const record = await createRingThroughApi(page, certificateNumber);
    await page.goto(`/jewelry/${record.id}`);
    const printCard = page.getByRole("button", { name: "Print Card" });
    await expect(printCard).toBeEnabled();
    const before = await printCard.boundingBox();

    await page.getByRole("textbox", { name: "Description", exact: true }).fill("Saved and printed");
    const saveAndPrint = page.getByRole("button", { name: "Save & Print" });
    await expect(saveAndPrint).toBeEnabled();
    await expect(printCard).toHaveCount(0);
    // The same slot: its left edge and line do not move.
    const after = await saveAndPrint.boundingBox();
    expect(
      Math.abs((after?.x ?? 0) + (after?.width ?? 0) - ((before?.x ?? 0) + (before?.width ?? 0))),
    ).toBeLessThan(2);
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(2);
    await screenshot(page, `jewelry-save-and-print-${viewport.width}-dirty`, { fullPage: false });
    await expectNoSeriousAccessibilityViolations(page);

    // By keyboard: 'More actions', one Tab, Enter.
    await page.getByRole("button", { name: "More actions" }).focus();
    await page.keyboard.press("Tab");
    await expect(saveAndPrint).toBeFocused();
    await page.keyboard.press("Enter");

    const toast = toasts(page).filter({ hasText: messages.certificateSaved });
    await expect(toast).toContainText(messages.jewelryCardSent);
    await expect(toast).toContainText(certificateNumber);
    await expect(toast.getByRole("button", { name: "Back to list" })).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/jewelry/${record.id}$`));
    await expect(printCard).toBeEnabled();
    await screenshot(page, `jewelry-save-and-print-${viewport.width}-done`, { fullPage: false });

    const now = await stored(page.request, `/api/jewelry/${record.id}`);
    expect(now.description).toBe("Saved and printed");
    expect(now.version).toBeGreaterThan(record.version);
    expect(now.cardCertPrinted).toBe(true);
    expect(await activityOf(page.request, certificateNumber, record.id)).toEqual([
      "print",
      "update",
      "create",
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test(`diamond: Save & Print saves and prints; a refused save prints nothing, at ${viewport.width}`, async ({
    page,
    signIn,
    consoleErrors,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, { at: "/diamond" });
    const certificateNumber = unique(`DP${viewport.width}`);
    const diamond = await createDiamondThroughApi(page.request, baseURL ?? "", { certificateNumber });
    const path = `/api/diamonds/${diamond.id}`;
    const first = await stored(page.request, path);
    await page.goto(`/diamond/${diamond.id}`);
    await expect(page.getByRole("button", { name: "Print Card" })).toBeEnabled();

    // Someone else saves first (another tab): Save & Print is refused as stale, no card is printed.
    const other = await page.context().newPage();
    await other.goto(`/diamond/${diamond.id}`);
    await other.getByRole("textbox", { name: "Stock Number" }).fill("THEIRS");
    await other.getByRole("button", { name: "Save", exact: true }).click();
    await expect(other).toHaveURL(/\/diamond$/);
    await other.close();
    await page.getByRole("textbox", { name: "Stock Number" }).fill("MINE");
    await screenshot(page, `diamond-save-and-print-${viewport.width}-dirty`, { fullPage: false });
    await expectNoSeriousAccessibilityViolations(page);
    await page.getByRole("button", { name: "Save & Print" }).click();
    const stale = page.getByRole("dialog", { name: messages.genericErrorTitle });
    await expect(stale.getByRole("button", { name: "Reload" })).toBeVisible();
    expect((await stored(page.request, path)).cardCertPrinted).toBe(false);
    expect(await activityOf(page.request, certificateNumber, diamond.id)).not.toContain("print");

    // Reloaded: the change again, Save & Print goes through.
    await stale.getByRole("button", { name: "Reload" }).click();
    await page.getByRole("textbox", { name: "Stock Number" }).fill("MINE");
    await page.getByRole("button", { name: "Save & Print" }).click();
    const toast = toasts(page).filter({ hasText: messages.diamondSaved });
    await expect(toast).toContainText(messages.diamondCardSent);
    await expect(toast.getByRole("button", { name: "Back to list" })).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`/diamond/${diamond.id}$`));
    const now = await stored(page.request, path);
    expect(now).toMatchObject({ stockNumber: "MINE", cardCertPrinted: true });
    expect(now.version).toBeGreaterThan(first.version + 1);
    expect((await activityOf(page.request, certificateNumber, diamond.id))[0]).toBe("print");
    expect(consoleErrors).toEqual([]);
  });
}

test.describe("Create Digital Certificate while the spreadsheet refuses", () => {
  let refusing: RunningServer;
  // A spreadsheet webhook nobody answers: every delivery fails and stays in the outbox.
  test.beforeAll(async () => {
    refusing = await startServer({ SPREADSHEET_WEBHOOK_URL: "http://127.0.0.1:9/sheet" });
  });
  test.afterAll(() => refusing.stop());

  test("says so in the save's one toast, in warning colour, kept until closed, and no dialog", async ({
    browser,
  }) => {
    const { context, page, errors } = await signedInContext(browser, refusing);
    const certificateNumber = unique("SHEET");
    const diamond = await createDiamondThroughApi(context.request, refusing.baseURL, { certificateNumber });
    await page.goto(`/diamond/${diamond.id}`);

    await page.getByRole("button", { name: "Create Digital Certificate" }).click();
    const toast = toasts(page).filter({ hasText: messages.certificateSaved });
    await expect(toast).toContainText(
      "The diamond has been saved, but the google spreadsheet has not taken it yet. It will be sent again automatically.",
    );
    await expect(toast).toContainText("Reason: ");
    await expect(toast.getByRole("button", { name: "Back to list" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByText(messages.certificateSavedAndSent)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/diamond/${diamond.id}$`));
    await screenshot(page, "diamond-spreadsheet-pending-toast", { fullPage: false });
    // Axe with the toast shown (it stays, so the shared check's wait for toasts to go cannot apply).
    const axe = await new AxeBuilder({ page }).include(".mantine-Notification-root").analyze();
    expect(axe.violations.map((violation) => `${violation.id} (${violation.impact})`)).toEqual([]);
    // Kept until closed: still there after a saved toast would have gone.
    await page.waitForTimeout(7000);
    await expect(toast).toBeVisible();
    await toast.getByRole("button", { name: "Back to list" }).click();
    await expect(page).toHaveURL(/\/diamond$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
