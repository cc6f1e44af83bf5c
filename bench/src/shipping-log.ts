import { hashPassword } from "@loupe/server/auth/password";
import { openPostgres } from "@loupe/server/db/client";
import { migrateDatabase } from "@loupe/server/db/migrate";
import { administrators } from "@loupe/server/db/schema";
import { startServer } from "@loupe/server/testing/spawn-server";
import pg from "pg";
import { uuidv7 } from "uuidv7";
import { getJson, measureScenarios, printScenarios, query } from "./api-measure";
import { seedJewelry } from "./seed-jewelry";
import { signInAs } from "./sign-in";

// BENCH_ONLY=shipping npm run bench: the shipping log and the orders report on PostgreSQL (issue
// 23's proof: each first page p99 ≤ 15 ms at 1,000,000 jewelry), in a database of its own
// (loupe_bench_shipping_<pid>, dropped afterwards; BENCH_KEEP_DATABASE=1 keeps it for EXPLAIN).
// BENCH_SHIPPING [1,000,000] jewelry, most of the older ones shipped (seed-jewelry.ts).

const targetMs = 15;
const credentials = { email: "bench-shipping@bench.loupe", password: "benchmark password" };

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
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const name = `loupe_bench_shipping_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  try {
    const handle = openPostgres(url.toString());
    await migrateDatabase(handle);
    await handle.db.insert(administrators).values({
      id: uuidv7(),
      fullName: "Shipping Bench",
      email: credentials.email,
      passwordHash: await hashPassword(credentials.password),
      // The orders report shows prices.
      permissions: ["view_billing"],
    });
    await handle.close();
    const session = new pg.Client({ connectionString: url.toString() });
    await session.connect();
    console.log(`PostgreSQL: seeding ${options.total.toLocaleString("en-US")} jewelry…`);
    const started = performance.now();
    try {
      await seedJewelry(session, options.total, {
        log: (line) => console.log(line),
        maintenanceWorkMem: "256MB",
      });
    } finally {
      await session.end();
    }
    console.log(`PostgreSQL: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const server = await startServer({ LOG_LEVEL: "error", DATABASE_URL: url.toString() }, { credentials });
    try {
      const cookie = await signInAs(server.baseURL, credentials);
      const results = await measureScenarios(await scenarios(server.baseURL, cookie), cookie, options);
      console.log(
        `\nPostgreSQL — shipping log and orders report: ${options.total.toLocaleString("en-US")} jewelry; ` +
          `${options.connections} connections, ${options.requests} requests each; ! marks p99 > ${targetMs} ms`,
      );
      printScenarios(results, targetMs);
    } finally {
      await server.stop();
    }
  } catch (error) {
    console.error(error);
    throw error;
  } finally {
    if (process.env.BENCH_KEEP_DATABASE === "1") console.log(`kept database ${name}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
