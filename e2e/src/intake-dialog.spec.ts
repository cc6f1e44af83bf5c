import { messages } from "@loupe/domain/messages";
import type { Request } from "@playwright/test";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

// Issue 21: the multiple-mode hint no longer vanishes after its 5 s (the dialog shrank under the
// pointer): it is greyed and keeps its place. 'Add More' starts a fresh list; the last one is never
// sent again.
const suffix = Date.now().toString(36).toUpperCase();
const multipleModeHint = /Separate the certificate numbers with commas/;

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
]) {
  test(`Add From Diamond Track keeps its size when the hint fades, and Add More starts a fresh list (${viewport.width} × ${viewport.height})`, async ({
    page,
    signIn,
    consoleErrors,
  }) => {
    test.slow();
    const tag = `LGID${suffix}${viewport.width}`;
    await page.setViewportSize(viewport);
    await signIn(page, { at: "/dashboard" });
    const sent: unknown[] = [];
    page.on("request", (request: Request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/intake")
        sent.push(request.postDataJSON());
    });

    await page
      .getByRole("region", { name: "Diamonds", exact: true })
      .getByRole("button", { name: "Add From Diamond Track" })
      .click();
    const popup = page.getByRole("dialog", { name: "Add From Diamond Track" });
    await popup.getByText("Multiple", { exact: true }).click();
    const hint = popup.getByRole("status").filter({ hasText: multipleModeHint });
    await expect(hint).toHaveAttribute("data-fresh", "true");
    const box = popup;
    const before = await box.boundingBox();
    await screenshot(page, `intake-dialog-hint-${viewport.width}`, { fullPage: false });
    // After the spec's 5 s the hint is greyed, still there: the dialog keeps its size.
    await expect(hint).not.toHaveAttribute("data-fresh", { timeout: 15_000 });
    await expect(hint).toBeVisible();
    expect((await box.boundingBox())?.height).toBe(before?.height);
    await screenshot(page, `intake-dialog-hint-greyed-${viewport.width}`, { fullPage: false });
    await expectNoSeriousAccessibilityViolations(page);

    const numbers = popup.getByRole("textbox", { name: "Certificate Numbers" });
    await numbers.fill(`${tag}A, ${tag}B`);
    await popup.getByRole("button", { name: "Add", exact: true }).click();
    const results = popup.getByRole("status", { name: "Diamond Track results" });
    await expect(results.getByRole("region", { name: "Added" })).toContainText(`${tag}B`);
    expect(sent).toHaveLength(1);

    // Add More: an empty field, focused, in the same mode; nothing is sent again.
    await popup.getByRole("button", { name: "Add More" }).click();
    await expect(numbers).toHaveValue("");
    await expect(numbers).toBeFocused();
    await screenshot(page, `intake-dialog-add-more-${viewport.width}`, { fullPage: false });
    await popup.getByRole("button", { name: "Add", exact: true }).click();
    await expect(popup.getByText(messages.emptyCertificateField)).toBeVisible();
    expect(sent).toHaveLength(1);
    await numbers.fill(`${tag}C`);
    await popup.getByRole("button", { name: "Add", exact: true }).click();
    await expect(results.getByRole("region", { name: "Added" })).toContainText(`${tag}C`);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ certificates: `${tag}C`, mode: "multiple" });
    await expect(results).not.toContainText(`${tag}A`);
    expect(consoleErrors).toEqual([]);
  });
}
