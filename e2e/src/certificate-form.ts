import { messages } from "@loupe/domain/messages";
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

// Measurements of two dimensions are refused as the field is left (spec 000 §5, 001 §5.1): the text
// stays as typed, with the spec's reason under the field (issue 21: no dialog, nothing cleared).
// The field is emptied afterwards, for the test's next steps.
export async function expectTwoDimensionsRefused(page: Page, measurements: Locator): Promise<void> {
  await measurements.fill("6.41 x 6.43");
  await measurements.blur();
  await expect(measurements).toHaveAttribute("aria-invalid", "true");
  await expect(measurements).toHaveAccessibleDescription(
    new RegExp(messages.measurementsNeedThreeDimensions),
  );
  await expect(measurements).toHaveValue("6.41 x 6.43");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await measurements.fill("");
  await expect(measurements).not.toHaveAttribute("aria-invalid", "true");
}

// The one toast a jewelry Save ends with (issue 21): 'Certificate has been saved' with 'Back to
// list'. Returns it; `dismiss` closes it, so the next save's toast is its own.
export async function expectSavedToast(page: Page, { dismiss = false } = {}): Promise<Locator> {
  const toast = page.locator(".mantine-Notification-root").filter({ hasText: messages.certificateSaved });
  await expect(toast).toHaveCount(1);
  await expect(toast.getByRole("button", { name: "Back to list" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  if (dismiss) {
    await toast.getByRole("button", { name: "Close notification" }).click();
    await expect(toast).toHaveCount(0);
  }
  return toast;
}
