// Prints the closing lines, "N passed, N failed", from the Vitest and Playwright JSON reports, and
// names every test that failed or passed only on its retry, so the tail of a CI log says which.
import fs from "node:fs";

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null);
let passed = 0;
let failed = 0;
let skipped = 0;
const failedNames = [];
const flakyNames = [];

const vitest = read(".tmp/vitest-report.json");
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  for (const file of vitest.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === "failed") failedNames.push(`${file.name}: ${test.fullName}`);
}

// Playwright nests suites (file, describe…) around specs; each spec's test has a status.
function* playwrightTests(suite, titles = []) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? []) yield { name: [...titles, spec.title].join(" › "), test };
  for (const child of suite.suites ?? []) yield* playwrightTests(child, [...titles, child.title]);
}
const playwright = read(".tmp/playwright-report.json");
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
  for (const suite of playwright.suites ?? [])
    for (const { name, test } of playwrightTests(suite, [suite.title])) {
      if (test.status === "unexpected") failedNames.push(name);
      if (test.status === "flaky") flakyNames.push(name);
    }
}
console.log(`Loupe: ${passed} passed, ${failed} failed, ${skipped} skipped`);
for (const name of failedNames) console.log(`Loupe: failed: ${name}`);
// A browser test that failed once and passed on its retry is named so it gets fixed, not forgotten.
for (const name of flakyNames) console.log(`Loupe: passed only on its retry: ${name}`);
