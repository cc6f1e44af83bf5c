import { hashPassword } from "@loupe/server/auth/password";
import { administrators } from "@loupe/server/db/schema";
import { startServer } from "@loupe/server/testing/spawn-server";
import pg from "pg";
import { uuidv7 } from "uuidv7";
import { getJson, measureScenarios, query } from "./api-measure";
import { withBenchDatabase } from "./bench-database";
import { measureRecordingCost, type RecordingCost } from "./recording-cost";
import {
  type AnalyticsSeed,
  type AnalyticsSeedSizes,
  bigClientWebsite,
  seedAnalytics,
} from "./seed-analytics";
import { signInAs } from "./sign-in";

// BENCH_ONLY=analytics npm run bench: the analytics screen's answers and the cost of recording a
// view on PostgreSQL (issue 25), in a database of its own (loupe_bench_analytics_<pid>, dropped
// afterwards unless BENCH_KEEP_DATABASE=1). BENCH_ANALYTICS_EVENTS [10,000,000] events (seed-
// analytics.ts), BENCH_ANALYTICS_REQUESTS [1,000] requests a scenario over 2 connections,
// BENCH_RECORDING_REQUESTS [2,000] page GETs of each side of the recording comparison.
// BENCH_ANALYTICS_DATABASE=<name> measures a database an earlier run kept (BENCH_KEEP_DATABASE=1)
// instead of seeding one: the same data before and after a change (the server migrates it).

const yearTargetMs = 50;
const recordingTargetMs = 2;
const credentials = { email: "bench-analytics@bench.loupe", password: "benchmark password" };

export type AnalyticsBenchOptions = {
  sizes: AnalyticsSeedSizes;
  requests: number;
  connections: number;
  recordingRequests: number;
};

type Answer = {
  year: number;
  certificates: { total: number; items: { recordId: string; kind: string; certificateViews: number }[] };
  totals: { certificateViews: number; clicksToCompanySite: number };
};

