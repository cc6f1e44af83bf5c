import type { RunningServer } from "@loupe/server/testing/spawn-server";
import ExcelJS from "exceljs";
import {
  blank,
  measureScenarios,
  notRegistered,
  printTransfers,
  registeredRoutes,
  round,
  type ScenarioResult,
  type TransferResult,
  transfer,
} from "./api-measure";
import { certificateList, measureExports, printListScenarios } from "./certificate-measure";
import type { DiamondSeed } from "./seed-diamonds";

// The diamond list, export and import through the HTTP API, as the diamond issue's proof asks:
// each list scenario is at least 200 requests (p50/p99), the export is timed to its last byte with
// the server's peak RSS, the import is a 10,000-row file through preview and commit.

export const p99TargetMs = 25;
const exportRoutes = { resource: "diamonds", qrFile: "export-qr.csv", targetSeconds: 10 };
const importTargetSeconds = 5;

export type DiamondBenchOptions = {
  requests: number;
  connections: number;
  exportRows: number;
  importRows: number;
};

export type DiamondReport = { scenarios: ScenarioResult[]; transfers: TransferResult[] };

// ---- list scenarios ----

async function listScenarios(server: RunningServer, cookie: string, seed: DiamondSeed) {
  const first = "first page (50, created desc)";
  const { list, pages, year, month } = await certificateList(server, cookie, seed, "diamonds", first);
  const scenarios: [string, string][] = [
    ...pages,
    ["sort certificateNumber asc", list({ sort: "certificateNumber:asc" })],
    ["sort template desc", list({ sort: "template:desc" })],
    ["filter templateId=3", list({ templateId: 3 })],
    ["filter clientId (largest client)", list({ clientId: seed.largestClientId })],
    ["filter shape=Oval", list({ shape: "Oval" })],
    ["filter origin=Lab Grown", list({ origin: "Lab Grown" })],
    ["filter origin=Natural (<> Lab Grown)", list({ origin: "Natural" })],
    ["filter imperfections=with", list({ imperfections: "with" })],
    ["filter created, 30 days", list(month)],
    ["filter created, 1 year", list(year)],
    ["combined template+client", list({ templateId: 3, clientId: seed.largestClientId })],
    [
      "combined template+client+origin+1 year",
      list({ templateId: 3, clientId: seed.largestClientId, origin: "Lab Grown", ...year }),
    ],
    ["search 'LG1234'", list({ search: "LG1234" })],
    ["search 'SKU-9876'", list({ search: "SKU-9876" })],
    ["search '77' (under 3 characters)", list({ search: "77" })],
    ["search + filter: '1234' + Lab Grown", list({ search: "1234", origin: "Lab Grown" })],
  ];
  return scenarios;
}

// ---- import ----

const importHeaders = [
  "Certificate Number",
  "Client SKU",
  "Template",
  "Client",
  "Customer",
  "Origin",
  "Shape",
  "Weight",
  "Color Template",
  "Color",
  "Clarity",
  "Cut",
  "Polish",
  "Symmetry",
  "Fluorescence",
  "Girdle",
  "Measurements",
  "Table",
  "Depth",
  "Description",
] as const;

const importTemplates = ["Everything", "Regular", "Minimalist", "Extra Minimalist"] as const;
const importShapes = ["Round", "Oval", "Princess", "Cushion", "Emerald", "Pear"] as const;

