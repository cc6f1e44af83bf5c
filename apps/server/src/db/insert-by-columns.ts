import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./client";

// Many rows in one statement with one array parameter per column (INSERT … SELECT FROM unnest).
// Drizzle builds a multi-row insert parameter by parameter: 10,000 diamonds of 40 columns took
// 1.6 s of CPU to build before the database saw them; this builds in milliseconds. Every row
// must set the same columns (one mapper makes them); columns no row sets keep their defaults.
//
// `commitWithoutFlush`: the statement's own transaction commits without waiting for the WAL flush
// (synchronous_commit off for it alone, set inside the statement: one round trip, not four), for
// rows a crash may lose, such as page views (docs/decisions/0025).
export async function insertByColumns<Table extends PgTable>(
  db: Executor,
  table: Table,
  rows: Table["$inferInsert"][],
  options: { commitWithoutFlush?: boolean } = {},
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(columns).filter((key) => (first as Record<string, unknown>)[key] !== undefined);
  for (const row of rows) {
    const set = Object.keys(columns).filter((key) => (row as Record<string, unknown>)[key] !== undefined);
    if (set.length !== keys.length || set.some((key, index) => key !== keys[index]))
      throw new Error(`insertByColumns: rows of ${getTableName(table)} set different columns`);
  }
  const names: ReturnType<typeof sql.identifier>[] = [];
  const arrays: SQL[] = [];
  for (const key of keys) {
    const column = columns[key];
    if (!column) continue;
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value === null ? null : column.mapToDriverValue(value);
    });
    names.push(sql.identifier(column.name));
    arrays.push(sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`);
  }
  const withoutFlush = options.commitWithoutFlush
    ? sql` where set_config('synchronous_commit', 'off', true) = 'off'`
    : sql``;
  await db.execute(
    sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})${withoutFlush}`,
  );
}
