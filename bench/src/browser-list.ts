import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createPglite, openPglite } from "@loupe/server/db/client";
import { migrateDatabase } from "@loupe/server/db/migrate";
import { chromiumFlags, requireChromium } from "@loupe/server/testing/chromium";
import { type RunningServer, startServer } from "@loupe/server/testing/spawn-server";
import { type Browser, type BrowserContext, chromium } from "playwright-core";
import { type EditFeedbackReading, measureEditFeedback } from "./browser-feedback";
import { listProbeScript } from "./browser-probe";
import { benchCredentials, seedAdministrators } from "./seed-administrators";
import { seedDiamonds } from "./seed-diamonds";

// The diamond list in Chromium, as the screens issue's proof asks: the built web app served by
// the real server (PGlite), measured inside the page (browser-probe.ts), never from Node.
//   draw      from the list response's body being read to its last row painted (50 and 500 rows)
//   long      long tasks (> 50 ms) in that window, 500 rows
//   first row from navigation start to the first row painted, new context (empty cache) each run
//   scroll    the 500-row page scrolled to the bottom, a step a frame: the worst frame

export type BrowserListOptions = {
  runs: number;
  diamonds: number;
  chromiumPath: string;
  // The web build the server sends (its WEB_DIST); another build's folder compares two versions.
  webDist: string;
};

export const defaultWebDist = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../apps/web/dist",
);

export type BrowserListReport = {
  browserVersion: string;
  webDist: string;
  diamonds: number;
  runs: number;
  draws: { rows: number; drawMs: number[]; longTaskMs: number[]; longTasks: number[] }[];
  firstRowMs: number[];
  scroll: { frames: number[]; lastRowShown: boolean; step: number };
  editFeedback: EditFeedbackReading[];
};

type ProbeReading = {
  listReadAt: number | null;
  firstRowAt: number | null;
  rowsAt: number | null;
  longTasks: { total: number; count: number };
};

const viewport = { width: 1440, height: 900 };
const drawSizes = [50, 500] as const;
const scrollStep = 150;
const waitMs = 60_000;

const readProbe = `(() => {
  const probe = window.__benchList;
  return { listReadAt: probe.listReadAt, firstRowAt: probe.firstRowAt, rowsAt: probe.rowsAt,
    longTasks: probe.longTaskTotal() };
})()`;

async function startSeededServer(diamonds: number, webDist: string): Promise<RunningServer> {
  const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "loupe-bench-browser-"));
  const pglite = await createPglite(path.join(dataDirectory, "db"));
  const handle = openPglite(pglite);
  await migrateDatabase(handle);
  await seedAdministrators(handle.db, 0);
  await seedDiamonds({ query: (text) => pglite.query(text) }, diamonds);
  await handle.close();
  return startServer(
    { LOG_LEVEL: "error", WEB_DIST: webDist },
    { dataDirectory, credentials: benchCredentials },
  );
}

