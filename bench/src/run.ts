import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPglite, openPglite, openPostgres } from "@loupe/server/db/client";
import { migrateDatabase } from "@loupe/server/db/migrate";
import { chromiumPath } from "@loupe/server/testing/chromium";
import { type RunningServer, startServer } from "@loupe/server/testing/spawn-server";
import pg from "pg";
import { benchActivityLog } from "./activity-log-run";
import { benchAnalytics } from "./analytics";
import { measureBaseline, measureCpuLoop } from "./baseline";
import { benchBilling } from "./billing";
import { measureEditorLoad, printEditorReport } from "./browser-editor";
import { defaultWebDist, measureBrowserList, printBrowserListReport } from "./browser-list";
import {
  type DashboardBenchOptions,
  type DashboardReport,
  measureDashboard,
  printDashboardReport,
} from "./dashboard";
import {
  type DiamondBenchOptions,
  type DiamondReport,
  measureDiamonds,
  printDiamondReport,
} from "./diamonds";
import { benchImperfections } from "./imperfections";
import { type JewelryBenchOptions, type JewelryReport, measureJewelry, printJewelryReport } from "./jewelry";
import { type LoadResult, load } from "./load";
import { benchLoad } from "./load-bench";
import { benchCredentials, seedAdministrators } from "./seed-administrators";
import { type DiamondSeed, type SqlSession, seedDiamonds } from "./seed-diamonds";
import { type JewelrySeed, seedJewelry } from "./seed-jewelry";
import { benchShippingLog } from "./shipping-log";
import { benchShippingScan } from "./shipping-scan";
import { signInAs } from "./sign-in";
import { benchVideoUpload } from "./video-upload";
import { benchVideos } from "./videos";

