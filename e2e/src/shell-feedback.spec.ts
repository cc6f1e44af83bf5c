import { messages } from "@loupe/domain/messages";
import { createJewelryThroughApi, signInAsNewAdministrator } from "./api";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

// The shell's part of issue 21: a skip link on every signed-in page, feedback at once when a
// screen is slow to arrive, link targets loaded while the pointer rests, and the lab's settings
// edited on a screen.

test.describe("the shell's keyboard and feedback", () => {
  test("every signed-in page starts with 'Skip to main content'", async ({ page, signIn, consoleErrors }) => {
    await signIn(page, { at: "/jewelry" });
    await expect(page.getByRole("table", { name: "Jewelry" })).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await screenshot(page, "shell-skip-link", { fullPage: false });
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    // The next Tab is inside the screen, past the whole menu.
    await page.keyboard.press("Tab");
    const inMain = await page.evaluate(() =>
      document.getElementById("main")?.contains(document.activeElement),
    );
    expect(inMain).toBe(true);
    expect(page.url()).not.toContain("#main");
    expect(consoleErrors).toEqual([]);
  });

  test("on Fast 3G, Edit shows the progress bar at once, before the editor's code arrives", async ({
    page,
    signIn,
    consoleErrors,
  }) => {
    test.slow();
    await signIn(page);
    const number = `SHELL${Date.now().toString(36).toUpperCase()}`;
    await createJewelryThroughApi(page.request, new URL(page.url()).origin, { certificateNumber: number });
    await page.goto(`/jewelry?search=${number}&searchType=certificateNumber`);
    const row = page.getByRole("row").filter({ hasText: number });
    await expect(row).toBeVisible();

    // Chromium's Fast 3G preset, and every script the page asks for from now on held back for
    // 3 s more: whatever feedback appears cannot come from the editor's code.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    const heldScripts: string[] = [];
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      heldScripts.push(new URL(route.request().url()).pathname);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });

    // Time from the click to the frame that draws the bar, measured in the page.
    await page.evaluate(() => {
      const probe = window as unknown as { feedbackMs?: number };
      document.addEventListener(
        "click",
        () => {
          const clicked = performance.now();
          const seen = () => {
            if (document.querySelector("[data-testid=top-progress-bar]")?.checkVisibility())
              requestAnimationFrame(() => {
                probe.feedbackMs = performance.now() - clicked;
              });
            else requestAnimationFrame(seen);
          };
          seen();
        },
        { capture: true, once: true },
      );
    });
    await row.getByRole("link", { name: "Edit" }).click();
    await expect(page.getByTestId("top-progress-bar")).toBeVisible();
    await expect(page.getByRole("main")).toHaveAttribute("aria-busy", "true");
    expect(heldScripts.length).toBeGreaterThan(0);
    const feedbackMs = await page.evaluate(() => (window as unknown as { feedbackMs?: number }).feedbackMs);
    console.log(`Fast 3G, click Edit → progress bar painted: ${feedbackMs?.toFixed(0)} ms`);
    await screenshot(page, "shell-slow-edit", { fullPage: false });

    await expect(page.getByRole("heading", { level: 1 })).toContainText(number, { timeout: 60_000 });
    await expect(page.getByTestId("top-progress-bar")).toBeHidden();
    await expect(page.getByRole("main")).toHaveAttribute("aria-busy", "false");
    expect(consoleErrors).toEqual([]);
  });

  test("a link's screen starts loading while the pointer rests on it", async ({ page, signIn }) => {
    await signIn(page, { at: "/dashboard" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/.*\.js$/.test(request.url())) scripts.push(new URL(request.url()).pathname);
    });
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await menu.getByRole("link", { name: "Administrator" }).hover();
    // The administrators screen's code is asked for without a click.
    await expect.poll(() => scripts.some((script) => script.includes("administrators-page"))).toBe(true);
    expect(page.url()).toMatch(/\/dashboard$/);
  });
});

test.describe("the lab settings screen", () => {
  test("a super administrator renames the lab and public pages lead with the new name", async ({
    page,
    signIn,
    server,
    consoleErrors,
  }) => {
    await signIn(page);
    await page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "Lab Settings" })
      .click();
    await expect(page).toHaveURL(/\/settings\/lab$/);
    const name = page.getByRole("textbox", { name: "Lab name" });
    await expect(name).not.toHaveValue("");
    const newName = `Loupe Test Lab ${Date.now()}`;
    await name.fill(newName);
    await page.getByRole("textbox", { name: "Accreditation" }).fill("ISO/IEC 17025 accredited, no. 1234");
    await screenshot(page, "lab-settings");
    await expectNoSeriousAccessibilityViolations(page);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Lab settings saved")).toBeVisible();

    const visitor = await page.context().browser()?.newPage();
    if (!visitor) throw new Error("no browser");
    await visitor.goto(`${server.baseURL}/c/diamond/NO-SUCH-REPORT`);
    await expect(visitor.getByText(newName).first()).toBeVisible();
    await expect(visitor.getByText("ISO/IEC 17025 accredited, no. 1234").first()).toBeVisible();
    await visitor.close();

    // An empty name is refused on the screen, with nothing sent.
    await name.fill("   ");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Enter the lab's name.")).toBeVisible();
    expect((await (await page.request.get("/api/settings/lab")).json()).name).toBe(newName);
    expect(consoleErrors).toEqual([]);
  });

  test("other administrators have no menu entry and get the 403 page", async ({
    page,
    browser,
    server,
    signIn,
  }) => {
    await signIn(page);
    const other = await signInAsNewAdministrator(page, browser, server.baseURL, signIn, [
      "view_activity_log",
    ]);
    const menu = other.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("link", { name: "Activity Log" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Lab Settings" })).toHaveCount(0);
    await other.goto("/settings/lab");
    await expect(other.getByRole("heading", { level: 1, name: messages.forbiddenPage })).toBeVisible();
    await other.context().close();
  });
});
