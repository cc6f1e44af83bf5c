import fs from "node:fs";
import { defineConfig } from "@playwright/test";

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromiumPath)) {
  throw new Error(
    `Chromium was not found at ${chromiumPath}. Install it with: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
}

export default defineConfig({
  testDir: "./src",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  // Two workers, the server and Chromium share two cores: a lazy screen's first load can take
  // several seconds there. Assertions still have to come true; they only wait longer.
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: "../.tmp/playwright-report.json" }]],
  use: {
    browserName: "chromium",
    viewport: { width: 1440, height: 900 },
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  outputDir: "../.tmp/test-results",
});
