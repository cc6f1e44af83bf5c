import type { Page } from "@playwright/test";

// A print page opened in a new tab: its console errors are collected and its print dialog
// replaced by a flag.
export async function openPrintPage(page: Page, open: () => Promise<void>, errors: string[]) {
  const [popup] = await Promise.all([page.waitForEvent("popup"), open()]);
  popup.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("Failed to load resource"))
      errors.push(message.text());
  });
  popup.on("pageerror", (error) => errors.push(error.message));
  await popup.waitForLoadState();
  await popup.evaluate(() => {
    (window as unknown as { printed: boolean }).printed = false;
    window.print = () => {
      (window as unknown as { printed: boolean }).printed = true;
    };
  });
  return popup;
}
