import { type Column, getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

const columnsOf = new WeakMap<PgTable, [key: string, column: Column][]>();

// A table's row from its to_json() form, each column mapped as Drizzle maps a selected row (a
// timestamp's ISO text to a Date, a numeric to a number). Keys are the columns' SQL names.
export function rowFromJson<Table extends PgTable>(
  table: Table,
  json: Record<string, unknown>,
): Table["$inferSelect"] {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsOf.set(table, columns);
  }
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as Table["$inferSelect"];
}
