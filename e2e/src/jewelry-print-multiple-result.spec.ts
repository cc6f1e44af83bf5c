import { createJewelryThroughApi as createJewelry } from "./api";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

// Issue 21: Print Multiple's result is seen where the user is: a toast says how many went to the
// card printer, the results are scrolled into view, the cards sent are marked 'Printed now' and
// the list shows them printed; the one not printed (deleted meanwhile) stays ticked.

const suffix = Date.now().toString(36).toUpperCase();

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
]) {
  test(`Print Multiple shows its result in a toast and in view, marks the cards printed, keeps the failed ticked (${viewport.width} × ${viewport.height})`, async ({
    page,
    signIn,
    baseURL,
    consoleErrors,
  }) => {
    test.slow();
    if (!baseURL) throw new Error("no base URL");
    const tag = `JWPM${suffix}${viewport.width}`;
    const [ring, pendant, gone] = ["R", "P", "X"].map((letter) => `${tag}${letter}`) as [
      string,
      string,
      string,
    ];
    await page.setViewportSize(viewport);
    await signIn(page);
    await createJewelry(page.request, baseURL, {
      templateId: 5,
      certificateNumber: ring,
      jewelryType: "Ring",
    });
    await createJewelry(page.request, baseURL, {
      templateId: 19,
      certificateNumber: pendant,
      jewelryType: "Pendant",
    });
    const deleted = await createJewelry(page.request, baseURL, {
      templateId: 19,
      certificateNumber: gone,
      jewelryType: "Pendant",
    });

    await page.goto(`/jewelry?search=${tag}`);
    const table = page.getByRole("table", { name: "Jewelry" });
    await expect(table.locator("tbody tr")).toHaveCount(3);
    await expect(table.locator("tbody tr").filter({ hasText: "Printed" })).toHaveCount(0);
    await page.getByRole("button", { name: "Print Multiple" }).click();
    const selection = page.getByRole("table", { name: "Select The Certs Being Shipped Today" });
    for (const number of [ring, pendant, gone])
      await selection.getByRole("checkbox", { name: `Select ${number}` }).check();
    // One of them is deleted meanwhile: it cannot be printed.
    const removed = await page.request.delete(`${baseURL}/api/jewelry/${deleted.id}`, {
      headers: { origin: baseURL },
    });
    expect(removed.ok(), await removed.text()).toBe(true);
    await page.getByRole("button", { name: "Print", exact: true }).click();
    const printing = page.getByRole("dialog", { name: "Print cards?" });
    await printing.getByRole("button", { name: /^Print \d cards?$/ }).click();
    await expect(printing).toBeHidden();

    // The toast and the results, in view.
    const toast = page.locator(".mantine-Notification-root");
    await expect(toast).toContainText("2 of 3 sent to the card printer");
    await expect(toast).toContainText(gone);
    const results = page.getByRole("region", { name: "Print results" });
    await expect(results).toBeInViewport();
    await expect(results).toContainText("2 of 3 sent to the card printer");
    await screenshot(page, `jewelry-print-multiple-result-${viewport.width}`, { fullPage: false });

    // Marked in the panel; the failed one still ticked; the list shows the two printed.
    const panelRow = (number: string) => selection.locator("tbody tr").filter({ hasText: number });
    await expect(panelRow(ring)).toContainText("Printed now");
    await expect(panelRow(pendant)).toContainText("Printed now");
    await expect(page.getByText("1 selected (on any page of the list)")).toBeVisible();
    for (const number of [ring, pendant])
      await expect(
        table.locator("tbody tr").filter({ hasText: number }).getByText("Printed", { exact: true }),
      ).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);
    expect(consoleErrors).toEqual([]);
  });
}
