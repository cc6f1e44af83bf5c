import type { RunningServer } from "@loupe/server/testing/spawn-server";
import { getJson, measureScenarios, type PageBody, printScenarios, type ScenarioResult } from "./api-measure";

// The dashboard through the HTTP API, as issue #13's proof asks, on diamonds and jewelry seeded
// together (1 % of each newly added): the counters and the newly added queue's first page
// (p99 ≤ 10 ms), and the queue's typo-tolerant search (p99 ≤ 30 ms).

const pageTargetMs = 10;
const searchTargetMs = 30;

export type DashboardBenchOptions = { requests: number; connections: number };
export type DashboardReport = { pages: ScenarioResult[]; searches: ScenarioResult[]; queued: number };

type QueuePage = PageBody & { items: { orderNumber: string; certificateNumber: string }[] };

// A typo: two neighbouring characters swapped (as 'ORD-1243' for 'ORD-1234').
export function swapNeighbours(text: string): string {
  if (text.length < 2) return text;
  const at = text.length - 2;
  return text.slice(0, at) + text[at + 1] + text[at] + text.slice(at + 2);
}

export async function measureDashboard(
  server: RunningServer,
  cookie: string,
  options: DashboardBenchOptions,
): Promise<DashboardReport> {
  const api = `${server.baseURL}/api`;
  const queue = `${api}/intake/newly-added`;
  const first = await getJson<QueuePage>(`${queue}?limit=50`, cookie);
  const withOrder = first.items.find((item) => item.orderNumber !== "") ?? first.items[0];
  if (!withOrder) throw new Error("the newly added queue is empty: nothing to search");
  const search = (text: string) => `${queue}?limit=50&search=${encodeURIComponent(text)}`;
  const pages = await measureScenarios(
    [
      ["dashboard counts", `${api}/dashboard`],
      ["newly added, first page (50)", `${queue}?limit=50`],
    ],
    cookie,
    options,
  );
  const searches = await measureScenarios(
    [
      [
        `newly added, order # with a typo '${swapNeighbours(withOrder.orderNumber)}'`,
        search(swapNeighbours(withOrder.orderNumber)),
      ],
      [
        `newly added, cert # with a typo '${swapNeighbours(withOrder.certificateNumber)}'`,
        search(swapNeighbours(withOrder.certificateNumber)),
      ],
    ],
    cookie,
    options,
  );
  return { pages, searches, queued: first.total };
}

export function printDashboardReport(
  driver: string,
  seeded: { diamonds: number; jewelry: number },
  options: DashboardBenchOptions,
  report: DashboardReport,
) {
  console.log(
    `\n${driver} — dashboard: ${seeded.diamonds.toLocaleString("en-US")} diamonds + ` +
      `${seeded.jewelry.toLocaleString("en-US")} jewelry, ${report.queued.toLocaleString("en-US")} newly added; ` +
      `${options.connections} connections, ${options.requests} requests each; ! marks p99 > ${pageTargetMs} ms`,
  );
  printScenarios(report.pages, pageTargetMs);
  console.log(`${driver} — the queue's fuzzy search (similarity ≥ 0.3); ! marks p99 > ${searchTargetMs} ms`);
  printScenarios(report.searches, searchTargetMs);
}
