import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type RunningServer, startServer } from "@loupe/server/testing/spawn-server";
import { type Browser, type BrowserContext, test as base, expect, type Page } from "@playwright/test";

type WorkerFixtures = { server: RunningServer };
type TestFixtures = {
  // Signs in as the seeded administrator, or `as` another user, then opens `at` when given.
  signIn: (page: Page, options?: { at?: string; as?: { email: string; password: string } }) => Promise<void>;
  consoleErrors: string[];
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring, and this one has none.
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    collectPageErrors(page, errors);
    await use(errors);
  },
  signIn: async ({ server }, use) => {
    const administrator = { email: server.adminEmail, password: server.adminPassword };
    await use(async (page, { at, as = administrator } = {}) => {
      await page.goto("/login");
      await page.getByLabel("Email").fill(as.email);
      await page.getByLabel("Password").fill(as.password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page).not.toHaveURL(/\/login/);
      if (at) await page.goto(at);
    });
  },
});

export { expect };

// Collects a page's console errors and uncaught errors into `errors`. The browser logs failed
// requests (401 before sign-in, 4xx a test provokes) as errors too: those are left out.
export function collectPageErrors(page: Page, errors: string[]): void {
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("Failed to load resource"))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
}

// Opens a screen from the main menu by its link's name.
export async function openFromMainMenu(page: Page, name: string): Promise<void> {
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name }).click();
}

// A browser context of its own on `server` (a spec that needs a server of its own: one whose
// outside services refuse, or whose data the shared worker's specs must not see), signed in as
// its administrator; `errors` collects the page's uncaught errors.
export async function signedInContext(
  browser: Browser,
  server: RunningServer,
  viewport = { width: 1440, height: 900 },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/login");
  await page.getByLabel("Email").fill(server.adminEmail);
  await page.getByLabel("Password").fill(server.adminPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return { context, page, errors };
}

export async function expectNoSeriousAccessibilityViolations(page: Page): Promise<void> {
  // A toast fading in or out is half transparent, and axe would measure its contrast mid-fade.
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(0, { timeout: 10_000 });
  const results = await new AxeBuilder({ page }).analyze();
  const violations = await withoutComboboxListScrolling(page, results.violations);
  const serious = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
  expect(serious).toEqual([]);
}

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

// axe's known false positive (dequelabs/axe-core#5363): an open pick-list whose options overflow
// scrolls, and its options are not focusable because the keys act through the combobox's
// aria-activedescendant, which axe does not follow. Only that case is dropped: a scroll region
// inside a listbox that a combobox on the page controls. Any other scroll region still fails.
async function withoutComboboxListScrolling(page: Page, violations: Violation[]): Promise<Violation[]> {
  const kept: Violation[] = [];
  for (const violation of violations) {
    if (violation.id !== "scrollable-region-focusable") {
      kept.push(violation);
      continue;
    }
    const nodes = [];
    for (const node of violation.nodes) {
      const selector = node.target.at(-1);
      const ownedByCombobox = await page.evaluate((target) => {
        const listbox =
          typeof target === "string" ? document.querySelector(target)?.closest("[role=listbox]") : null;
        return Boolean(
          listbox?.id && document.querySelector(`[role=combobox][aria-controls="${listbox.id}"]`),
        );
      }, selector);
      if (!ownedByCombobox) nodes.push(node);
    }
    if (nodes.length > 0) kept.push({ ...violation, nodes });
  }
  return kept;
}

// The newest mail the server wrote to its outbox folder (no SMTP configured in these tests).
export async function latestMail(server: RunningServer, to: string): Promise<string> {
  let found = "";
  await expect
    .poll(
      () => {
        if (!fs.existsSync(server.outboxDirectory)) return false;
        const files = fs
          .readdirSync(server.outboxDirectory)
          .filter((file) => file.endsWith(`${to}.eml`))
          .sort();
        const last = files.at(-1);
        if (!last) return false;
        found = fs.readFileSync(path.join(server.outboxDirectory, last), "utf8");
        return true;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found;
}

// The whole page, or with { fullPage: false } what the window shows (a place in a long page).
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const directory = path.resolve(import.meta.dirname, "../../.tmp/screenshots");
  fs.mkdirSync(directory, { recursive: true });
  await page.screenshot({ path: path.join(directory, `${name}.png`), fullPage });
}