async function signedInContext(browser: Browser, server: RunningServer): Promise<BrowserContext> {
  const response = await fetch(`${server.baseURL}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.baseURL },
    body: JSON.stringify({ email: server.adminEmail, password: server.adminPassword }),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  const separator = cookie?.indexOf("=") ?? -1;
  if (!response.ok || !cookie || separator < 1) throw new Error(`sign-in failed: ${response.status}`);
  const context = await browser.newContext({ baseURL: server.baseURL, viewport });
  await context.addCookies([
    { name: cookie.slice(0, separator), value: cookie.slice(separator + 1), url: server.baseURL },
  ]);
  await context.addInitScript(listProbeScript);
  return context;
}

// One visit of /diamond (?limit=rows), read once its rows are painted.
async function visit(context: BrowserContext, rows: number | null, scroll = false) {
  const page = await context.newPage();
  try {
    await page.goto(rows === null ? "/diamond" : `/diamond?limit=${rows}`);
    await within(page.evaluate("window.__benchList.drawn"), waitMs, "the diamond rows were not drawn");
    // Long-task entries reach the observer after their task; give them a moment.
    await page.waitForTimeout(250);
    const reading = (await page.evaluate(readProbe)) as ProbeReading;
    const scrolled = scroll
      ? ((await page.evaluate(`window.__benchList.scrollCheck(${scrollStep})`)) as {
          frames: number[];
          lastRowShown: boolean;
        })
      : null;
    return { reading, scrolled };
  } finally {
    await page.close();
  }
}

async function within<T>(promise: Promise<T>, timeoutMs: number, failure: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${failure} within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const elapsed = (from: number | null, to: number | null) => {
  if (from === null || to === null) throw new Error("the probe missed a mark");
  return to - from;
};

export async function measureBrowserList(options: BrowserListOptions): Promise<BrowserListReport> {
  if (!fs.existsSync(path.join(options.webDist, "index.html")))
    throw new Error(`No web build in ${options.webDist}: run \`npm run build --workspace apps/web\` first.`);
  const executablePath = requireChromium(options.chromiumPath);
  console.log(`Browser: seeding ${options.diamonds.toLocaleString("en-US")} diamonds on PGlite…`);
  const seeding = performance.now();
  const server = await startSeededServer(options.diamonds, options.webDist);
  console.log(`Browser: seeded and started in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  const browser = await chromium.launch({
    executablePath,
    args: chromiumFlags,
  });
  try {
    const draws: BrowserListReport["draws"] = [];
    let scroll: BrowserListReport["scroll"] = { frames: [], lastRowShown: false, step: scrollStep };
    // One context: the app's files are cached, as on a second visit; each run is a new document.
    const warm = await signedInContext(browser, server);
    for (const rows of drawSizes) {
      await visit(warm, rows); // warm-up, not counted
      const draw = { rows, drawMs: [] as number[], longTaskMs: [] as number[], longTasks: [] as number[] };
      for (let run = 0; run < options.runs; run++) {
        const last = run === options.runs - 1 && rows === 500;
        const { reading, scrolled } = await visit(warm, rows, last);
        draw.drawMs.push(elapsed(reading.listReadAt, reading.rowsAt));
        draw.longTaskMs.push(reading.longTasks.total);
        draw.longTasks.push(reading.longTasks.count);
        if (scrolled) scroll = { ...scrolled, step: scrollStep };
      }
      draws.push(draw);
    }
    await warm.close();

    const firstRowMs: number[] = [];
    for (let run = 0; run < options.runs; run++) {
      const fresh = await signedInContext(browser, server);
      try {
        const { reading } = await visit(fresh, null);
        firstRowMs.push(elapsed(0, reading.firstRowAt));
      } finally {
        await fresh.close();
      }
    }
    const editFeedback: EditFeedbackReading[] = [];
    for (let run = 0; run < options.runs; run++) {
      const fresh = await signedInContext(browser, server);
      try {
        editFeedback.push(await measureEditFeedback(fresh));
      } finally {
        await fresh.close();
      }
    }
    return {
      browserVersion: browser.version(),
      webDist: options.webDist,
      diamonds: options.diamonds,
      runs: options.runs,
      draws,
      firstRowMs,
      scroll,
      editFeedback,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const ms = (value: number) => Math.round(value);

export function printBrowserListReport(report: BrowserListReport) {
  console.log(
    `\nBrowser — the diamond list in Chromium ${report.browserVersion}, ${report.diamonds.toLocaleString("en-US")} diamonds ` +
      `(PGlite), ${viewport.width}×${viewport.height}, median of ${report.runs} runs; ! marks a missed target`,
  );
  if (report.webDist !== defaultWebDist) console.log(`Web build: ${report.webDist}`);
  const row = (name: string, values: number[], target: number | null) => ({
    measure: name,
    "median ms": ms(median(values)),
    "min ms": ms(Math.min(...values)),
    "max ms": ms(Math.max(...values)),
    target: target === null ? "" : `≤ ${target} ms`,
    missed: target !== null && median(values) > target ? "!" : "",
  });
  const targets: Record<number, number> = { 50: 100, 500: 300 };
  const rows = report.draws.flatMap((draw) => [
    row(`${draw.rows} rows: data read → last row painted`, draw.drawMs, targets[draw.rows] ?? null),
    row(`${draw.rows} rows: long tasks in that time (total)`, draw.longTaskMs, null),
  ]);
  rows.push(row("first row, empty cache (from navigation start)", report.firstRowMs, 800));
  const feedback = (pick: (reading: EditFeedbackReading) => number) => report.editFeedback.map(pick);
  rows.push(
    row(
      "Fast 3G, click Edit → progress bar painted",
      feedback((r) => r.feedbackMs),
      100,
    ),
    row(
      "Fast 3G, click Edit: the click's own task",
      feedback((r) => r.clickTaskMs),
      null,
    ),
    row(
      "Fast 3G, click Edit → editor heading",
      feedback((r) => r.editorMs),
      null,
    ),
  );
  const frames = report.scroll.frames;
  if (frames.length > 0)
    rows.push(row(`scroll 500 rows, ${report.scroll.step} px a frame: frame time`, frames, null));
  console.table(rows);
  if (frames.length > 0) {
    const slow = frames.filter((frame) => frame > 50).length;
    console.log(
      `Scroll: ${frames.length} frames, worst ${ms(Math.max(...frames))} ms, ${slow} over 50 ms; ` +
        `last row ${report.scroll.lastRowShown ? "reached" : "NOT reached"}.`,
    );
  }
}