async function seed(url: string, options: AnalyticsBenchOptions): Promise<AnalyticsSeed> {
  const session = new pg.Client({ connectionString: url });
  await session.connect();
  const log = (line: string) => console.log(line);
  console.log(
    `PostgreSQL: seeding ${options.sizes.events.toLocaleString("en-US")} public page events ` +
      `(${options.sizes.diamonds.toLocaleString("en-US")} diamonds, ${options.sizes.jewelry.toLocaleString("en-US")} jewelry, ${options.sizes.lists} QR lists)…`,
  );
  const started = performance.now();
  try {
    // The rebuild groups every event three ways: room to hash instead of sorting on disk.
    await session.query("SET work_mem = '256MB'");
    return await seedAnalytics(session, options.sizes, { log, maintenanceWorkMem: "256MB" });
  } finally {
    await session.end();
    console.log(`PostgreSQL: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

// The public address of the big client's most viewed diamond.
async function topDiamondPage(url: string, answer: Answer) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ids = answer.certificates.items
      .filter((item) => item.kind === "diamond")
      .map((item) => item.recordId);
    const { rows } = await client.query(
      `SELECT id, certificate_number AS number FROM diamonds
       WHERE id = ANY($1::uuid[]) AND certificate_number <> '' ORDER BY array_position($1::uuid[], id) LIMIT 1`,
      [ids],
    );
    const [found] = rows as { id: string; number: string }[];
    if (!found) throw new Error("the big client's first page of certificates has no diamond with a number");
    return found;
  } finally {
    await client.end();
  }
}

export async function benchAnalytics(postgresUrl: string, options: AnalyticsBenchOptions) {
  const reused = process.env.BENCH_ANALYTICS_DATABASE;
  if (reused) {
    const url = new URL(postgresUrl);
    url.pathname = `/${reused}`;
    console.log(`PostgreSQL: measuring the kept database ${reused} (no seeding)`);
    await measureAnalytics(url.toString(), await seededIn(url.toString()), options);
    return;
  }
  await withBenchDatabase(postgresUrl, "analytics", async ({ url, handle }) => {
    await handle.db.insert(administrators).values({
      id: uuidv7(),
      fullName: "Analytics Reader",
      email: credentials.email,
      passwordHash: await hashPassword(credentials.password),
    });
    await measureAnalytics(url, await seed(url, options), options);
  });
}

// What a kept database (BENCH_KEEP_DATABASE=1) was seeded with, read back from it.
async function seededIn(url: string): Promise<AnalyticsSeed> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const one = async <T>(text: string) => (await client.query(text)).rows[0] as T;
    const clients = (await client.query("SELECT id, name FROM companies WHERE kind = 'client' ORDER BY name"))
      .rows as AnalyticsSeed["clients"];
    const { id: bigClientId } = await one<{ id: string }>(
      `SELECT id FROM companies WHERE website = '${bigClientWebsite}'`,
    );
    const records = `SELECT client_id FROM diamonds UNION ALL SELECT client_id FROM jewelry
      UNION ALL SELECT client_id FROM qr_lists`;
    const counted = await one<{ records: number; big: number; views: number; clicks: number; oldest: Date }>(
      `SELECT (SELECT count(*) FROM (${records}) AS r)::int AS records,
        (SELECT count(*) FROM (${records}) AS r WHERE client_id = '${bigClientId}')::int AS big,
        (SELECT count(*) FROM public_page_views)::int AS views,
        (SELECT count(*) FROM public_page_clicks)::int AS clicks,
        (SELECT min(viewed_at) FROM public_page_views) AS oldest`,
    );
    return {
      events: { views: counted.views, clicks: counted.clicks },
      clients,
      bigClientId,
      bigClientRecords: counted.big,
      records: counted.records,
      oldest: counted.oldest,
    };
  } finally {
    await client.end();
  }
}

async function measureAnalytics(url: string, seeded: AnalyticsSeed, options: AnalyticsBenchOptions) {
  const server = await startServer(
    { LOG_LEVEL: "error", DATABASE_URL: url, LOUPE_DEMO: "0", COUNTRY_HEADERS: "cf-ipcountry" },
    { credentials },
  );
  try {
    const cookie = await signInAs(server.baseURL, credentials);
    const analytics = (parameters: Record<string, string | number>) =>
      `${server.baseURL}/api/analytics?${query(parameters)}`;
    const big = seeded.bigClientId;
    const smallest = seeded.clients.at(-1)?.id ?? "";
    const newest = await getJson<Answer>(analytics({ clientId: big }), cookie);
    const top = newest.certificates.items[0]?.recordId ?? "";
    const lastYear = newest.year - 1;
    const scenarios: [string, string][] = [
      [`big client, year ${newest.year} (newest, default), ALL`, analytics({ clientId: big })],
      [`big client, year ${lastYear} (12 whole months), ALL`, analytics({ clientId: big, year: lastYear })],
      [`big client, ${lastYear}-06`, analytics({ clientId: big, year: lastYear, month: 6 })],
      [`big client, ${newest.year} ALL, certificates page 2`, analytics({ clientId: big, offset: 50 })],
      [`big client, one certificate (most viewed), year`, analytics({ clientId: big, recordId: top })],
      [`smallest client, year ${newest.year}, ALL`, analytics({ clientId: smallest })],
    ];
    const rows = new Map<string, number>();
    for (const [name, address] of scenarios)
      rows.set(name, (await getJson<Answer>(address, cookie)).certificates.total);
    const results = await measureScenarios(scenarios, cookie, options);
    const page = await topDiamondPage(url, newest);
    const recording = await measureRecordingCost(
      url,
      `${server.baseURL}/c/diamond/${encodeURIComponent(page.number)}`,
      page.id,
      { requests: options.recordingRequests },
    );
    console.log(
      `\nPostgreSQL — analytics: ${seeded.events.views.toLocaleString("en-US")} views + ` +
        `${seeded.events.clicks.toLocaleString("en-US")} clicks since ${seeded.oldest.toISOString().slice(0, 10)}, ` +
        `${seeded.records.toLocaleString("en-US")} records of ${seeded.clients.length} clients (the big client ` +
        `${seeded.bigClientRecords.toLocaleString("en-US")} records, ${newest.totals.certificateViews.toLocaleString("en-US")} counted views in ${newest.year}); ` +
        `${options.connections} connections, ${options.requests} requests each; ! marks p99 > ${yearTargetMs} ms`,
    );
    console.table(
      results.map((result) => ({
        scenario: result.name,
        "certificates (rows)": rows.get(result.name),
        "req/s": result.requestsPerSecond,
        "p50 ms": result.p50,
        "p99 ms": result.p99,
        "non-2xx": result.errors,
        [`> ${yearTargetMs} ms`]: result.p99 > yearTargetMs ? "!" : "",
      })),
    );
    printRecordingCost(recording, page.number);
  } finally {
    await server.stop();
  }
}

function printRecordingCost(cost: RecordingCost, number: string) {
  const added = (key: "p50" | "p99" | "mean") =>
    Math.round((cost.recorded[key] - cost.notRecorded[key]) * 100) / 100;
  console.log(
    `\nPublic page GET /c/diamond/${number}, sequential on one connection, ${cost.requests} of each side ` +
      `interleaved in blocks (recording-cost.ts); target: recording adds ≤ ${recordingTargetMs} ms`,
  );
  console.table([
    { side: "recording (as served)", ...cost.recorded },
    { side: "not recording (INSERT a no-op rule)", ...cost.notRecorded },
    { side: "added by recording", p50: added("p50"), p99: added("p99"), mean: added("mean") },
  ]);
  console.log(
    `Views added: ${cost.viewsAdded} for ${cost.recordingRequestsSent} GETs sent while recording ` +
      `(${cost.viewsAdded === cost.recordingRequestsSent ? "equal: both sides ran as labelled" : "NOT EQUAL"}). ` +
      `The no-op INSERT's own round trip (paid by both sides, so not in the difference; add it for the whole cost): p50 ${cost.noOpInsertMs.p50} ms, p99 ${cost.noOpInsertMs.p99} ms.`,
  );
}
