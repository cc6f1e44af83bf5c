import { newYorkDayOf } from "@loupe/domain/new-york-days";
import type pg from "pg";
import { getJson, measureScenarios, type PageBody, printScenarios, query } from "./api-measure";
import { benchOnJewelry } from "./jewelry-bench-database";

// BENCH_ONLY=billing npm run bench: the certificate cost report (/billing, issue #23) at
// BENCH_BILLING_JEWELRY [1,000,000] jewelry on PostgreSQL, in a database of its own
// (loupe_bench_billing_<pid>, dropped afterwards; BENCH_KEEP_DATABASE=1 keeps it for EXPLAIN).
// Each scenario is a page with its Total Cert Price; target p99 ≤ 15 ms.
export const billingTargetMs = 15;

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
  await benchOnJewelry({
    postgresUrl,
    label: "billing",
    reader: { fullName: "Billing Reader", permissions: ["view_billing"] },
    total,
    prepare: async (session) => {
      await priceBilledRows(session);
      const billed = (
        await session.query("SELECT sum(n)::int AS n FROM billing_day_totals WHERE client = '*'")
      ).rows[0] as { n: number };
      console.log(`PostgreSQL: ${billed.n.toLocaleString("en-US")} billed`);
      return billedSample(session);
    },
    measure: async ({ baseURL, cookie, seed, prepared: sample }) => {
      const list = await scenarios(baseURL, cookie, seed.largestClientId, sample);
      const results = await measureScenarios(list, cookie, { requests, connections: 2 });
      console.log(
        `\nPostgreSQL — billing at ${total.toLocaleString("en-US")} jewelry, ${requests} requests a scenario, 2 connections`,
      );
      printScenarios(results, billingTargetMs);
    },
  });
}
