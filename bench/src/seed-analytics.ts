import { seedDiamonds } from "./seed-diamonds";
import { seedJewelry } from "./seed-jewelry";
import {
  type BenchCompany,
  fraction,
  idArray,
  type LoadOptions,
  literal,
  loadWithoutIndexes,
  type SqlSession,
  timed,
  uuidv7Sql,
  type Weights,
  weighted,
} from "./seed-sql";

// Public page events at scale (issue 25): the diamonds, jewelry and QR lists they are of (50
// clients, the first with about 14 % of the records), then `total` events from 2025-01-01 to now,
// 92 % views and 8 % clicks, loaded with the triggers off and counted once by
// analytics_counts_rebuild(). 40 % of the events are of the first client's records (the big
// client: thousands of certificates), the rest of any record; within either, a few records are
// far more viewed than the rest (a square of a uniform draw). 4 % are crawlers (no platform),
// 10 % of an unknown country. Every choice is a hash of the row number: two runs of one size
// hold the same events.

export type AnalyticsSeed = {
  events: { views: number; clicks: number };
  clients: BenchCompany[];
  bigClientId: string;
  bigClientRecords: number;
  records: number;
  // The first instant of the events; the last is the load's start.
  oldest: Date;
};

export type AnalyticsSeedSizes = { events: number; diamonds: number; jewelry: number; lists: number };

const firstEventMs = Date.parse("2025-01-01T00:00:00Z");
// The big client's website, by which a kept database's big client is found again.
export const bigClientWebsite = "https://big-client.example";
const clickShare = 0.08;
const bigClientShare = 0.4;

const platformWeights: Weights = [
  ["ios", 40],
  ["android", 32],
  ["desktop", 24],
  ["other", 4],
];
const countryWeights: Weights = [
  ["US", 30],
  ["IN", 12],
  ["IL", 8],
  ["BE", 6],
  ["AE", 6],
  ["HK", 6],
  ["GB", 5],
  ["DE", 4],
  ["CN", 4],
  ["JP", 3],
  ["CA", 3],
  ["AU", 3],
  ["", 10],
];

// The records events may be of, numbered in two pools: 1, the big client's; 2, every record
// (those without a client too: their views are recorded, not counted).
async function numberRecords(session: SqlSession, bigClientId: string) {
  await session.query(`CREATE TEMP TABLE bench_event_records (
    pool smallint NOT NULL, n integer NOT NULL, id uuid NOT NULL, client_id uuid, kind text NOT NULL,
    PRIMARY KEY (pool, n))`);
  const records = `SELECT id, client_id, 'diamond' AS kind FROM diamonds
    UNION ALL SELECT id, client_id, 'jewelry' FROM jewelry
    UNION ALL SELECT id, client_id, 'list' FROM qr_lists`;
  await session.query(`INSERT INTO bench_event_records
    SELECT 1, row_number() OVER (ORDER BY md5(id::text)), id, client_id, kind
    FROM (${records}) AS r WHERE client_id = ${literal(bigClientId)}
    UNION ALL
    SELECT 2, row_number() OVER (ORDER BY md5(id::text)), id, client_id, kind FROM (${records}) AS r`);
  await session.query("ANALYZE bench_event_records");
  const { rows } = await session.query(
    "SELECT count(*) FILTER (WHERE pool = 1)::int AS big, count(*) FILTER (WHERE pool = 2)::int AS every FROM bench_event_records",
  );
  const [counted] = rows as { big: number; every: number }[];
  return { big: counted?.big ?? 0, every: counted?.every ?? 0 };
}

type EventTable = { table: "public_page_views" | "public_page_clicks"; at: string; salt: number };

