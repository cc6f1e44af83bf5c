import { missingDiamondFieldLabels } from "@loupe/domain/diamonds/import-row-status";
import type { NewlyAddedItem, NewlyAddedQuery } from "@loupe/domain/intake/intake-api";
import { newlyAddedSearchThreshold } from "@loupe/domain/intake/newly-added-list";
import { missingJewelryFieldLabels } from "@loupe/domain/jewelry/import-row-status";
import { type Cursor, decodeCursor, type Page } from "@loupe/domain/paging";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { escapeLike } from "../../db/escape-like";
import { pageFromRows } from "../../db/keyset-page";
import { badRequest } from "../../http/problem";
import { getDiamond } from "../diamonds/ports";
import { getJewelry } from "../jewelry/ports";

// The dashboard's queue (spec 000 §2, §7 Reads): diamonds and jewelry with NewlyAdded true,
// merged, newest first, keyset paged on (created, id) as every list (db/keyset-page.ts: offsets
// and the total ride in the cursor). Each side reads its partial index of queued rows (migration
// 0010), so the queue costs what it holds, not what the tables hold. The unfiltered total is kept
// by the database (dashboard_counts); a search counts its matches among the queued rows.

type QueueRow = {
  type: "diamond" | "jewelry";
  id: string;
  version: number;
  created: Date | string;
  certificateNumber: string;
  orderNumber: string;
  lineNumber: string;
  clientSku: string;
  summary: string;
  clientId: string | null;
  clientName: string | null;
  incomplete: boolean;
};

const invalidCursor = () => badRequest("The page cursor is not valid; start again from the first page.");
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// OrderNum, LineNum and CertNum: a field matches when it contains the term or is at least 0.3
// similar to it (pg_trgm, the same measure as the domain's similarity.ts). Both tests can be
// answered by the queued rows' trigram index (schema.ts): ilike, and pg_trgm's % operator, whose
// threshold (pg_trgm.similarity_threshold) is 0.3 unless a server sets it otherwise; similarity()
// then holds the match to exactly 0.3 whatever that setting is.
function searchCondition(alias: string, lineNumber: SQL, term: string | undefined): SQL {
  if (!term) return sql`true`;
  const pattern = `%${escapeLike(term)}%`;
  const fields = [sql.raw(`${alias}.order_number`), lineNumber, sql.raw(`${alias}.certificate_number`)];
  const matches = fields.map(
    (field) =>
      sql`(${field} ilike ${pattern} or (${field} % ${term} and similarity(${field}, ${term}) >= ${newlyAddedSearchThreshold}))`,
  );
  return sql`(${sql.join(matches, sql` or `)})`;
}

function queued(boundary: SQL, term: string | undefined, order: SQL, limit: number | null): SQL {
  const cap = limit === null ? sql`` : sql`order by ${order} limit ${limit}`;
  const diamondLine = sql.raw("d.line_number");
  const jewelryLine = sql.raw("coalesce(j.line_number::text, '')");
  return sql`
    (select 'diamond' as type, d.id, d.version, d.created, d.certificate_number, d.order_number,
      d.line_number, d.client_sku,
      concat_ws(' ', nullif(d.shape, ''), trim_scale(d.weight)::text || ' ct') as summary, d.client_id, d.incomplete
    from diamonds d where d.newly_added and ${boundary} and ${searchCondition("d", diamondLine, term)} ${cap})
    union all
    (select 'jewelry', j.id, j.version, j.created, j.certificate_number, j.order_number,
      ${jewelryLine}, j.client_sku, j.jewelry_type, j.client_id, j.incomplete
    from jewelry j where j.newly_added and ${boundary} and ${searchCondition("j", jewelryLine, term)} ${cap})`;
}

const selectQueue = (from: SQL, order: SQL, limit: number) => sql`
    select q.type, q.id, q.version, q.created, q.certificate_number as "certificateNumber",
      q.order_number as "orderNumber", q.line_number as "lineNumber", q.client_sku as "clientSku",
      q.summary, q.client_id as "clientId", c.name as "clientName", q.incomplete
    from (${from}) q
    left join companies c on c.id = q.client_id
    order by ${order}
    limit ${limit}`;