// Complete rows (any template's required fields are filled) with certificate numbers no seeded
// row uses ('IM' prefix, unique per run).
function importRows(total: number, seed: DiamondSeed): (string | number)[][] {
  const run = Date.now().toString(36).toUpperCase();
  return Array.from({ length: total }, (_, index) => {
    const weight = round(0.3 + (index % 40) / 10, 2);
    const diameter = 6.5 * Math.cbrt(weight);
    return [
      `IM${run}${String(index).padStart(6, "0")}`,
      `IMPORT-${run}-${index}`,
      importTemplates[index % importTemplates.length] ?? "Regular",
      seed.clients[index % seed.clients.length]?.name ?? "",
      index % 3 === 0 ? (seed.customers[index % seed.customers.length]?.name ?? "") : "",
      index % 10 < 6 ? "Lab Grown" : "Natural Stone",
      importShapes[index % importShapes.length] ?? "Round",
      weight,
      "Standard",
      ["D", "E", "F", "G", "H"][index % 5] ?? "G",
      ["VS1", "VS2", "SI1", "VVS2"][index % 4] ?? "VS1",
      "Excellent",
      "Very Good",
      "Excellent",
      "None",
      "M",
      `${diameter.toFixed(2)} x ${(diameter * 1.008).toFixed(2)} x ${(diameter * 0.615).toFixed(2)} mm`,
      57,
      61.5,
      "Imported by the benchmark",
    ];
  });
}

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Diamonds");
  sheet.addRow([...importHeaders]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type PreviewBody = {
  rows: { status: string; values: unknown }[];
  counts: { ready: number; incomplete: number; rejected: number };
};

async function measureImport(
  server: RunningServer,
  cookie: string,
  seed: DiamondSeed,
  options: DiamondBenchOptions,
  registered: (path: string) => boolean,
): Promise<TransferResult[]> {
  const label = `${options.importRows.toLocaleString("en-US")} rows`;
  const previewPath = "/api/diamonds/import/preview";
  const commitPath = "/api/diamonds/import";
  if (!registered(previewPath) || !registered(commitPath))
    return [{ name: `import ${label}`, ...blank, targetSeconds: importTargetSeconds, note: notRegistered }];

  const rows = importRows(options.importRows, seed);
  const csv = Buffer.from([importHeaders, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n"));
  const xlsx = await xlsxOf(rows);
  const headers = { cookie, origin: server.baseURL };
  // Written inside the timed closures, read after them.
  const state: { previewed: PreviewBody | null; previewSeconds: number; commitSeconds: number | null } = {
    previewed: null,
    previewSeconds: 0,
    commitSeconds: null,
  };

  const preview = async (fileName: string, content: Buffer, type: string) => {
    const form = new FormData();
    form.set("file", new Blob([content], { type }), fileName);
    const started = performance.now();
    const response = await fetch(`${server.baseURL}${previewPath}`, { method: "POST", headers, body: form });
    if (!response.ok) throw new Error(`preview answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as PreviewBody;
    const { ready, incomplete, rejected } = body.counts;
    return { body, seconds: (performance.now() - started) / 1000, ready, incomplete, rejected };
  };

  const results = [
    await transfer(`import preview .csv, ${label}`, null, server.pid, async () => {
      const done = await preview("bench-import.csv", csv, "text/csv");
      state.previewed = done.body;
      state.previewSeconds = done.seconds;
      const note = `ready ${done.ready}, incomplete ${done.incomplete}, rejected ${done.rejected}`;
      return { rows: done.body.rows.length, bytes: csv.byteLength, note };
    }),
    await transfer(`import preview .xlsx, ${label}`, null, server.pid, async () => {
      const done = await preview(
        "bench-import.xlsx",
        xlsx,
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      );
      return { rows: done.body.rows.length, bytes: xlsx.byteLength };
    }),
  ];
  const accepted = state.previewed;
  if (!accepted) return results;

  // The commit sends back what the preview accepted, as the import screen does.
  const body = JSON.stringify({
    rows: accepted.rows.filter((row) => row.status !== "rejected").map((row) => row.values),
  });
  results.push(
    await transfer(`import commit, ${label}`, null, server.pid, async () => {
      const started = performance.now();
      const response = await fetch(`${server.baseURL}${commitPath}`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body,
      });
      if (!response.ok) throw new Error(`commit answered ${response.status}: ${await response.text()}`);
      const result = (await response.json()) as { imported: number; incomplete: number };
      state.commitSeconds = (performance.now() - started) / 1000;
      return {
        rows: result.imported,
        bytes: Buffer.byteLength(body),
        note: `incomplete ${result.incomplete}`,
      };
    }),
  );
  const committed = state.commitSeconds;
  if (committed !== null)
    results.push({
      name: `import total (.csv preview + commit), ${label}`,
      ...blank,
      rows: accepted.rows.length,
      seconds: round(state.previewSeconds + committed, 2),
      targetSeconds: importTargetSeconds,
      note: "",
    });
  return results;
}

export async function measureDiamonds(
  server: RunningServer,
  cookie: string,
  seed: DiamondSeed,
  options: DiamondBenchOptions,
): Promise<DiamondReport> {
  const registered = await registeredRoutes(server, cookie);
  const scenarios = await measureScenarios(await listScenarios(server, cookie, seed), cookie, options);
  const transfers = await measureExports(
    { server, cookie, registered },
    seed,
    options.exportRows,
    exportRoutes,
  );
  // Last: the import adds rows, which would change the figures above.
  transfers.push(...(await measureImport(server, cookie, seed, options, registered)));
  return { scenarios, transfers };
}

export function printDiamondReport(
  driver: string,
  seed: DiamondSeed,
  options: DiamondBenchOptions,
  report: DiamondReport,
) {
  const records = `${seed.total.toLocaleString("en-US")} diamonds`;
  const rowsColumn = "the 'rows' column, shown as the total";
  printListScenarios(driver, records, options, report.scenarios, p99TargetMs, rowsColumn);
  printTransfers(`${driver} — export and import`, report.transfers);
}
