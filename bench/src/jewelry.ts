import { type Jewelry, jewelrySaveSchema } from "@loupe/domain/jewelry/jewelry";
import type { OrderLine } from "@loupe/domain/jewelry/jewelry-api";
import type { RunningServer } from "@loupe/server/testing/spawn-server";
import {
  getJson,
  measureScenarios,
  type PageBody,
  printTransfers,
  query,
  registeredRoutes,
  round,
  type ScenarioResult,
  type TransferResult,
} from "./api-measure";
import { certificateList, measureExports, printListScenarios } from "./certificate-measure";
import type { JewelrySeed } from "./seed-jewelry";

// The jewelry list, an order-line Save and the export through the HTTP API, as issue #12's proof
// asks: each list scenario at least 200 requests (p50/p99, target 15 ms on PostgreSQL), a plain
// Save of a record whose order line holds 4 records (p99 ≤ 20 ms), the export of 100,000 rows to
// its last byte (≤ 6 s) with the server's peak RSS.

export const jewelryListTargetMs = 15;
const saveTargetMs = 20;
const exportRoutes = { resource: "jewelry", qrFile: "qr.csv", targetSeconds: 6 };

export type JewelryBenchOptions = { requests: number; connections: number; exportRows: number };

export type SaveResult = {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  othersUpdated: number;
  errors: number;
};

export type JewelryReport = { scenarios: ScenarioResult[]; save: SaveResult; transfers: TransferResult[] };

async function listScenarios(
  server: RunningServer,
  cookie: string,
  seed: JewelrySeed,
): Promise<[string, string][]> {
  const first = "first page (50, newest first)";
  const { list, pages, year, month } = await certificateList(server, cookie, seed, "jewelry", first);
  const { sample } = seed;
  const search = (searchType: string, text: string) => list({ searchType, search: text });
  const client = seed.largestClientId;
  return [
    ...pages,
    [`Cert # '${sample.certificateNumber}'`, search("certificateNumber", sample.certificateNumber)],
    [
      `Cert # part '${sample.certificateNumber.slice(4, 9)}'`,
      search("certificateNumber", sample.certificateNumber.slice(4, 9)),
    ],
    // Every seeded number starts 'JW': the worst case, a start matched by nearly every record.
    ["Cert # 'JW' (under 3 characters, ~97 % match)", search("certificateNumber", "JW")],
    [`Client SKU '${sample.clientSku}'`, search("clientSku", sample.clientSku)],
    [`Item # '${sample.itemNumber}'`, search("itemNumber", sample.itemNumber)],
    [`PO # '${sample.purchaseOrder}'`, search("purchaseOrder", sample.purchaseOrder)],
    [
      `Tracking # part '${sample.trackingNumber.slice(2, 10)}'`,
      search("trackingNumber", sample.trackingNumber.slice(2, 10)),
    ],
    [`Order # '${sample.orderNumber}'`, search("orderNumber", sample.orderNumber)],
    [
      `Order # line '${sample.orderNumber}-${sample.lineNumber}'`,
      search("orderNumber", `${sample.orderNumber}-${sample.lineNumber}`),
    ],
    // The list kit's sort set (issue #21, migration 0020's indexes): each way, a deep page by
    // cursor, and a sort under a filter.
    ...(await sortedPages(list, cookie)),
    ["sort Certificate # + client (largest)", list({ sort: "certificateNumber:asc", clientId: client })],
    ["filter style Ring", list({ jewelryType: "Ring" })],
    ["filter style Brooch", list({ jewelryType: "Brooch" })],
    ["filter template 1", list({ templateId: 1 })],
    ["filter template 22", list({ templateId: 22 })],
    ["filter client (largest)", list({ clientId: client })],
    ["filter created, 30 days", list(month)],
    ["filter created, 1 year", list(year)],
    ["combined template 1 + client", list({ templateId: 1, clientId: client })],
    [
      "combined style Ring + template 1 + client + 1 year",
      list({ jewelryType: "Ring", templateId: 1, clientId: client, ...year }),
    ],
    ["combined style Ring + 30 days", list({ jewelryType: "Ring", ...month })],
    // Billing staff's filters: not kept counts, their totals count rows from their indexes.
    ["filter QA status Passed (~80 %)", list({ qaStatus: "Passed" })],
    ["filter QA status Failed (~4 %)", list({ qaStatus: "Failed" })],
    ["filter stolen", list({ stolen: "yes" })],
    ["combined QA status Passed + client", list({ qaStatus: "Passed", clientId: client })],
    [
      `search + filter: Client SKU '${sample.clientSku.slice(0, -1)}' + style Ring`,
      list({ searchType: "clientSku", search: sample.clientSku.slice(0, -1), jewelryType: "Ring" }),
    ],
  ];
}

const sortOrders = ["certificateNumber:asc", "certificateNumber:desc", "template:asc", "template:desc"];