// npm run bench. Environment (defaults in brackets):
//   BENCH_ADMINISTRATORS [1000]            administrators seeded for the administrator list
//   BENCH_DIAMONDS_POSTGRES [1000000]      diamonds seeded on PostgreSQL (0: no diamond part there)
//   BENCH_DIAMONDS_PGLITE [100000]         diamonds seeded on PGlite (0: no diamond part there)
//   BENCH_DIAMOND_REQUESTS [200]           requests per diamond list scenario (at least 200)
//   BENCH_DIAMOND_CONNECTIONS [2]          concurrent connections for the diamond scenarios
//   BENCH_JEWELRY_POSTGRES [1000000]       jewelry seeded on PostgreSQL (0: no jewelry part there)
//   BENCH_JEWELRY_PGLITE [100000]          jewelry seeded on PGlite (0: no jewelry part there)
//   BENCH_JEWELRY_REQUESTS [200]           requests per jewelry list scenario and order-line saves
//   BENCH_JEWELRY_CONNECTIONS [2]          concurrent connections for the jewelry list scenarios
//   BENCH_EXPORT_ROWS [100000]             rows of the large exports (a created range selects them)
//   BENCH_IMPORT_ROWS [10000]              rows of the import file (at most 10,000)
//   BENCH_DATABASE_URL [postgres://postgres@127.0.0.1:5432/test]  any database on the server to use;
//                                          the bench creates its own loupe_bench_<pid> and drops it.
//   BENCH_BROWSER [1]                      0: no browser part (the diamond list drawn in Chromium)
//   BENCH_ONLY []                          activity-log: the CPU check and the activity log on
//                                          PostgreSQL only (BENCH_ACTIVITY_LOG [5000000] entries);
//                                          browser: the CPU check and the browser part only;
//                                          jewelry: the CPU check and the jewelry part only (no
//                                          administrators, diamonds or browser);
//                                          dashboard: the CPU check and, on PostgreSQL only, diamonds
//                                          and jewelry seeded together and the dashboard part only;
//                                          imperfections: the CPU check and imperfection maps on
//                                          PostgreSQL only (the three BENCH_IMPERFECTION… knobs);
//                                          editor: the CPU check and the plot editor opening a
//                                          design of BENCH_EDITOR_SYMBOLS [100] in Chromium;
//                                          shipping-scan: the CPU check and the New Shipping Log's
//                                          scan look-up on PostgreSQL only (BENCH_SHIPPING_JEWELRY
//                                          [1000000] jewelry, BENCH_SHIPPING_REQUESTS [1000]);
//                                          billing: the CPU check and the certificate cost report on
//                                          PostgreSQL only (bench/src/billing.ts);
//                                          videos: the CPU check and the digital certificate videos
//                                          table on PostgreSQL only (bench/src/videos.ts);
//                                          video-upload: the CPU check and one video uploaded
//                                          through tus on PGlite (bench/src/video-upload.ts);
//                                          analytics: the CPU check, the analytics answers and the
//                                          cost of recording a view on PostgreSQL only
//                                          (bench/src/analytics.ts);
//                                          load: the CPU check and two servers on PostgreSQL under a
//                                          mix at 200 connections, then the public page and the
//                                          session check alone against hello world (bench/src/load-bench.ts)
//   BENCH_LOAD_DIAMONDS [1000000]          diamonds seeded for BENCH_ONLY=load
//   BENCH_LOAD_SECONDS [60]                the mix's duration
//   BENCH_LOAD_ALONE_SECONDS [20]          each alone measure's duration (hello world, public page, session)
//   BENCH_LOAD_CONNECTIONS [200]           concurrent connections of the mix and of each alone measure
//   BENCH_LOAD_CPU_PROFILE []              a folder: the servers run with --cpu-prof and write there
//   BENCH_ANALYTICS_EVENTS [10000000]      public page views and clicks seeded (BENCH_ONLY=analytics),
//                                          of BENCH_ANALYTICS_DIAMONDS [100000] diamonds,
//                                          BENCH_ANALYTICS_JEWELRY [30000] jewelry and 600 QR lists
//   BENCH_ANALYTICS_REQUESTS [1000]        requests per analytics scenario (at least 200)
//   BENCH_RECORDING_REQUESTS [2000]        page GETs of each side of the recording comparison
//   BENCH_VIDEO_UPLOAD_MB [200]            the video's size for BENCH_ONLY=video-upload
//   BENCH_BILLING_JEWELRY [1000000]        jewelry seeded for BENCH_ONLY=billing
//   BENCH_BILLING_REQUESTS [1000]          requests per billing scenario
//   BENCH_VIDEOS [1000000]                 digital certificate videos seeded (BENCH_ONLY=videos)
//   BENCH_VIDEO_REQUESTS [1000]            requests per videos table scenario (at least 200)
//   BENCH_IMPERFECTIONS [1000000]          imperfection maps seeded (BENCH_ONLY=imperfections)
//   BENCH_IMPERFECTION_USERS [200]         users they are spread across (the signed-in one among them)
//   BENCH_IMPERFECTION_REQUESTS [200]      requests per imperfection list scenario (at least 200)
//   BENCH_SHIPPING [1000000]               jewelry seeded for BENCH_ONLY=shipping (the shipping log and
//                                          the orders report on PostgreSQL only)
//   BENCH_SHIPPING_REQUESTS [1000]         requests per shipping scenario (at least 200)
//   BENCH_DASHBOARD_REQUESTS [200]         requests per dashboard scenario (at least 200); the
//                                          dashboard part runs wherever diamonds and jewelry are both seeded
//   BENCH_BROWSER_DIAMONDS [10000]         diamonds seeded on the browser part's PGlite
//   BENCH_BROWSER_RUNS [5]                 runs of each browser measure (the median is shown)
//   BENCH_WEB_DIST [apps/web/dist]         the web build the browser part is served (to compare two)
//   CHROMIUM_PATH [/usr/bin/chromium]      the browser the browser part drives
// Sizes may be written 1_000_000 or 1,000,000.
const size = (name: string, fallback: number) => {
  const value = Number((process.env[name] ?? String(fallback)).replace(/[_,\s]/g, ""));
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
};

