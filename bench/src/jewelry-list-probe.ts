import { type JewelryListQuery, jewelryListQuerySchema } from "@loupe/domain/jewelry/jewelry-list-query";
import { createPglite, openPglite, openPostgres } from "@loupe/server/db/client";
import { migrateDatabase } from "@loupe/server/db/migrate";
import { listJewelry } from "@loupe/server/modules/jewelry/service";
import { uuidv7 } from "uuidv7";

// The jewelry list's hot paths at N rows: each filter, their combinations and each search type,
// first page and exact total. Usage: tsx src/jewelry-list-probe.ts [rows] (PGlite in memory), or
// with DATABASE_URL=postgres://… against an empty database there.
// Rows are made with one INSERT … SELECT FROM generate_series per chunk; values cycle by row number.

const total = Number(process.argv[2] ?? 100_000);
const handle = process.env.DATABASE_URL
  ? openPostgres(process.env.DATABASE_URL)
  : openPglite(await createPglite(undefined));
await migrateDatabase(handle);
const { db } = handle;
const run = (text: string) => db.execute(text as never);

const clients = Array.from({ length: 20 }, () => uuidv7());
for (const [index, id] of clients.entries())
  await run(`insert into companies (id, kind, name) values ('${id}', 'client', 'Client ${index}')`);
const clientArray = `array[${clients.map((id) => `'${id}'::uuid`).join(",")}]`;
const seedStart = performance.now();
for (let from = 0; from < total; from += 50_000) {
  const to = Math.min(total, from + 50_000) - 1;
  await run(`insert into jewelry (id, template_id, jewelry_type, certificate_number, client_sku, item_number,
      purchase_order, tracking_number, order_number, line_number, client_id, created)
    select gen_random_uuid(), (array[1,2,3,4,5,14,15,19])[1 + n % 8],
      (array['Ring','Pendant','Necklace','Bracelet','Earring','Watch'])[1 + (n * 7) % 6],
      'JW' || lpad(n::text, 8, '0'), 'SKU-' || ((n::bigint * 7919) % 1000003), 'IT' || (n % 9973),
      'PO' || (n % 4999), '1Z' || lpad(((n::bigint * 104729) % 10000019)::text, 10, '0'),
      'A' || (n / 5), n % 5, (${clientArray})[1 + (n / 3) % 20],
      now() - (n || ' minutes')::interval
    from generate_series(${from}, ${to}) as n`);
}
await run("analyze jewelry");
console.log(`seeded ${total} jewelry in ${Math.round(performance.now() - seedStart)} ms`);

const month = (back: number) => new Date(Date.now() - back * 30 * 24 * 3_600_000).toISOString();
const cases: [string, Record<string, unknown>][] = [
  ["no filter", {}],
  ["template", { templateId: 3 }],
  ["style", { jewelryType: "Ring" }],
  ["client", { clientId: clients[3] }],
  ["date range", { createdFrom: month(2), createdTo: month(1) }],
  ["client + template", { clientId: clients[3], templateId: 3 }],
  ["every filter", { clientId: clients[3], templateId: 3, jewelryType: "Ring", createdFrom: month(3) }],
  ["Cert # partial", { searchType: "certificateNumber", search: "0001234" }],
  ["Cert # prefix", { searchType: "certificateNumber", search: "JW" }],
  ["Client SKU", { searchType: "clientSku", search: "SKU-4242" }],
  ["Item #", { searchType: "itemNumber", search: "IT997" }],
  ["PO #", { searchType: "purchaseOrder", search: "PO123" }],
  ["Tracking #", { searchType: "trackingNumber", search: "1Z000012" }],
  ["Order #", { searchType: "orderNumber", search: "A1234" }],
  ["Order # line", { searchType: "orderNumber", search: "A1234-2" }],
  ["search + client", { searchType: "clientSku", search: "SKU-1", clientId: clients[3] }],
];
console.log("case | total | median ms (5 runs)");
for (const [name, filter] of cases) {
  const query: JewelryListQuery = jewelryListQuerySchema.parse({ limit: 50, ...filter });
  const times: number[] = [];
  let found = 0;
  for (let round = 0; round < 5; round++) {
    const start = performance.now();
    found = (await listJewelry(db, query)).total;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${name} | ${found} | ${times[2]?.toFixed(1)}`);
}
await handle.close();
