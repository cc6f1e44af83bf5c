import {
  bigint,
  type PgColumn,
  type PgTableExtraConfigValue,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

// The kept counts a certificate list's totals read (docs/decisions/0003-diamond-list-totals.md),
// the same tables for each type but for their names and a month table's key of the type's own.
// Kept by statement triggers on the certificate table in the same transaction as the write (the
// migrations write them); never written by the application.

// Rows per filter value: dimension is the filter, value its value ('' for 'all').
export const valueCountsTable = <Name extends string>(name: Name) =>
  pgTable(
    name,
    {
      dimension: text("dimension").notNull(),
      value: text("value").notNull(),
      n: bigint("n", { mode: "number" }).notNull(),
    },
    (table) => [primaryKey({ name: `${name}_pkey`, columns: [table.dimension, table.value] })],
  );

const ownKeyColumn = (column: string) => text(column).notNull();

type MonthCountKeys<Key extends string> = Record<"client" | "templateId" | "month" | Key, PgColumn>;

// Rows per UTC month for each (client, template, the type's own key), for the totals of combined
// filters and date ranges: full months are summed here and only the partial months at a range's
// ends are counted row by row. client '' = a record without client; month = the first instant of
// the month in UTC. `indexes` are the table's own, besides its primary key.
export function monthCountsTable<Name extends string, Key extends string>(
  name: Name,
  own: { key: Key; column: string },
  indexes: (table: MonthCountKeys<Key>) => PgTableExtraConfigValue[],
) {
  const ownKey = { [own.key]: ownKeyColumn(own.column) } as Record<Key, ReturnType<typeof ownKeyColumn>>;
  return pgTable(
    name,
    {
      client: text("client").notNull(),
      templateId: smallint("template_id").notNull(),
      ...ownKey,
      month: timestamp("month", { withTimezone: true }).notNull(),
      n: bigint("n", { mode: "number" }).notNull(),
    },
    (table) => [
      primaryKey({
        name: `${name}_pkey`,
        columns: [table.client, table.templateId, table[own.key], table.month],
      }),
      ...indexes(table),
    ],
  );
}