// The first page of each sort order and, for each, page 11 reached by ten hops of nextCursor.
async function sortedPages(
  list: (parameters: Record<string, string | number | undefined>) => string,
  cookie: string,
): Promise<[string, string][]> {
  const scenarios: [string, string][] = [];
  for (const sort of sortOrders) {
    let page = await getJson<PageBody>(list({ sort }), cookie);
    let cursor: string | undefined;
    let hops = 0;
    for (; hops < 10 && page.nextCursor; hops++) {
      cursor = page.nextCursor;
      page = await getJson<PageBody>(list({ sort, cursor }), cookie);
    }
    scenarios.push([`sort ${sort}, first page`, list({ sort })]);
    scenarios.push([`sort ${sort}, page ${hops + 1} by cursor`, list({ sort, cursor })]);
  }
  return scenarios;
}

// What the editor sends for a record, read back from the API.
const saveBodyOf = (record: Jewelry, metal: string) => ({
  ...jewelrySaveSchema.parse({
    ...record,
    clientId: record.client?.id ?? null,
    customerId: record.customer?.id ?? null,
    customerLogoFileId: record.customerLogo?.id ?? null,
    certificateVideoFileId: record.certificateVideo?.id ?? null,
  }),
  metal,
  version: record.version,
});

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

// Plain Save of the sample, whose order line holds 4 records: each Save rewrites the other 3 in
// its transaction (decision 0009). One at a time, as a person saves, each with the version the
// last answered; the metal alternates so every Save changes the line.
async function measureOrderLineSave(
  server: RunningServer,
  cookie: string,
  seed: JewelrySeed,
  requests: number,
): Promise<SaveResult> {
  const url = `${server.baseURL}/api/jewelry/${seed.sample.id}`;
  let record = (await getJson<Jewelry>(url, cookie)) as Jewelry;
  const headers = { cookie, origin: server.baseURL, "content-type": "application/json" };
  const lineUrl = `${server.baseURL}/api/jewelry/order-line?${query({
    orderNumber: seed.sample.orderNumber,
    lineNumber: seed.sample.lineNumber,
    excludeId: seed.sample.id,
  })}`;
  const times: number[] = [];
  let errors = 0;
  let othersUpdated = 0;
  const warmUp = 5;
  for (let index = 0; index < warmUp + requests; index++) {
    // What the user confirmed (the editor read the line when it opened; not timed).
    const line = await getJson<OrderLine>(lineUrl, cookie);
    const orderLine = { members: line.members.map(({ id, version }) => ({ id, version })) };
    const body = JSON.stringify({
      ...saveBodyOf(record, index % 2 ? "14K Yellow Gold" : "Platinum"),
      orderLine,
    });
    const started = performance.now();
    const response = await fetch(url, { method: "PUT", headers, body });
    const answer = (await response.json()) as { jewelry: Jewelry; orderLineUpdated: number };
    const elapsed = performance.now() - started;
    if (!response.ok) {
      errors++;
      if (errors > 3)
        throw new Error(`Save answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
      record = await getJson<Jewelry>(url, cookie);
      continue;
    }
    record = answer.jewelry;
    othersUpdated = answer.orderLineUpdated;
    if (index >= warmUp) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return {
    name: `order-line Save (line of 4: ${seed.sample.orderNumber}-${seed.sample.lineNumber})`,
    requests: times.length,
    p50: round(percentile(times, 0.5), 2),
    p99: round(percentile(times, 0.99), 2),
    othersUpdated,
    errors,
  };
}

export async function measureJewelry(
  server: RunningServer,
  cookie: string,
  seed: JewelrySeed,
  options: JewelryBenchOptions,
): Promise<JewelryReport> {
  const scenarios = await measureScenarios(await listScenarios(server, cookie, seed), cookie, options);
  const registered = await registeredRoutes(server, cookie);
  const transfers = await measureExports(
    { server, cookie, registered },
    seed,
    options.exportRows,
    exportRoutes,
  );
  // Last: the saves rewrite a line, which the figures above should not see.
  const save = await measureOrderLineSave(server, cookie, seed, options.requests);
  return { scenarios, save, transfers };
}

export function printJewelryReport(
  driver: string,
  seed: JewelrySeed,
  options: JewelryBenchOptions,
  report: JewelryReport,
) {
  const records = `${seed.total.toLocaleString("en-US")} jewelry`;
  printListScenarios(driver, records, options, report.scenarios, jewelryListTargetMs, "the 'rows' column");
  const { save } = report;
  console.log(`${driver} — plain Save, one at a time; ! marks p99 > ${saveTargetMs} ms`);
  console.table([
    {
      save: save.name,
      requests: save.requests,
      "p50 ms": save.p50,
      "p99 ms": save.p99,
      "others updated": save.othersUpdated,
      failed: save.errors,
      [`> ${saveTargetMs} ms`]: save.p99 > saveTargetMs ? "!" : "",
    },
  ]);
  printTransfers(`${driver} — jewelry export`, report.transfers);
}
