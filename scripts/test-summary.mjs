// Prints one closing line, "N passed, N failed", from the Vitest and Playwright JSON reports.
import fs from "node:fs";

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null);
let passed = 0;
let failed = 0;
let skipped = 0;

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
}
console.log(`Loupe: ${passed} passed, ${failed} failed, ${skipped} skipped`);
