import fs from "node:fs";

// The Chromium the e2e tests and the bench drive (Playwright cannot download browsers here), and
// the flags both launch it with.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function requireChromium(path = chromiumPath): string {
  if (!fs.existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. Install it with: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
  }
  return path;
}