const administratorsToSeed = Number(process.env.BENCH_ADMINISTRATORS ?? 1_000);
const diamondsOnPostgres = size("BENCH_DIAMONDS_POSTGRES", 1_000_000);
const diamondsOnPglite = size("BENCH_DIAMONDS_PGLITE", 100_000);
// A certificate list's load: both certificate issues ask for p50/p99 over at least 200 requests.
const listLoad = (requestsVariable: string, connectionsVariable: string) => ({
  requests: Math.max(200, size(requestsVariable, 200)),
  connections: Math.max(1, size(connectionsVariable, 2)),
  exportRows: size("BENCH_EXPORT_ROWS", 100_000),
});
const diamondOptions: DiamondBenchOptions = {
  ...listLoad("BENCH_DIAMOND_REQUESTS", "BENCH_DIAMOND_CONNECTIONS"),
  importRows: Math.min(10_000, size("BENCH_IMPORT_ROWS", 10_000)),
};
const jewelryOnPostgres = size("BENCH_JEWELRY_POSTGRES", 1_000_000);
const jewelryOnPglite = size("BENCH_JEWELRY_PGLITE", 100_000);
const jewelryOptions: JewelryBenchOptions = listLoad("BENCH_JEWELRY_REQUESTS", "BENCH_JEWELRY_CONNECTIONS");
const browserOptions = {
  diamonds: Math.max(500, size("BENCH_BROWSER_DIAMONDS", 10_000)),
  runs: Math.max(1, size("BENCH_BROWSER_RUNS", 5)),
  chromiumPath,
  // npm runs the bench in bench/: a relative path is read from where npm was started.
  webDist: path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.BENCH_WEB_DIST ?? defaultWebDist),
};
const only = process.env.BENCH_ONLY ?? "";
const onlyValues = [
  "",
  "browser",
  "jewelry",
  "dashboard",
  "activity-log",
  "imperfections",
  "editor",
  "shipping",
  "shipping-scan",
  "billing",
  "videos",
  "video-upload",
  "analytics",
  "load",
];
if (!onlyValues.includes(only))
  throw new Error(`BENCH_ONLY must be empty or one of ${onlyValues.filter(Boolean).join(", ")}`);
const onlyJewelry = only === "jewelry";
const onlyDashboard = only === "dashboard";
const dashboardOptions: DashboardBenchOptions = {
  requests: Math.max(200, size("BENCH_DASHBOARD_REQUESTS", 200)),
  connections: Math.max(1, size("BENCH_DIAMOND_CONNECTIONS", 2)),
};
const withBrowser = only === "browser" || (only === "" && process.env.BENCH_BROWSER !== "0");
// What each database is seeded with and measured on.
const sizes = {
  postgres: { diamonds: onlyJewelry ? 0 : diamondsOnPostgres, jewelry: jewelryOnPostgres },
  pglite: { diamonds: onlyJewelry ? 0 : diamondsOnPglite, jewelry: jewelryOnPglite },
};
type Sizes = (typeof sizes)["postgres"];
const postgresUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

type DatabaseResults = {
  administrators: LoadResult[];
  diamonds: { seed: DiamondSeed; report: DiamondReport } | null;
  jewelry: { seed: JewelrySeed; report: JewelryReport } | null;
  dashboard: { seeded: { diamonds: number; jewelry: number }; report: DashboardReport } | null;
};
type Seeds = { diamonds: DiamondSeed | null; jewelry: JewelrySeed | null };

