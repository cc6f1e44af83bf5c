import { activityLogListQuerySchema } from "@loupe/domain/activity-log-query";
import type { Database } from "@loupe/server/db/client";
import { recordActivity } from "@loupe/server/db/record-activity";
import { diamonds } from "@loupe/server/db/schema";
import { listActivityLog } from "@loupe/server/modules/activity-log/service";
import type { RunningServer } from "@loupe/server/testing/spawn-server";
import { eq, sql } from "drizzle-orm";
import { getJson, measureScenarios, query, type ScenarioResult } from "./api-measure";
import type { ActivityLogSeed } from "./seed-activity-log";

// Issue 20's proof at 5,000,000 entries on PostgreSQL: the log's first page, a certificate search
// and a user + date filter, each with its exact total, p99 ≤ 15 ms through the HTTP API; and what
// recording its entry adds to a write, p50 ≤ 1 ms: a diamond update in a transaction of its own,
// with and without recordActivity (the insert, its indexes and the kept day count's trigger).

export type WriteCost = { name: string; p50: number; p99: number; runs: number };
export type ActivityLogReport = { scenarios: ScenarioResult[]; service: WriteCost[]; writes: WriteCost[] };

// The New York midnights of the last 30 days (UTC-4/-5): partial UTC days at both ends, the
// costlier case for a kept total by day.
function lastMonthInNewYork(newest: Date) {
  const end = new Date(Date.UTC(newest.getUTCFullYear(), newest.getUTCMonth(), newest.getUTCDate(), 5));
  return {
    createdFrom: new Date(end.getTime() - 30 * 86_400_000).toISOString(),
    createdTo: end.toISOString(),
  };
}

type Scenario = [name: string, filter: Record<string, string>];

function scenarios(seed: ActivityLogSeed): Scenario[] {
  const heaviest = seed.actors[0]?.id ?? "";
  const month = lastMonthInNewYork(seed.newest);
  return [
    ["first page (50), newest first", {}],
    [`certificate search '${seed.certificateNumber}'`, { search: seed.certificateNumber }],
    ["certificate search, part of a number", { search: seed.certificateNumber.slice(3, 9) }],
    ["busiest user + last 30 days (New York)", { administratorId: heaviest, ...month }],
    ["busiest user, all time", { administratorId: heaviest }],
    ["last 30 days, every user", month],
  ];
}

export async function measureActivityLogReads(
  server: RunningServer,
  cookie: string,
  seed: ActivityLogSeed,
  options: { requests: number; connections: number },
): Promise<ScenarioResult[]> {
  const api = `${server.baseURL}/api/activity-log`;
  const urls: [string, string][] = scenarios(seed).map(([name, filter]) => [
    name,
    `${api}?${query({ limit: 50, ...filter })}`,
  ]);
  // A fresh server compiles its hot paths in the first hundred requests or so: without this the
  // first scenario measured took the warm-up in its p99 (52–55 ms where its p50 was 5–7).
  for (let round = 0; round < 20; round++) for (const [, url] of urls) await getJson(url, cookie);
  return measureScenarios(urls, cookie, options);
}

// The same reads in this process, one at a time, without HTTP: the database's share (page and
// exact total) of each, apart from the server's and the load generator's on a busy machine.
export async function measureServiceReads(
  db: Database,
  seed: ActivityLogSeed,
  runs = 200,
): Promise<WriteCost[]> {
  const results: WriteCost[] = [];
  for (const [name, filter] of scenarios(seed)) {
    const request = activityLogListQuerySchema.parse({ limit: "50", ...filter });
    const timings: number[] = [];
    for (let run = 0; run < runs + 10; run++) {
      const started = performance.now();
      await listActivityLog(db, request);
      if (run >= 10) timings.push(performance.now() - started);
    }
    const sorted = timings.sort((a, b) => a - b);
    results.push({ name, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), runs });
  }
  return results;
}

const percentile = (sorted: number[], p: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0) * 1000) / 1000;

// A diamond's colour changed in a transaction of its own, with its log entry or without, the two
// alternating so the machine's mood falls on both alike.
export async function measureWriteCost(
  db: Database,
  diamondIds: string[],
  runs = 1000,
): Promise<WriteCost[]> {
  const actor = { id: "0190a000-0000-7000-8000-0000000000aa", fullName: "Bench Writer" };
  const timings: Record<"with" | "without", number[]> = { with: [], without: [] };
  for (let run = 0; run < runs * 2; run++) {
    const withEntry = run % 2 === 0;
    const id = diamondIds[Math.floor(run / 2) % diamondIds.length] ?? "";
    const colour = run % 4 < 2 ? "F" : "G";
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx
        .update(diamonds)
        .set({ colorValue: colour, version: sql`${diamonds.version} + 1`, updatedAt: new Date() })
        .where(eq(diamonds.id, id));
      if (withEntry)
        await recordActivity(tx, actor, {
          action: "update",
          entityType: "diamond",
          entityId: id,
          subject: `LG${run}`,
          summary: `Bench Writer updated diamond LG${run}`,
          changes: [{ field: "colorValue", before: colour === "F" ? "G" : "F", after: colour }],
        });
    });
    if (run >= 20) timings[withEntry ? "with" : "without"].push(performance.now() - started);
  }
  return (["without", "with"] as const).map((variant) => {
    const sorted = [...timings[variant]].sort((a, b) => a - b);
    return {
      name: `diamond update, ${variant} its log entry`,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      runs: sorted.length,
    };
  });
}

export function printActivityLogReport(seed: ActivityLogSeed, report: ActivityLogReport) {
  console.log(
    `\nPostgreSQL — activity log, ${seed.total.toLocaleString("en-US")} entries (${seed.oldest.toISOString().slice(0, 10)} to ${seed.newest.toISOString().slice(0, 10)}), ${seed.actors.length} users`,
  );
  console.table(
    report.scenarios.map((result) => ({
      scenario: result.name,
      total: result.matched,
      "p50 ms": result.p50,
      "p99 ms": result.p99,
      "target p99": "≤ 15",
      "non-2xx": result.errors,
    })),
  );
  console.table(
    report.service.map((read) => ({
      "in process (no HTTP)": read.name,
      "p50 ms": read.p50,
      "p99 ms": read.p99,
      runs: read.runs,
    })),
  );
  const [without, withEntry] = report.writes;
  console.table(
    report.writes.map((write) => ({
      write: write.name,
      "p50 ms": write.p50,
      "p99 ms": write.p99,
      runs: write.runs,
    })),
  );
  if (without && withEntry)
    console.log(`added by the entry: p50 ${(withEntry.p50 - without.p50).toFixed(3)} ms (target ≤ 1 ms)`);
}
