import fs from "node:fs";
import type { RunningServer } from "@loupe/server/testing/spawn-server";
import { type LoadResult, load } from "./load";

// Measuring through the HTTP API, shared by the diamond and jewelry benches: list scenarios of at
// least 200 requests (p50/p99), and timed downloads with the server's peak RSS.

export type ScenarioResult = LoadResult & { matched: number | null };

export type TransferResult = {
  name: string;
  rows: number | null;
  seconds: number | null;
  megabytes: number | null;
  rssBeforeMb: number | null;
  peakRssMb: number | null;
  targetSeconds: number | null;
  note: string;
};

export type PageBody = { total: number; nextCursor: string | null; prevCursor: string | null };

export const query = (parameters: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(parameters))
    if (value !== undefined) search.set(key, String(value));
  return search.toString();
};

export async function getJson<T>(url: string, cookie: string): Promise<T> {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

// The routes the server registered, from its OpenAPI document: an unregistered
// /api/diamonds/export.xlsx would otherwise reach GET /api/diamonds/:id and answer 400.
async function registeredPaths(server: RunningServer, cookie: string): Promise<Set<string> | null> {
  try {
    const document = await getJson<{ paths?: Record<string, unknown> }>(
      `${server.baseURL}/api/docs/json`,
      cookie,
    );
    return new Set(Object.keys(document.paths ?? {}));
  } catch {
    return null;
  }
}

// Whether the server registered a route; without the OpenAPI document, every route is tried and
// failures show in the table.
// What a bench's requests need: the server, a signed-in cookie, and whether a route is registered.
export type BenchSession = { server: RunningServer; cookie: string; registered: (path: string) => boolean };

export async function registeredRoutes(server: RunningServer, cookie: string) {
  const paths = await registeredPaths(server, cookie);
  return (path: string) => paths?.has(path) ?? true;
}

export const notRegistered = "skipped: route not registered on this server";

// ---- memory of the server process (Linux /proc) ----

export function memoryOf(pid: number | undefined): { rss: number; peak: number } | null {
  if (!pid) return null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kilobytes = (field: string) =>
      Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1]);
    return { rss: kilobytes("VmRSS") / 1024, peak: kilobytes("VmHWM") / 1024 };
  } catch {
    return null;
  }
}

// Writing 5 to clear_refs resets VmHWM to the current RSS (Linux ≥ 4.0), so the peak read after a
// transfer is that transfer's own. Without it the peak is the process's since it started.
function resetPeak(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

async function withPeakMemory<T>(
  pid: number | undefined,
  work: () => Promise<T>,
): Promise<{ value: T; before: number | null; peak: number | null; resetWorked: boolean }> {
  const resetWorked = resetPeak(pid);
  const before = memoryOf(pid)?.rss ?? null;
  // Sampled as well: VmHWM is exact, the samples only back it up where clear_refs is refused.
  let sampled = before ?? 0;
  const timer = setInterval(() => {
    sampled = Math.max(sampled, memoryOf(pid)?.rss ?? 0);
  }, 20);
  try {
    const value = await work();
    const after = memoryOf(pid);
    const peak = after ? (resetWorked ? after.peak : Math.max(sampled, after.rss)) : null;
    return { value, before, peak, resetWorked };
  } finally {
    clearInterval(timer);
  }
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

// A server that has been answering: every scenario asked warmRounds times first, so the first
// one measured does not pay for the server's (or autocannon's) compiling their code paths (the
// first scenario of the shipping log and scan benches had the worst p99, run after run).
const warmRounds = 20;

// Each scenario after a few warm-up requests, which also check it answers and how many rows it
// selects (its total).
export async function measureScenarios(
  scenarios: [string, string][],
  cookie: string,
  options: { requests: number; connections: number },
): Promise<ScenarioResult[]> {
  for (let round = 0; round < warmRounds; round++)
    for (const [, url] of scenarios) await getJson<unknown>(url, cookie);
  // The load generator warms up too: its first run in a process was every bench's slowest.
  const [, firstUrl] = scenarios[0] ?? [];
  if (firstUrl) await load("warm-up", firstUrl, cookie, 200, options.connections);
  const results: ScenarioResult[] = [];
  for (const [name, url] of scenarios) {
    let matched: number | null = null;
    // A list answers its total; another answer (the dashboard's counts) has none.
    for (let warm = 0; warm < 5; warm++)
      matched = (await getJson<Partial<PageBody>>(url, cookie)).total ?? null;
    const started = performance.now();
    const result = await load(name, url, cookie, options.requests, options.connections);
    // autocannon's duration is in whole seconds, too coarse for 200 requests.
    const requestsPerSecond = Math.round(result.requests / ((performance.now() - started) / 1000));
    results.push({ ...result, requestsPerSecond, matched });
  }
  return results;
}

// ---- downloads ----

export const blank = { rows: null, seconds: null, megabytes: null, rssBeforeMb: null, peakRssMb: null };
const megabytesOf = (bytes: number) => round(bytes / 1_048_576, 2);

// One timed transfer; a failure becomes a row that says why instead of ending the run.
export async function transfer(
  name: string,
  targetSeconds: number | null,
  pid: number | undefined,
  work: () => Promise<{ rows: number | null; bytes: number | null; note?: string }>,
): Promise<TransferResult> {
  try {
    const started = performance.now();
    const measured = await withPeakMemory(pid, work);
    const seconds = (performance.now() - started) / 1000;
    const notes = [measured.value.note, measured.resetWorked ? "" : "peak RSS since server start"];
    return {
      name,
      rows: measured.value.rows,
      seconds: round(seconds, 2),
      megabytes: measured.value.bytes === null ? null : megabytesOf(measured.value.bytes),
      rssBeforeMb: measured.before === null ? null : round(measured.before),
      peakRssMb: measured.peak === null ? null : round(measured.peak),
      targetSeconds,
      note: notes.filter(Boolean).join("; "),
    };
  } catch (error) {
    return { name, ...blank, targetSeconds, note: `failed: ${(error as Error).message.slice(0, 200)}` };
  }
}

// Wall time to the last byte of a download, counting its bytes; X-Total-Count gives its rows.
export async function download(url: string, cookie: string) {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok || !response.body)
    throw new Error(`answered ${response.status}: ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  const total = response.headers.get("x-total-count");
  return { rows: total === null ? null : Number(total), bytes };
}

export function printScenarios(results: ScenarioResult[], p99TargetMs: number) {
  console.table(
    results.map((result) => ({
      scenario: result.name,
      rows: result.matched,
      "req/s": result.requestsPerSecond,
      "p50 ms": result.p50,
      "p99 ms": result.p99,
      "non-2xx": result.errors,
      [`> ${p99TargetMs} ms`]: result.p99 > p99TargetMs ? "!" : "",
    })),
  );
}

// The transfers table, under `title` ("<driver> — jewelry export").
export function printTransfers(title: string, results: TransferResult[]) {
  console.log(`${title} (server process RSS from /proc/<pid>/status; ! marks a missed target)`);
  console.table(
    results.map((result) => ({
      transfer: result.name,
      rows: result.rows,
      seconds: result.seconds,
      MB: result.megabytes,
      "RSS before MB": result.rssBeforeMb,
      "peak RSS MB": result.peakRssMb,
      target: result.targetSeconds === null ? "" : `≤ ${result.targetSeconds} s`,
      missed:
        result.targetSeconds !== null && result.seconds !== null && result.seconds > result.targetSeconds
          ? "!"
          : "",
      note: result.note,
    })),
  );
}