// One queued item as the table shows it; null when it is not (or no longer) queued.
export async function readQueuedItem(
  db: Executor,
  type: NewlyAddedItem["type"],
  id: string,
): Promise<NewlyAddedItem | null> {
  const only = sql`id = ${id}::uuid`;
  const result = (await db.execute(
    selectQueue(queued(only, undefined, sql`created desc`, 1), sql`q.created desc`, 2),
  )) as unknown as { rows: QueueRow[] };
  const row = result.rows.find((found) => found.type === type);
  return row ? ((await withMissingFields(db, [row]))[0] ?? null) : null;
}

export async function listNewlyAdded(db: Executor, query: NewlyAddedQuery): Promise<Page<NewlyAddedItem>> {
  const term = query.search?.trim() || undefined;
  let cursor: Cursor | null = null;
  if (query.cursor) {
    cursor = decodeCursor(query.cursor);
    if (!cursor || !uuidPattern.test(cursor.id) || Number.isNaN(Date.parse(cursor.key)))
      throw invalidCursor();
  }
  const backwards = query.direction === "prev" && cursor !== null;
  const key = cursor ? sql`(${cursor.key}::timestamptz, ${cursor.id}::uuid)` : null;
  // Unqualified names: each branch of the union reads its own table's columns.
  const boundary = key ? (backwards ? sql`(created, id) > ${key}` : sql`(created, id) < ${key}`) : sql`true`;
  const order = backwards ? sql`created asc, id asc` : sql`created desc, id desc`;
  const limit = query.limit + 1;
  const outerOrder = backwards ? sql`q.created asc, q.id asc` : sql`q.created desc, q.id desc`;
  const result = (await db.execute(
    selectQueue(queued(boundary, term, order, limit), outerOrder, limit),
  )) as unknown as { rows: QueueRow[] };
  const counted = cursor?.total ?? (await countQueued(db, term));
  const page = pageFromRows({
    rows: result.rows,
    limit: query.limit,
    backwards,
    cursor,
    counted,
    keyOf: (row) => ({ key: new Date(row.created).toISOString(), id: row.id }),
  });
  return { ...page, items: await withMissingFields(db, page.items) };
}

async function countQueued(db: Executor, term: string | undefined): Promise<number> {
  const statement = term
    ? sql`select count(*)::integer as total from (${queued(sql`true`, term, sql``, null)}) q`
    : sql`select coalesce(sum(n), 0)::integer as total from dashboard_counts where name = 'newly_added'`;
  const result = (await db.execute(statement)) as unknown as { rows: { total: number }[] };
  return Number(result.rows[0]?.total ?? 0);
}

// The fields a red (incomplete) row lacks, named as the import names them: read from its record,
// for the page's red rows only (a partly graded pull is the exception, not the page).
async function missingFieldsOf(db: Executor, row: QueueRow): Promise<string[]> {
  if (!row.incomplete) return [];
  // The references (companies, files) are no required field: the read record's stand in as none.
  const references = { clientId: null, customerId: null, certificateVideoFileId: null };
  return row.type === "diamond"
    ? missingDiamondFieldLabels({ ...(await getDiamond(db, row.id)), ...references })
    : missingJewelryFieldLabels({
        ...(await getJewelry(db, row.id)),
        ...references,
        customerLogoFileId: null,
      });
}

async function withMissingFields(db: Executor, rows: QueueRow[]): Promise<NewlyAddedItem[]> {
  const items: NewlyAddedItem[] = [];
  for (const row of rows) items.push(toItem(row, await missingFieldsOf(db, row)));
  return items;
}

function toItem(row: QueueRow, missingFields: string[]): NewlyAddedItem {
  return {
    type: row.type,
    id: row.id,
    version: Number(row.version),
    created: new Date(row.created).toISOString(),
    certificateNumber: row.certificateNumber,
    orderNumber: row.orderNumber,
    lineNumber: row.lineNumber,
    clientSku: row.clientSku,
    summary: row.summary ?? "",
    client: row.clientId && row.clientName ? { id: row.clientId, name: row.clientName } : null,
    incomplete: row.incomplete,
    missingFields,
  };
}
