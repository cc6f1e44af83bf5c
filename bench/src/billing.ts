import { newYorkDayOf } from "@loupe/domain/new-york-days";
import { hashPassword } from "@loupe/server/auth/password";
import { openPostgres } from "@loupe/server/db/client";
import { migrateDatabase } from "@loupe/server/db/migrate";
import { administrators } from "@loupe/server/db/schema";
import { startServer } from "@loupe/server/testing/spawn-server";
import pg from "pg";
import { uuidv7 } from "uuidv7";
import { getJson, measureScenarios, type PageBody, printScenarios, query } from "./api-measure";
import { seedJewelry } from "./seed-jewelry";
import { signInAs } from "./sign-in";

// BENCH_ONLY=billing npm run bench: the certificate cost report (/billing, issue #23) at
// BENCH_BILLING_JEWELRY [1,000,000] jewelry on PostgreSQL, in a database of its own
// (loupe_bench_billing_<pid>, dropped afterwards; BENCH_KEEP_DATABASE=1 keeps it for EXPLAIN).
// Each scenario is a page with its Total Cert Price; target p99 ≤ 15 ms.
export const billingTargetMs = 15;
const credentials = { email: "bench-billing@bench.loupe", password: "benchmark password" };

// The jewelry seed leaves Total Cert Price empty; billed rows get one (15–95 dollars, by row), with
// the triggers off for the load and the kept day totals rebuilt once after (migration 0025).
async function priceBilledRows(session: pg.Client) {
  await session.query("ALTER TABLE jewelry DISABLE TRIGGER USER");
  await session.query(`UPDATE jewelry SET total_cert_price = 15 + (abs(hashtext(id::text)) % 8000) / 100.0
    WHERE qa_status = 'Passed' AND certificate_number <> ''`);
  await session.query("ALTER TABLE jewelry ENABLE TRIGGER USER");
  await session.query("SELECT billing_day_totals_rebuild()");
  await session.query("VACUUM ANALYZE jewelry");
  await session.query("ANALYZE billing_day_totals");
}

type BillingSample = {
  orderNumber: string;
  certificateNumber: string;
  clientSku: string;
  purchaseOrder: string;
};

async function billedSample(session: pg.Client): Promise<BillingSample> {
  const { rows } = await session.query(`
    SELECT order_number AS "orderNumber", certificate_number AS "certificateNumber",
      client_sku AS "clientSku", purchase_order AS "purchaseOrder"
    FROM jewelry
    WHERE qa_status = 'Passed' AND certificate_number <> '' AND order_number <> ''
      AND client_sku <> '' AND purchase_order <> ''
    ORDER BY created DESC OFFSET 1000 LIMIT 1`);
  const [found] = rows as BillingSample[];
  if (!found) throw new Error("the seeded jewelry has no billed record with every key");
  return found;
}

async function scenarios(baseURL: string, cookie: string, client: string, sample: BillingSample) {
  const url = (parameters: Record<string, string | number>) => `${baseURL}/api/billing?${query(parameters)}`;
  const today = newYorkDayOf(new Date());
  const monthAgo = newYorkDayOf(new Date(Date.now() - 30 * 86_400_000));
  const yearAgo = newYorkDayOf(new Date(Date.now() - 365 * 86_400_000));
  const second = await getJson<PageBody>(url({ client }), cookie);
  const list: [string, string][] = [
    ["first page (250) + total, every client", url({})],
    ["first page (250) + total, largest client", url({ client })],
    ["first page (1000) + total, largest client", url({ client, limit: 1000 })],
    ["page 2 by cursor, largest client", url({ client, cursor: second.nextCursor ?? "" })],
    ["largest client, last 30 New York days", url({ client, from: monthAgo, to: today })],
    ["every client, one New York day a year ago", url({ from: yearAgo, to: yearAgo })],
    ["largest client, from a year ago", url({ client, from: yearAgo })],
    [`Order # '${sample.orderNumber}'`, url({ searchType: "orderNumber", search: sample.orderNumber })],
    [
      `Certificate # '${sample.certificateNumber}'`,
      url({ searchType: "certificateNumber", search: sample.certificateNumber }),
    ],
    [
      `SKU '${sample.clientSku}' (largest client)`,
      url({ client, searchType: "sku", search: sample.clientSku }),
    ],
    [`PO # '${sample.purchaseOrder}'`, url({ searchType: "purchaseOrder", search: sample.purchaseOrder })],
  ];
  return list;
}

export async function benchBilling(postgresUrl: string, total: number, requests: number) {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const name = `loupe_bench_billing_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  try {
    const handle = openPostgres(url.toString());
    await migrateDatabase(handle);
    await handle.db.insert(administrators).values({
      id: uuidv7(),
      fullName: "Billing Reader",
      email: credentials.email,
      passwordHash: await hashPassword(credentials.password),
      permissions: ["view_billing"],
    });
    await handle.close();
    const session = new pg.Client({ connectionString: url.toString() });
    await session.connect();
    console.log(`PostgreSQL: seeding ${total.toLocaleString("en-US")} jewelry for billing…`);
    const started = performance.now();
    const seed = await seedJewelry(session, total, {
      log: (line) => console.log(line),
      maintenanceWorkMem: "256MB",
    });
    await priceBilledRows(session);
    const sample = await billedSample(session);
    const billed = (await session.query("SELECT sum(n)::int AS n FROM billing_day_totals WHERE client = '*'"))
      .rows[0] as { n: number };
    await session.end();
    console.log(
      `PostgreSQL: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s; ${billed.n.toLocaleString("en-US")} billed`,
    );
    const server = await startServer({ LOG_LEVEL: "error", DATABASE_URL: url.toString() }, { credentials });
    try {
      const cookie = await signInAs(server.baseURL, credentials);
      const list = await scenarios(server.baseURL, cookie, seed.largestClientId, sample);
      const results = await measureScenarios(list, cookie, { requests, connections: 2 });
      console.log(
        `\nPostgreSQL — billing at ${total.toLocaleString("en-US")} jewelry, ${requests} requests a scenario, 2 connections`,
      );
      printScenarios(results, billingTargetMs);
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
