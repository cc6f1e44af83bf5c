import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// What a first visit downloads, with an empty cache: compressed JavaScript within the budget of
// the screens issue (170 KB for sign-in and for the diamond list), and every script and
// stylesheet sent compressed.
const budgetBytes = 170 * 1024;
// The same scripts with their response headers, as they cross the wire over HTTP/1.1 (issue 26):
// fewer, larger files and no page-only headers on them keep it within 180 KB.
const wireBudgetBytes = 180 * 1024;
// The build compresses text files from 1 KB up (apps/web/precompress-plugin.ts).
const compressFrom = 1024;

type Download = {
  url: string;
  encoding: string | undefined;
  wireBytes: number;
  headerBytes: number;
  bodyBytes: number;
};

async function visit(
  browser: Browser,
  options: BrowserContextOptions,
  url: string,
  ready: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const downloads: Promise<Download>[] = [];
  page.on("response", (response) => {
    if (!/\.(?:js|css)$/.test(new URL(response.url()).pathname)) return;
    downloads.push(
      (async () => {
        const sizes = await response.request().sizes();
        return {
          url: new URL(response.url()).pathname,
          encoding: (await response.allHeaders())["content-encoding"],
          wireBytes: sizes.responseBodySize,
          headerBytes: sizes.responseHeadersSize,
          bodyBytes: (await response.body()).length,
        };
      })(),
    );
  });
  await page.goto(url);
  await ready(page);
  // Whatever the screen fetches by itself afterwards (prefetches) counts too.
  await page.waitForLoadState("networkidle");
  const files = await Promise.all(downloads);
  await context.close();
  return files;
}

function expectWithinBudget(files: Download[]) {
  const uncompressed = files.filter((file) => file.bodyBytes >= compressFrom && !file.encoding);
  expect(uncompressed.map((file) => file.url)).toEqual([]);
  const scripts = files.filter((file) => file.url.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  const total = scripts.reduce((sum, file) => sum + file.wireBytes, 0);
  const encodings = [...new Set(files.map((file) => file.encoding ?? "none"))].join(", ");
  test.info().annotations.push({
    type: "compressed JS",
    description: `${(total / 1024).toFixed(1)} KB (${encodings})`,
  });
  console.log(`compressed JS: ${(total / 1024).toFixed(1)} KB (${encodings})`);
  expect(total).toBeLessThanOrEqual(budgetBytes);
  const withHeaders = scripts.reduce((sum, file) => sum + file.wireBytes + file.headerBytes, 0);
  const wire = `${(withHeaders / 1024).toFixed(1)} KB in ${scripts.length} files`;
  test.info().annotations.push({ type: "JS with headers", description: wire });
  console.log(`JS with headers: ${wire}`);
  if (process.env.FIRST_LOAD_FILES)
    for (const file of scripts) console.log(`${file.url} ${file.wireBytes} + ${file.headerBytes}`);
  expect(withHeaders).toBeLessThanOrEqual(wireBudgetBytes);
}

test.describe("a first visit", () => {
  test("to sign-in downloads at most 170 KB of compressed JavaScript, every asset compressed", async ({
    browser,
    baseURL,
  }) => {
    const files = await visit(browser, { baseURL }, "/login", async (page) => {
      await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    });
    expectWithinBudget(files);
  });

  test("to the diamond list downloads at most 170 KB of compressed JavaScript, every asset compressed", async ({
    browser,
    baseURL,
    page,
    signIn,
  }) => {
    await signIn(page);
    const storageState = await page.context().storageState();
    const files = await visit(browser, { baseURL, storageState }, "/diamond", async (list) => {
      await expect(list.getByRole("table", { name: "Diamonds" }).getByRole("row").nth(1)).toBeVisible();
    });
    expectWithinBudget(files);
  });

  // The spec's default page is 250 rows (002 §9), more than DataTable draws without its virtualizer,
  // so the kit preloads that chunk from the URL's page size before any row arrives (decision 0008).
  // The list's own first screen keeps the budget; the virtualizer's bytes are reported beside it.
  test("to the imperfections list downloads at most 170 KB of compressed JavaScript besides the 250-row page's virtualizer, and no canvas library", async ({
    browser,
    baseURL,
    page,
    signIn,
  }) => {
    await signIn(page);
    const storageState = await page.context().storageState();
    const files = await visit(browser, { baseURL, storageState }, "/imperfections", async (list) => {
      await expect(list.getByRole("table", { name: "Imperfections" })).toBeVisible();
      await expect(list.getByTestId("imperfection-totals")).toBeVisible();
    });
    expect(files.filter((file) => /imperfection-editor|konva/i.test(file.url))).toEqual([]);
    const virtualizer = files.filter((file) => /data-table-virtual-rows/.test(file.url));
    const virtualizerBytes = virtualizer.reduce((sum, file) => sum + file.wireBytes, 0);
    test
      .info()
      .annotations.push({ type: "virtualizer", description: `${(virtualizerBytes / 1024).toFixed(1)} KB` });
    console.log(`virtualizer (250-row default page): ${(virtualizerBytes / 1024).toFixed(1)} KB`);
    expectWithinBudget(files.filter((file) => !virtualizer.includes(file)));
  });
});
