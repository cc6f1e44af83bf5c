import { getJson, measureScenarios, printScenarios, query } from "./api-measure";
import { benchOnJewelry } from "./jewelry-bench-database";

// BENCH_ONLY=shipping npm run bench: the shipping log and the orders report on PostgreSQL (issue
// 23's proof: each first page p99 ≤ 15 ms at 1,000,000 jewelry), in a database of its own
// (loupe_bench_shipping_<pid>, dropped afterwards; BENCH_KEEP_DATABASE=1 keeps it for EXPLAIN).
// BENCH_SHIPPING [1,000,000] jewelry, most of the older ones shipped (seed-jewelry.ts).

const targetMs = 15;

export type ShippingBenchOptions = { total: number; requests: number; connections: number };

type ShippedRow = {
  shippedOn: string;
  orderNumber: string;
  lineNumber: number | null;
  trackingNumber: string;
};

// The scenarios, from what the seeded log holds: its latest shipped item's keys and month.
async function scenarios(baseURL: string, cookie: string): Promise<[string, string][]> {
  const shipping = `${baseURL}/api/shipping-log`;
  const orders = `${baseURL}/api/orders`;
  const log = (parameters: Record<string, string>) => `${shipping}?${query(parameters)}`;
  const report = (parameters: Record<string, string>) => `${orders}?${query(parameters)}`;
  const first = await getJson<{ items: ShippedRow[] }>(log({ limit: "50" }), cookie);
  const sample = first.items.find((item) => item.orderNumber && item.trackingNumber) ?? first.items[0];
  const shippedOn = Date.parse(sample?.shippedOn ?? new Date().toISOString());
  const month = {
    shippedFrom: new Date(shippedOn - 30 * 86_400_000).toISOString(),
    shippedTo: new Date(shippedOn + 86_400_000).toISOString(),
  };
  const orderLine = sample?.lineNumber
    ? `${sample.orderNumber}-${sample.lineNumber}`
    : (sample?.orderNumber ?? "");
  return [
    ["shipping log: first page (50) with its kept total", log({})],
    ["shipping log: style Ring (kept total)", log({ jewelryType: "Ring" })],
    ["shipping log: shipped in 30 days", log(month)],
    [`shipping log: Order # '${orderLine}'`, log({ searchType: "orderNumber", search: orderLine })],
    [
      `shipping log: Tracking # '${sample?.trackingNumber ?? ""}'`,
      log({ searchType: "trackingNumber", search: sample?.trackingNumber ?? "" }),
    ],
    ["orders: first page (50) with its total", report({})],
    [`orders: Order Number '${sample?.orderNumber ?? ""}'`, report({ search: sample?.orderNumber ?? "" })],
    ["orders: intake in 30 days", report({ createdFrom: month.shippedFrom, createdTo: month.shippedTo })],
  ];
}

export async function benchShippingLog(postgresUrl: string, options: ShippingBenchOptions) {
  await benchOnJewelry({
    postgresUrl,
    label: "shipping",
    // The orders report shows prices.
    reader: { fullName: "Shipping Bench", permissions: ["view_billing"] },
    total: options.total,
    prepare: async () => null,
    measure: async ({ baseURL, cookie }) => {
      const results = await measureScenarios(await scenarios(baseURL, cookie), cookie, options);
      console.log(
        `\nPostgreSQL — shipping log and orders report: ${options.total.toLocaleString("en-US")} jewelry; ` +
          `${options.connections} connections, ${options.requests} requests each; ! marks p99 > ${targetMs} ms`,
      );
      printScenarios(results, targetMs);
    },
  });
}
