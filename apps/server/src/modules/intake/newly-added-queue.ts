import { missingDiamondFieldLabels } from "@loupe/domain/diamonds/import-row-status";
import { isUuid } from "@loupe/domain/ids";
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
  rank: number;
};

const invalidCursor = () => badRequest("The page cursor is not valid; start again from the first page.");
// OrderNum, LineNum and CertNum: a field matches when it contains the term or is at least 0.3
// similar to it (pg_trgm, the same measure as the domain's similarity.ts). Both tests can be
// answered by the queued rows' trigram index (schema.ts): ilike, and pg_trgm's % operator, whose
// threshold (pg_trgm.similarity_threshold) is 0.3 unless a server sets it otherwise; similarity()
// then holds the match to exactly 0.3 whatever that setting is.
type Search = { term: string; fields: SQL[] };

function searchCondition(search: Search | null): SQL {
  if (!search) return sql`true`;
  const { term, fields } = search;
  const pattern = `%${escapeLike(term)}%`;
  const matches = fields.map(
    (field) =>
      sql`(${field} ilike ${pattern} or (${field} % ${term} and similarity(${field}, ${term}) >= ${newlyAddedSearchThreshold}))`,
  );
  return sql`(${sql.join(matches, sql` or `)})`;
}

// How well a match matches (issue 21: the exact number first): 0 a field is the term (any case),
// 1 a field starts with it, 2 a field contains it, 3 only looks like it. Without a search, 0.
function searchRank(search: Search | null): SQL {
  if (!search) return sql`0`;
  const { term, fields } = search;
  const any = (pattern: string) =>
    sql.join(
      fields.map((field) => sql`${field} ilike ${pattern}`),
      sql` or `,
    );
  const escaped = escapeLike(term);
  return sql`(case when ${any(escaped)} then 0 when ${any(`${escaped}%`)} then 1 when ${any(`%${escaped}%`)} then 2 else 3 end)`;
}

const searchOf = (alias: string, lineNumber: SQL, term: string | undefined): Search | null =>
  term
    ? {
        term,
        fields: [sql.raw(`${alias}.order_number`), lineNumber, sql.raw(`${alias}.certificate_number`)],
      }
    : null;

// Each side's queued rows with their rank, past the page boundary (its unqualified names read the
// rank, created and id of the side's rows), in the page's order, at most `limit`.
function queued(boundary: SQL, term: string | undefined, order: SQL, limit: number | null): SQL {
  const cap = limit === null ? sql`` : sql`order by ${order} limit ${limit}`;
  const diamondLine = sql.raw("d.line_number");
  const jewelryLine = sql.raw("coalesce(j.line_number::text, '')");
  const diamondSearch = searchOf("d", diamondLine, term);
  const jewelrySearch = searchOf("j", jewelryLine, term);
  return sql`
    (select * from (select 'diamond' as type, d.id, d.version, d.created, d.certificate_number, d.order_number,
      d.line_number, d.client_sku,
      concat_ws(' ', nullif(d.shape, ''), trim_scale(d.weight)::text || ' ct') as summary, d.client_id, d.incomplete,
      ${searchRank(diamondSearch)} as rank
    from diamonds d where d.newly_added and ${searchCondition(diamondSearch)}) b where ${boundary} ${cap})
    union all
    (select * from (select 'jewelry' as type, j.id, j.version, j.created, j.certificate_number, j.order_number,
      ${jewelryLine} as line_number, j.client_sku, j.jewelry_type as summary, j.client_id, j.incomplete,
      ${searchRank(jewelrySearch)} as rank
    from jewelry j where j.newly_added and ${searchCondition(jewelrySearch)}) b where ${boundary} ${cap})`;
}

const selectQueue = (from: SQL, order: SQL, limit: number) => sql`
    select q.type, q.id, q.version, q.created, q.certificate_number as "certificateNumber",
      q.order_number as "orderNumber", q.line_number as "lineNumber", q.client_sku as "clientSku",
      q.summary, q.client_id as "clientId", c.name as "clientName", q.incomplete, q.rank
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

// A search's cursor key carries the rank before the time ('2~2026-…'): a page of matches ends
// inside one rank and the next page starts after it in the same order.
const rankedKey = /^([0-3])~(.+)$/;

function readCursor(
  value: string | undefined,
  ranked: boolean,
): { cursor: Cursor; rank: number; created: string } | null {
  if (!value) return null;
  const cursor = decodeCursor(value);
  if (!cursor || !isUuid(cursor.id)) throw invalidCursor();
  const parts = ranked ? rankedKey.exec(cursor.key) : null;
  if (ranked && !parts) throw invalidCursor();
  const created = parts ? (parts[2] as string) : cursor.key;
  if (Number.isNaN(Date.parse(created))) throw invalidCursor();
  return { cursor, rank: parts ? Number(parts[1]) : 0, created };
}

export async function listNewlyAdded(db: Executor, query: NewlyAddedQuery): Promise<Page<NewlyAddedItem>> {
  const term = query.search?.trim() || undefined;
  const read = readCursor(query.cursor, term !== undefined);
  const cursor = read?.cursor ?? null;
  const backwards = query.direction === "prev" && cursor !== null;
  // Unqualified names: each branch of the union reads its own rows' rank, created and id. Ranks go
  // up and, within a rank, times go down (without a search every rank is 0).
  let boundary = sql`true`;
  if (read) {
    const key = sql`(${read.created}::timestamptz, ${read.cursor.id}::uuid)`;
    boundary = backwards
      ? sql`(rank < ${read.rank} or (rank = ${read.rank} and (created, id) > ${key}))`
      : sql`(rank > ${read.rank} or (rank = ${read.rank} and (created, id) < ${key}))`;
  }
  const order = backwards ? sql`rank desc, created asc, id asc` : sql`rank asc, created desc, id desc`;
  const limit = query.limit + 1;
  const outerOrder = backwards
    ? sql`q.rank desc, q.created asc, q.id asc`
    : sql`q.rank asc, q.created desc, q.id desc`;
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
    keyOf: (row) => {
      const created = new Date(row.created).toISOString();
      return { key: term ? `${Number(row.rank)}~${created}` : created, id: row.id };
    },
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
