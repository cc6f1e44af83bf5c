import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

const menuOrder = [
  "Home",
  "Diamonds",
  "Jewelry",
  "Imperfections",
  "Digital Certificate Videos",
  "Showcasing Videos",
  "Certificates QR Code",
  "Analytics",
  "Clients",
  "Customers",
  "Administrator",
  "Billing",
  "Shipping",
  "Attributes",
  "Activity Log",
  "Lab Settings",
  "Log Out",
];

test.describe("the shell", () => {
  test("shows every menu entry in the spec's order with its target", async ({ page, signIn }) => {
    await signIn(page);
    const menu = page.getByRole("navigation", { name: "Main menu" });
    for (const group of ["Products", "Digital Certificates", "CRM", "Settings"]) {
      await expect(menu.getByText(group, { exact: true })).toBeVisible();
    }
    const labels = await menu.locator("a, button").allInnerTexts();
    const entries = labels.map((label) => label.trim()).filter((label) => menuOrder.includes(label));
    expect(entries).toEqual(menuOrder);
    await expect(menu.getByRole("link", { name: "Diamonds" })).toHaveAttribute("href", "/diamond");
    await expect(menu.getByRole("link", { name: "Showcasing Videos" })).toHaveAttribute(
      "href",
      "/product-display-list",
    );
    await expect(menu.getByRole("link", { name: "Certificates QR Code" })).toHaveAttribute(
      "href",
      "/digital-cert-qr",
    );
    await expect(menu.getByRole("link", { name: "Activity Log" })).toHaveAttribute("href", "/logs");
    await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await page.goto("/");
    await expect(page).toHaveURL(/\/dashboard$/);
    await screenshot(page, "shell-expanded");
    await expectNoSeriousAccessibilityViolations(page);
  });

  test("collapses to 120 px and expands to 280 px on hover", async ({ page, signIn }) => {
    await signIn(page);
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect.poll(async () => (await menu.boundingBox())?.width).toBe(280);
    await page.getByRole("button", { name: "Collapse menu" }).click();
    await page.mouse.move(900, 500);
    await expect.poll(async () => (await menu.boundingBox())?.width).toBe(120);
    await screenshot(page, "shell-collapsed");
    await menu.hover();
    await expect.poll(async () => (await menu.boundingBox())?.width).toBe(280);
    await page.mouse.move(900, 500);
    await expect.poll(async () => (await menu.boundingBox())?.width).toBe(120);
    await page.reload();
    await expect.poll(async () => (await menu.boundingBox())?.width).toBe(120);
    await page.getByRole("button", { name: "Expand menu" }).click();
    await expect.poll(async () => (await menu.boundingBox())?.width).toBe(280);
  });

  test("offers an update when a new build is out, and again 5 minutes after it is dismissed", async ({
    page,
    signIn,
  }) => {
    await page.clock.install();
    await signIn(page);
    // The prompt's timer starts with the shell; advance the clock only once it is there.
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    await page.route("**/build.json", (route) => route.fulfill({ json: { buildId: "a-newer-build" } }));
    const banner = page.getByRole("status").filter({ hasText: "A new version of Loupe is available." });
    await page.clock.fastForward(30_000);
    await expect(banner).toHaveCount(0);
    await page.clock.fastForward(31_000);
    await expect(banner).toBeVisible();
    await screenshot(page, "update-prompt");
    await banner.getByRole("button", { name: "Dismiss" }).click();
    await expect(banner).toHaveCount(0);
    await page.clock.fastForward(4 * 60_000);
    await expect(banner).toHaveCount(0);
    await page.clock.fastForward(61_000);
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "UPDATE" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Reload now to use it?");
    await dialog.getByRole("button", { name: "Later" }).click();
    await expect(banner).toHaveCount(0);
    await page.clock.fastForward(5 * 60_000 + 1_000);
    await banner.getByRole("button", { name: "UPDATE" }).click();
    const reloaded = page.waitForEvent("load");
    await dialog.getByRole("button", { name: "UPDATE" }).click();
    await reloaded;
  });
});
