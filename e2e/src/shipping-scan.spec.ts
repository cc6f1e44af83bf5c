import { messages } from "@loupe/domain/messages";
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

// Issue 23 item 3: the New Shipping Log at a scanning station. Demo jewelry (seed/demo-jewelry.ts):
// JW5200100 is unshipped with tracking number 1Z999AA110000000; order-line A4100-3 holds JW5200108
// and JW5200110 unshipped and JW5200109 shipped.
const tracking = "1Z999AA110000000";
const orderLine = "A4100-3";
const manualStock = `E2E-MAN-${Date.now().toString(36).toUpperCase()}`;

// A keyboard-wedge scanner: the keys 20 ms apart, then Enter, with nothing focused but the modal's
// hidden scanner input.
async function scan(page: Page, code: string) {
  await page.keyboard.type(code, { delay: 20 });
  await page.keyboard.press("Enter");
}

const pendingRows = (modal: Locator) =>
  modal.getByRole("table", { name: "Pending shipping list" }).locator("tbody tr");

async function openModal(page: Page) {
  await page.getByRole("button", { name: "Add New Shipping Log" }).click();
  const modal = page.getByRole("dialog", { name: "New Shipping Log" });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel("Barcode scanner input")).toBeFocused();
  return modal;
}

test("a scanning station: scanner bursts, a manual item, a reload, a lost connection and Save Log", async ({
  page,
  signIn,
  consoleErrors,
}) => {
  test.slow();
  await signIn(page, { at: "/shipping-log" });
  let modal = await openModal(page);

  // A tracking number switches the selector and finds only the unshipped item.
  await scan(page, tracking);
  const results = modal.getByRole("table", { name: messages.shippingSelectTitle });
  await expect(modal.getByRole("heading", { name: messages.shippingSelectTitle })).toBeVisible();
  await expect(modal.getByRole("combobox", { name: "Search for" })).toHaveValue("Tracking #");
  await expect(results).toContainText("JW5200100");
  await modal.getByRole("button", { name: "Add Certs To List" }).click();
  await expect(results).toHaveCount(0);
  await expect(pendingRows(modal)).toHaveCount(1);

  // An order-line: the order number selector, the line as a number, the shipped sibling left out.
  await scan(page, orderLine);
  await expect(modal.getByRole("combobox", { name: "Search for" })).toHaveValue("Order #");
  await expect(results).toContainText("JW5200108");
  await expect(results).toContainText("JW5200110");
  await expect(results).not.toContainText("JW5200109");
  await screenshot(page, "shipping-scan-results-1440", { fullPage: false });
  await modal.getByRole("button", { name: "Add Certs To List" }).click();
  await expect(pendingRows(modal)).toHaveCount(3);

  // The same box scanned twice: skipped.
  await scan(page, tracking.toLowerCase());
  await modal.getByRole("button", { name: "Add Certs To List" }).click();
  await expect(
    modal.getByRole("status").filter({ hasText: messages.shippingDuplicatesSkipped(1) }),
  ).toBeVisible();
  await expect(pendingRows(modal)).toHaveCount(3);

  // Add Manually: Client and Jewelry Type enforced.
  await modal.getByRole("button", { name: "Add Manually" }).click();
  const manual = page.getByRole("dialog", { name: messages.shippingManualTitle });
  await manual.getByRole("button", { name: "ADD" }).click();
  await expect(manual).toContainText(messages.shippingClientRequired);
  await expect(manual).toContainText(messages.shippingJewelryTypeRequired);
  await manual.getByRole("combobox", { name: "Client" }).click();
  await page.keyboard.type("Auro");
  // The demo client itself, not a namesake other specs create in the same database.
  const aurora = page.getByRole("option", { name: /^Aurora Fine Jewelry(\s+Pinned)?$/ });
  await expect(aurora).toBeVisible();
  await aurora.click();
  await expect(manual.getByRole("combobox", { name: "Client" })).toHaveValue("Aurora Fine Jewelry");
  await manual.getByRole("combobox", { name: "Jewelry Type" }).click();
  await page.keyboard.type("Pendant");
  await page.keyboard.press("Enter");
  await manual.getByRole("textbox", { name: "Order Number" }).fill("M 77");
  await manual.getByRole("textbox", { name: "Line Number" }).fill("2");
  await manual.getByRole("textbox", { name: "Item/Stock #" }).fill(manualStock);
  await manual.getByRole("button", { name: "ADD" }).click();
  await expect(manual).toHaveCount(0);
  await expect(pendingRows(modal)).toHaveCount(4);
  await expect(modal.getByTestId("pending-saved-at")).toContainText("last saved");

  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: width === 1440 ? 900 : 768 });
    await screenshot(page, `shipping-scan-modal-${width}`, { fullPage: false });
  }
  await expectNoSeriousAccessibilityViolations(page);

  // A reload (or a crash) keeps the list.
  await page.reload();
  modal = await openModal(page);
  await expect(pendingRows(modal)).toHaveCount(4);
  await expect(modal).toContainText(manualStock);

  // The connection lost: the save fails, the list stays; back online it saves with the same key.
  await page.context().setOffline(true);
  await modal.getByRole("button", { name: "Save Log" }).click();
  let processed = page.getByRole("dialog", { name: messages.shippingProcessedByTitle });
  await processed.getByRole("textbox", { name: "Processed by" }).fill("e2e station");
  await processed.getByRole("button", { name: "Save & Quit" }).click();
  const failure = page.getByRole("dialog", { name: messages.genericErrorTitle });
  await expect(failure).toContainText("The list is kept on this computer");
  await failure.getByRole("button", { name: "OK" }).click();
  await page.context().setOffline(false);
  await expect(pendingRows(modal)).toHaveCount(4);

  // Without a name: the spec's error.
  await modal.getByRole("button", { name: "Save Log" }).click();
  processed = page.getByRole("dialog", { name: messages.shippingProcessedByTitle });
  await processed.getByRole("textbox", { name: "Processed by" }).fill("   ");
  await processed.getByRole("button", { name: "Save & Quit" }).click();
  const noName = page.getByRole("dialog", { name: messages.shippingNoProcessorTitle });
  await expect(noName).toContainText(messages.shippingNoProcessor);
  await noName.getByRole("button", { name: "OK" }).click();

  // With a name (upper-cased as typed): saved, the list reset and the modal closed.
  const name = processed.getByRole("textbox", { name: "Processed by" });
  await name.fill("maya g");
  await expect(name).toHaveValue("MAYA G");
  const saved = page.waitForResponse((response) => response.url().endsWith("/api/shipping/save"));
  await processed.getByRole("button", { name: "Save & Quit" }).click();
  const answer = await (await saved).json();
  expect(answer).toMatchObject({ processedBy: "MAYA G", shipped: 3, created: 1, notShipped: [] });
  await expect(page.getByText(messages.shippingSaved)).toBeVisible();
  await expect(modal).toHaveCount(0);

  // Now shipped, as the API tells.
  for (const [key, value] of [
    ["trackingNumber", tracking],
    ["certificateNumber", "JW5200108"],
    ["certificateNumber", "JW5200110"],
  ]) {
    const found = await page.request.get(`/api/shipping/unshipped?key=${key}&value=${value}`);
    expect((await found.json()).items).toEqual([]);
  }
  modal = await openModal(page);
  await expect(modal).toContainText("Nothing on the list yet");
  expect(consoleErrors).toEqual([]);
});