async function seedDiamondsTimed(
  session: SqlSession,
  total: number,
  driver: string,
  maintenanceWorkMem?: string,
) {
  console.log(`${driver}: seeding ${total.toLocaleString("en-US")} diamonds…`);
  const started = performance.now();
  const seed = await seedDiamonds(session, total, { log: (line) => console.log(line), maintenanceWorkMem });
  console.log(`${driver}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return seed;
}

// Diamonds, then jewelry with the same companies (as the dashboard bench will need them).
async function seedAll(session: SqlSession, wanted: Sizes, driver: string, maintenanceWorkMem?: string) {
  const diamonds =
    wanted.diamonds > 0
      ? await seedDiamondsTimed(session, wanted.diamonds, driver, maintenanceWorkMem)
      : null;
  let jewelry: JewelrySeed | null = null;
  if (wanted.jewelry > 0) {
    console.log(`${driver}: seeding ${wanted.jewelry.toLocaleString("en-US")} jewelry…`);
    const started = performance.now();
    jewelry = await seedJewelry(session, wanted.jewelry, {
      log: (line) => console.log(line),
      maintenanceWorkMem,
      ...(diamonds ? { companies: { clients: diamonds.clients, customers: diamonds.customers } } : {}),
    });
    console.log(`${driver}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  // The dashboard's counts (migration 0010) are kept by triggers the loads skipped: count them once.
  await session.query("SELECT dashboard_counts_rebuild()");
  return { diamonds, jewelry };
}

async function measureAll(server: RunningServer, seeds: Seeds): Promise<DatabaseResults> {
  const administrators = onlyJewelry || onlyDashboard ? [] : await measure(server);
  const cookie = await signIn(server);
  const diamonds =
    seeds.diamonds && !onlyDashboard
      ? {
          seed: seeds.diamonds,
          report: await measureDiamonds(server, cookie, seeds.diamonds, diamondOptions),
        }
      : null;
  const jewelry =
    seeds.jewelry && !onlyDashboard
      ? { seed: seeds.jewelry, report: await measureJewelry(server, cookie, seeds.jewelry, jewelryOptions) }
      : null;
  const dashboard =
    seeds.diamonds && seeds.jewelry
      ? {
          seeded: { diamonds: seeds.diamonds.total, jewelry: seeds.jewelry.total },
          report: await measureDashboard(server, cookie, dashboardOptions),
        }
      : null;
  return { administrators, diamonds, jewelry, dashboard };
}

const signIn = (server: RunningServer) =>
  signInAs(server.baseURL, { email: server.adminEmail, password: server.adminPassword });

async function measure(server: RunningServer): Promise<LoadResult[]> {
  const cookie = await signIn(server);
  const api = `${server.baseURL}/api`;
  type Cursors = { nextCursor: string | null; prevCursor: string | null };
  const getPage = async (query: string) =>
    (await (await fetch(`${api}/administrators?${query}`, { headers: { cookie } })).json()) as Cursors;
  let deep = await getPage("limit=50&sort=created:desc");
  for (let hop = 0; hop < 10 && deep.nextCursor; hop++) {
    deep = await getPage(`limit=50&sort=created:desc&cursor=${deep.nextCursor}`);
  }
  return [
    await load("session check", `${api}/auth/session`, cookie),
    await load("administrators, first page (5)", `${api}/administrators`, cookie),
    await load("administrators, 50 by created", `${api}/administrators?limit=50&sort=created:desc`, cookie),
    await load(
      "administrators, page 11 by cursor",
      `${api}/administrators?limit=50&sort=created:desc&cursor=${deep.prevCursor}`,
      cookie,
    ),
    await load("administrators, search 'berg 1'", `${api}/administrators?search=berg%201&limit=50`, cookie),
  ];
}

async function benchPglite(): Promise<DatabaseResults> {
  const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "loupe-bench-"));
  const pglite = await createPglite(path.join(dataDirectory, "db"));
  const handle = openPglite(pglite);
  await migrateDatabase(handle);
  await seedAdministrators(handle.db, administratorsToSeed);
  const seeds = await seedAll({ query: (text) => pglite.query(text) }, sizes.pglite, "PGlite");
  await handle.close();
  const server = await startServer({ LOG_LEVEL: "error" }, { dataDirectory, credentials: benchCredentials });
  try {
    return await measureAll(server, seeds);
  } finally {
    await server.stop();
  }
}

