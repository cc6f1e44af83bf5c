import { chromiumFlags, requireChromium } from "@loupe/server/testing/chromium";
import { defineConfig } from "@playwright/test";

// The servers the specs start check every answer against its route's zod response schema
// (apps/server/src/http/response-serializer.ts); the workers inherit this.
process.env.CHECK_RESPONSES = "1";

export default defineConfig({
  testDir: "./src",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  // In CI one retry: on two shared cores a rare timing loss should not refuse a whole session's
  // work. A test that needed it is counted as flaky in the closing summary; locally none.
  retries: process.env.CI ? 1 : 0,
  // A test's own time limit: on a slow two-core CI machine the longest take over 50 s.
  timeout: process.env.CI ? 120_000 : 60_000,
  // Two workers, the server and Chromium share two cores: a lazy screen's first load can take
  // several seconds there, and on a slow CI machine over 15 s (the jewelry editor opened in 17 s
  // while the other worker ran). Assertions still have to come true; they only wait longer.
  expect: { timeout: process.env.CI ? 30_000 : 15_000 },
  reporter: [["list"], ["json", { outputFile: "../.tmp/playwright-report.json" }]],
  use: {
    browserName: "chromium",
    viewport: { width: 1440, height: 900 },
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: requireChromium(),
      args: chromiumFlags,
    },
  },
  outputDir: "../.tmp/test-results",
});
