import { isUuid } from "@loupe/domain/ids";
import { type Cursor, decodeCursor, encodeCursor, foldAsciiCase, type Page } from "@loupe/domain/paging";
import { and, asc, count, desc, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { badRequest } from "../http/problem";
import type { Database } from "./client";

// Keyset paging on (sort column, id) shared by every list: a deep page costs the same as the
// first, and `total` counts the filtered set. Cursors carry the row offset so the screens can
// say 'Showing X to Y of Z entries', and the total, so only a first page counts
// (docs/decisions/0001 and 0003).

export type SortableColumn = {
  column: PgColumn | SQL;
  cast: "timestamptz" | "text" | "numeric" | "smallint";
  toKey: (value: unknown) => string;
};

export const timestampSort = (column: PgColumn): SortableColumn => ({
  column,
  cast: "timestamptz",
  toKey: (value) => (value as Date).toISOString(),
});
// Names sort without regard to case, the same on PGlite and on any PostgreSQL locale: lower() under
// the C collation folds ASCII only, and the cursor key is folded by the very same rule.
export const nameSort = (column: PgColumn): SortableColumn => ({
  column: sql`lower(${column} collate "C")`,
  cast: "text",
  toKey: (value) => foldAsciiCase(String(value)),
});

function cursorFits(cursor: Cursor, sort: SortableColumn): boolean {
  if (!isUuid(cursor.id)) return false;
  if (sort.cast === "timestamptz") return !Number.isNaN(Date.parse(cursor.key));
  if (sort.cast === "numeric") return Number.isFinite(Number(cursor.key));
  if (sort.cast === "smallint") return /^-?\d{1,5}$/.test(cursor.key);
  return true;
}

export type KeysetRequest = { limit: number; cursor?: string; direction: "next" | "prev"; sort: string };

export async function keysetPage<Row extends Record<string, unknown>>(options: {
  db: Database;
  table: PgTable & { id: PgColumn };
  // The table's id column unless said otherwise; rows carry it as `id` unless idOf says otherwise.
  idColumn?: PgColumn;
  sortable: Record<string, SortableColumn>;
  where: SQL | undefined;
  request: KeysetRequest;
  select: (where: SQL | undefined, orderBy: SQL[], limit: number) => Promise<Row[]>;
  sortValue: (row: Row, field: string) => unknown;
  idOf?: (row: Row) => string;
  // An exact total found more cheaply than count(*) (a list's kept counts); null: count rows.
  countTotal?: (where: SQL | undefined) => Promise<number | null>;
  // A filter that usually matches few rows (a search): its first page and total come from one
  // pass over the matches when there are at most this many; more, and page and count run apart.
  fewMatchesCap?: number;
}): Promise<Page<Row>> {
  const { request, sortable } = options;
  const idColumn = options.idColumn ?? options.table.id;
  const idOf = options.idOf ?? ((row: Row) => row.id as string);
  const [field = "", order] = request.sort.split(":");
  const sort = sortable[field];
  if (!sort) throw badRequest(`Cannot sort by ${field}`);
  const descending = order === "desc";
  let cursor: Cursor | null = null;
  if (request.cursor) {
    cursor = decodeCursor(request.cursor);
    if (!cursor) throw badRequest("The page cursor is not valid; start again from the first page.");
  }

  const backwards = request.direction === "prev" && cursor !== null;
  // Reading backwards flips the order; the rows are reversed again below.
  const ascending = descending === backwards;
  const orderBy = ascending ? [asc(sort.column), asc(idColumn)] : [desc(sort.column), desc(idColumn)];
  let boundary: SQL | undefined;
  if (cursor) {
    if (!cursorFits(cursor, sort))
      throw badRequest("The page cursor is not valid; start again from the first page.");
    const key = sql`(${cursor.key}::${sql.raw(sort.cast)}, ${cursor.id}::uuid)`;
    const columns = sql`(${sort.column}, ${idColumn})`;
    boundary = ascending ? sql`${columns} > ${key}` : sql`${columns} < ${key}`;
  }

  const countRows = async () => {
    const kept = await options.countTotal?.(options.where);
    if (kept !== undefined && kept !== null) return kept;
    const [found] = await options.db.select({ total: count() }).from(options.table).where(options.where);
    return found?.total ?? 0;
  };
  // Reading a search's matches twice, once for the page and once for the count, doubled its cost
  // at a million rows (decision 0003): collect the sort keys of at most cap + 1 matches once, and
  // take the page's ids and the total from them.
  const firstPageOfFewMatches = async (cap: number): Promise<{ rows: Row[]; total: number } | null> => {
    const matches = options.db
      .select({ id: sql<string>`${idColumn}`.as("match_id"), key: sql`${sort.column}`.as("match_key") })
      .from(options.table)
      .where(options.where)
      .limit(cap + 1)
      .as("matches");
    const page = await options.db
      .select({ id: matches.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(matches)
      .orderBy(...(ascending ? [asc(matches.key), asc(matches.id)] : [desc(matches.key), desc(matches.id)]))
      .limit(request.limit + 1);
    const total = page[0]?.total ?? 0;
    if (total > cap) return null;
    if (page.length === 0) return { rows: [], total };
    const ids = page.map((match) => match.id);
    return { rows: await options.select(inArray(idColumn, ids), orderBy, request.limit + 1), total };
  };

  // A total carried in the cursor is the total when the first page was read: later pages do not
  // count again, so 'of Z' holds still while a user pages; a fresh first page counts anew.
  // Cursors from before totals were carried have none and count.
  const few = !cursor && options.fewMatchesCap ? await firstPageOfFewMatches(options.fewMatchesCap) : null;
  const [rows, counted] = few
    ? [few.rows, few.total]
    : await Promise.all([
        // One row past the page says whether there is more that way, whatever the (carried) total.
        options.select(and(options.where, boundary), orderBy, request.limit + 1),
        cursor?.total ?? countRows(),
      ]);
  return pageFromRows({
    rows,
    limit: request.limit,
    backwards,
    cursor,
    counted,
    keyOf: (row) => ({ key: sort.toKey(options.sortValue(row, field)), id: idOf(row) }),
  });
}

// A page from the rows read for it (one past the limit, in reading order): its items in list
// order, where it starts, the total, and the cursors either way. Shared by every keyset list,
// including those that read their rows with SQL of their own (the newly added queue).
export function pageFromRows<Row>(page: {
  rows: Row[];
  limit: number;
  backwards: boolean;
  cursor: Cursor | null;
  counted: number;
  keyOf: (row: Row) => { key: string; id: string };
}): Page<Row> {
  const { rows, limit, backwards, cursor } = page;
  const more = rows.length > limit;
  const read = rows.slice(0, limit);
  const items = backwards ? read.reverse() : read;
  // Reading back to the start lands on offset 0 even if rows came or went since.
  const offset = !cursor
    ? 0
    : backwards
      ? more
        ? Math.max(cursor.offset - items.length, 0)
        : 0
      : cursor.offset;
  // A carried total that rows added since have outgrown never reads below the rows shown.
  const total = Math.max(page.counted, offset + items.length);
  const cursorAt = (row: Row | undefined, at: number) =>
    row ? encodeCursor({ ...page.keyOf(row), offset: at, total }) : null;
  return {
    items,
    total,
    offset,
    // Backwards, the page we came from is next; forwards, the row past the page says.
    nextCursor: backwards || more ? cursorAt(items.at(-1), offset + items.length) : null,
    prevCursor: (backwards ? more : offset > 0) ? cursorAt(items[0], offset) : null,
  };
}

// The plain list: every column of one table, sorted by the field of the same name.
export function tablePage<Table extends PgTable & { id: PgColumn }>(options: {
  db: Database;
  table: Table;
  sortable: Record<string, SortableColumn>;
  where: SQL | undefined;
  request: KeysetRequest;
}): Promise<Page<Table["$inferSelect"]>> {
  const { db, table } = options;
  return keysetPage<Table["$inferSelect"]>({
    ...options,
    select: (where, orderBy, limit) =>
      db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit) as Promise<Table["$inferSelect"][]>,
    sortValue: (row, field) => row[field],
  });
}