async function benchPostgres(): Promise<DatabaseResults | null> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL at ${postgresUrl} does not answer: skipped.`);
    return null;
  }
  const name = `loupe_bench_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  try {
    const handle = openPostgres(url.toString());
    await migrateDatabase(handle);
    await seedAdministrators(handle.db, administratorsToSeed);
    await handle.close();
    const session = new pg.Client({ connectionString: url.toString() });
    await session.connect();
    let seeds: Seeds;
    try {
      seeds = await seedAll({ query: (text) => session.query(text) }, sizes.postgres, "PostgreSQL", "256MB");
    } finally {
      await session.end();
    }
    const server = await startServer(
      { LOG_LEVEL: "error", DATABASE_URL: url.toString() },
      { credentials: benchCredentials },
    );
    try {
      return await measureAll(server, seeds);
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

function print(driver: string, results: LoadResult[]) {
  console.log(
    `\n${driver} — ${administratorsToSeed + 1} administrators, 8 connections, 2,000 requests each, ${os.cpus().length} cores`,
  );
  console.table(
    results.map((result) => ({
      endpoint: result.name,
      "req/s": result.requestsPerSecond,
      "p50 ms": result.p50,
      "p99 ms": result.p99,
      "non-2xx": result.errors,
    })),
  );
}

function printAll(driver: string, results: DatabaseResults) {
  if (results.administrators.length > 0) print(driver, results.administrators);
  if (results.diamonds)
    printDiamondReport(driver, results.diamonds.seed, diamondOptions, results.diamonds.report);
  if (results.jewelry)
    printJewelryReport(driver, results.jewelry.seed, jewelryOptions, results.jewelry.report);
  if (results.dashboard)
    printDashboardReport(driver, results.dashboard.seeded, dashboardOptions, results.dashboard.report);
}

console.log(`CPU check: a 300,000,000-step integer loop takes ${measureCpuLoop()} ms (lower is faster).`);
if (only === "billing") {
  await benchBilling(
    postgresUrl,
    size("BENCH_BILLING_JEWELRY", 1_000_000),
    Math.max(200, size("BENCH_BILLING_REQUESTS", 1_000)),
  );
} else if (only === "activity-log") {
  await benchActivityLog(
    postgresUrl,
    size("BENCH_ACTIVITY_LOG", 5_000_000),
    // p99 of 200 requests is the second slowest, one scheduler hiccup on two shared cores; of
    // 1,000 it is the tenth.
    Math.max(200, size("BENCH_ACTIVITY_LOG_REQUESTS", 1_000)),
  );
} else if (only === "imperfections") {
  await benchImperfections(postgresUrl, {
    total: size("BENCH_IMPERFECTIONS", 1_000_000),
    users: Math.max(1, size("BENCH_IMPERFECTION_USERS", 200)),
    requests: Math.max(200, size("BENCH_IMPERFECTION_REQUESTS", 200)),
    connections: 2,
  });
} else if (only === "videos") {
  await benchVideos(postgresUrl, {
    total: size("BENCH_VIDEOS", 1_000_000),
    requests: Math.max(200, size("BENCH_VIDEO_REQUESTS", 1_000)),
    connections: 2,
  });
} else if (only === "load") {
  await benchLoad(postgresUrl, {
    diamonds: Math.max(1_000, size("BENCH_LOAD_DIAMONDS", 1_000_000)),
    seconds: Math.max(1, size("BENCH_LOAD_SECONDS", 60)),
    aloneSeconds: Math.max(1, size("BENCH_LOAD_ALONE_SECONDS", 20)),
    connections: Math.max(10, size("BENCH_LOAD_CONNECTIONS", 200)),
    cpuProfileDirectory: process.env.BENCH_LOAD_CPU_PROFILE
      ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.BENCH_LOAD_CPU_PROFILE)
      : null,
  });
} else if (only === "analytics") {
  await benchAnalytics(postgresUrl, {
    sizes: {
      events: size("BENCH_ANALYTICS_EVENTS", 10_000_000),
      diamonds: Math.max(1_000, size("BENCH_ANALYTICS_DIAMONDS", 100_000)),
      jewelry: size("BENCH_ANALYTICS_JEWELRY", 30_000),
      lists: 600,
    },
    requests: Math.max(200, size("BENCH_ANALYTICS_REQUESTS", 1_000)),
    connections: 2,
    recordingRequests: Math.max(200, size("BENCH_RECORDING_REQUESTS", 2_000)),
  });
} else if (only === "video-upload") {
  await benchVideoUpload(Math.max(1, size("BENCH_VIDEO_UPLOAD_MB", 200)));
} else if (only === "editor") {
  printEditorReport(
    await measureEditorLoad({
      runs: browserOptions.runs,
      chromiumPath,
      symbols: Math.max(1, size("BENCH_EDITOR_SYMBOLS", 100)),
      webDist: browserOptions.webDist,
    }),
  );
} else if (only === "shipping") {
  await benchShippingLog(postgresUrl, {
    total: size("BENCH_SHIPPING", 1_000_000),
    requests: Math.max(200, size("BENCH_SHIPPING_REQUESTS", 1_000)),
    connections: 2,
  });
} else if (only === "shipping-scan") {
  await benchShippingScan(postgresUrl, {
    total: size("BENCH_SHIPPING_JEWELRY", 1_000_000),
    requests: Math.max(200, size("BENCH_SHIPPING_REQUESTS", 1_000)),
    connections: 2,
  });
} else if (only !== "browser") {
  if (!onlyJewelry && !onlyDashboard) print("This machine", [await measureBaseline()]);
  const postgres = await benchPostgres();
  if (postgres) printAll("PostgreSQL", postgres);
  // The dashboard's proof is asked of PostgreSQL only.
  if (!onlyDashboard) printAll("PGlite (embedded)", await benchPglite());
}
if (withBrowser) printBrowserListReport(await measureBrowserList(browserOptions));
