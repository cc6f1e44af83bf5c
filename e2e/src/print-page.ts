import type { Page } from "@playwright/test";
import { collectPageErrors } from "./fixtures";

// A print page opened in a new tab: its console errors are collected and its print dialog
// replaced by a flag.
export async function openPrintPage(page: Page, open: () => Promise<void>, errors: string[]) {
  const [popup] = await Promise.all([page.waitForEvent("popup"), open()]);
  collectPageErrors(popup, errors);
  await popup.waitForLoadState();
  await popup.evaluate(() => {
    (window as unknown as { printed: boolean }).printed = false;
    window.print = () => {
      (window as unknown as { printed: boolean }).printed = true;
    };
  });
  return popup;
}