// Events numbered from..to (inclusive), `step` ms apart from the first, each of a record drawn
// from a pool (the big client's or all).
function insertEvents(
  event: EventTable,
  range: { from: number; to: number; step: number },
  pools: { big: number; every: number },
) {
  const r = (salt: number) => fraction(salt + event.salt);
  return `INSERT INTO ${event.table} (id, page_kind, record_id, client_id, ${event.at}, device_class, platform, country)
    SELECT ${uuidv7Sql("e.ms", "e.h", "e.i")}, r.kind, r.id, r.client_id, to_timestamp(e.ms / 1000.0),
      CASE WHEN e.platform IS NULL THEN 'bot' WHEN e.platform = 'desktop' THEN 'desktop'
        WHEN e.platform = 'other' THEN 'unknown' WHEN e.tablet THEN 'tablet' ELSE 'mobile' END,
      e.platform, nullif(e.country, '')
    FROM (
      SELECT i, md5(i::text || '${event.table}') AS h,
        ${firstEventMs} + floor((i + ${r(0)}) * ${range.step})::bigint AS ms,
        CASE WHEN ${r(1)} < ${bigClientShare} THEN 1 ELSE 2 END AS pool,
        ${r(2)} AS popularity,
        CASE WHEN ${r(3)} < 0.04 THEN NULL ELSE ${weighted(r(4), platformWeights)} END AS platform,
        ${r(5)} < 0.1 AS tablet,
        ${weighted(r(6), countryWeights)} AS country
      FROM generate_series(${range.from}::bigint, ${range.to}::bigint) AS i
    ) AS e
    JOIN bench_event_records AS r ON r.pool = e.pool
      AND r.n = 1 + floor(power(e.popularity, 2) * CASE e.pool WHEN 1 THEN ${pools.big} ELSE ${pools.every} END)::int`;
}

// QR lists of the clients, titled as a lab would, the big client's share as with the records.
async function insertLists(session: SqlSession, total: number, clients: BenchCompany[]) {
  const collections = [
    "Holiday collection",
    "Bridal",
    "Spring stock",
    "Showroom",
    "Trade fair",
    "Eternity bands",
  ];
  await session.query(`INSERT INTO qr_lists (id, title, client_id)
    SELECT ${uuidv7Sql(`(${Date.now()} - i * 3600000)`, "md5(i::text)", "i")},
      (ARRAY[${collections.map(literal).join(",")}])[1 + i % ${collections.length}] || ' ' || i,
      (${idArray(clients)})[1 + floor(power(${fraction(40)}, 2) * ${clients.length})::int]
    FROM generate_series(1::bigint, ${total}::bigint) AS i`);
}

export async function seedAnalytics(
  session: SqlSession,
  sizes: AnalyticsSeedSizes,
  options: LoadOptions,
): Promise<AnalyticsSeed> {
  const log = options.log ?? (() => {});
  const diamonds = await seedDiamonds(session, sizes.diamonds, options);
  await seedJewelry(session, sizes.jewelry, {
    ...options,
    companies: { clients: diamonds.clients, customers: diamonds.customers },
  });
  const bigClientId = diamonds.largestClientId;
  // The big client has a website, so its pages link to it (as a page with a link is measured).
  await session.query(
    `UPDATE companies SET website = ${literal(bigClientWebsite)} WHERE id = ${literal(bigClientId)}`,
  );
  await insertLists(session, sizes.lists, diamonds.clients);
  const pools = await numberRecords(session, bigClientId);
  const clicks = Math.round(sizes.events * clickShare);
  const views = sizes.events - clicks;
  const spanMs = Date.now() - firstEventMs;
  const tables: [EventTable, number][] = [
    [{ table: "public_page_views", at: "viewed_at", salt: 50 }, views],
    [{ table: "public_page_clicks", at: "clicked_at", salt: 60 }, clicks],
  ];
  for (const [event, total] of tables)
    await loadWithoutIndexes(
      session,
      event.table,
      total,
      (from, to) => insertEvents(event, { from, to, step: spanMs / total }, pools),
      { chunk: 500_000, ...options },
    );
  await session.query("DROP TABLE bench_event_records");
  await timed(log, "analytics_counts_rebuild done", () => session.query("SELECT analytics_counts_rebuild()"));
  await timed(log, "VACUUM ANALYZE", async () => {
    for (const table of [
      "public_page_views",
      "public_page_clicks",
      "analytics_day_counts",
      "analytics_month_counts",
      "analytics_record_month_counts",
      "analytics_record_year_counts",
      "qr_lists",
      "companies",
    ])
      await session.query(`VACUUM ANALYZE ${table}`);
  });
  await timed(log, "CHECKPOINT", () => session.query("CHECKPOINT"));
  return {
    events: { views, clicks },
    clients: diamonds.clients,
    bigClientId,
    bigClientRecords: pools.big,
    records: pools.every,
    oldest: new Date(firstEventMs),
  };
}
