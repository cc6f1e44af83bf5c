import type { RunningServer } from "@loupe/server/testing/spawn-server";
import {
  type BenchSession,
  blank,
  download,
  getJson,
  notRegistered,
  type PageBody,
  printScenarios,
  query,
  type ScenarioResult,
  type TransferResult,
  transfer,
} from "./api-measure";
import type { CertificateSeed } from "./seed-sql";

// What the diamond and jewelry benches measure alike on their certificate list (newest first,
// paged by cursor, seeded evenly over three years): the pages a user walks to and the created
// ranges the filters use, the created-range downloads, and the list table of the report.

const dayMs = 24 * 3_600_000;

// A certificate list of `resource` ("diamonds", "jewelry") to measure: `list` gives the URL of a
// page of 50 with the parameters given, in order; `pages` are the first page (named `first`) and
// page 21 of the default order, reached as a user would (twenty hops by nextCursor), and the page
// before it by its prevCursor; `year` and `month` are the created filters, the last year and 30
// days a year back (395 to 365 days before the newest).
export async function certificateList(
  server: RunningServer,
  cookie: string,
  seed: CertificateSeed,
  resource: string,
  first: string,
) {
  const list = (parameters: Record<string, string | number | undefined>) =>
    `${server.baseURL}/api/${resource}?${query({ limit: 50, ...parameters })}`;
  let page = await getJson<PageBody>(list({}), cookie);
  let deepCursor: string | undefined;
  let hops = 0;
  for (; hops < 20 && page.nextCursor; hops++) {
    deepCursor = page.nextCursor;
    page = await getJson<PageBody>(list({ cursor: deepCursor }), cookie);
  }
  const pages: [string, string][] = [
    [first, list({})],
    [`deep page ${hops + 1} by cursor`, list({ cursor: deepCursor })],
    [`prev page ${hops} (direction=prev)`, list({ cursor: page.prevCursor ?? undefined, direction: "prev" })],
  ];
  const newest = seed.newest.getTime();
  const lastYear = new Date(newest - 365 * dayMs).toISOString();
  const year = { createdFrom: lastYear, createdTo: seed.newest.toISOString() };
  const month = { createdFrom: new Date(newest - 395 * dayMs).toISOString(), createdTo: lastYear };
  return { list, pages, year, month };
}

export type ExportRoutes = {
  // /api/<resource>/export.xlsx, timed against targetSeconds, and /api/<resource>/<qrFile>.
  resource: string;
  qrFile: string;
  targetSeconds: number;
};

// The spreadsheet export of a tenth of `rows`, then of `rows`, and the QR file of `rows`, each
// to its last byte with the server's peak RSS; a route the server did not register is a row
// that says so.
export async function measureExports(
  { server, cookie, registered }: BenchSession,
  seed: CertificateSeed,
  rows: number,
  routes: ExportRoutes,
): Promise<TransferResult[]> {
  // Rows are spread evenly over three years, so a created range picks about as many as wanted.
  const range = (wanted: number) => {
    const span = seed.newest.getTime() - seed.oldest.getTime();
    const share = Math.min(1, wanted / Math.max(seed.total, 1));
    return query({
      createdFrom: new Date(seed.newest.getTime() - Math.ceil(span * share) - 1).toISOString(),
      createdTo: new Date(seed.newest.getTime() + 1).toISOString(),
    });
  };
  const wanted = Math.min(rows, seed.total);
  const small = Math.max(1, Math.round(wanted / 10));
  const about = (count: number) => `~${count.toLocaleString("en-US")} rows`;
  const { resource, qrFile, targetSeconds } = routes;
  // The smaller export first: if memory is flat, both peaks are about the same.
  const downloads: [string, string, number | null][] = [
    [`export.xlsx ${about(small)}`, `/api/${resource}/export.xlsx?${range(small)}`, targetSeconds],
    [`export.xlsx ${about(wanted)}`, `/api/${resource}/export.xlsx?${range(wanted)}`, targetSeconds],
    [`${qrFile} ${about(wanted)}`, `/api/${resource}/${qrFile}?${range(wanted)}`, null],
  ];
  const results: TransferResult[] = [];
  for (const [name, path, target] of downloads) {
    results.push(
      registered(path.split("?")[0] ?? "")
        ? await transfer(name, target, server.pid, () => download(`${server.baseURL}${path}`, cookie))
        : { name, ...blank, targetSeconds: target, note: notRegistered },
    );
  }
  return results;
}

// The list table, under a line that says what was measured: `records` ("5,000 diamonds"), and
// what the rows column shows.
export function printListScenarios(
  driver: string,
  records: string,
  options: { connections: number; requests: number },
  results: ScenarioResult[],
  p99TargetMs: number,
  rowsColumn: string,
) {
  console.log(
    `\n${driver} — ${records}, ${options.connections} connections, ` +
      `${options.requests} requests each, limit 50. Every list response also counts its filtered set ` +
      `(${rowsColumn}); ! marks p99 > ${p99TargetMs} ms.`,
  );
  printScenarios(results, p99TargetMs);
}
