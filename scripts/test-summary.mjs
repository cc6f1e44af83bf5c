// Prints one closing line, "N passed, N failed", from the Vitest and Playwright JSON reports.
import fs from "node:fs";

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null);
let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;

const vitest = read(".tmp/vitest-report.json");
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = read(".tmp/playwright-report.json");
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
  flaky = playwright.stats.flaky;
}
console.log(`Loupe: ${passed} passed, ${failed} failed, ${skipped} skipped`);
// A browser test that failed once and passed on its retry is named so it gets fixed, not forgotten.
if (flaky > 0)
  console.log(
    `Loupe: ${flaky} end-to-end test(s) passed only on their retry (see the Playwright list above)`,
  );
