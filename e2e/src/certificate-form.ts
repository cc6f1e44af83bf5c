import { messages } from "@loupe/domain/messages";
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

// Measurements of two dimensions are refused as the field is left (spec 000 §5, 001 §5.1): the
// 'Invalid Format' dialog says why and the field is cleared.
export async function expectTwoDimensionsRefused(page: Page, measurements: Locator): Promise<void> {
  await measurements.fill("6.41 x 6.43");
  await measurements.blur();
  const invalid = page.getByRole("dialog", { name: messages.invalidFormatTitle });
  await expect(invalid.getByText(messages.measurementsNeedThreeDimensions)).toBeVisible();
  await invalid.getByRole("button", { name: "OK" }).click();
  await expect(invalid).toHaveCount(0);
  await expect(measurements).toHaveValue("");
}
