import { bigint, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

// Exact totals of a date range without counting millions of rows (decision 0016): rows per key
// and UTC day, and per key and UTC month, kept by a statement trigger on the counted table in the
// write's own transaction (the migrations write them; never the application). key = what a list
// filters by (an actor, a client) as text, '' for none; day and month = their first instant in
// UTC. A range sums its whole months, then its whole days, and counts only the hours at its ends
// row by row.

export const periodCountsTable = <Name extends string>(
  name: Name,
  keyColumn: string,
  period: "day" | "month",
) =>
  pgTable(
    name,
    {
      key: text(keyColumn).notNull(),
      start: timestamp(period, { withTimezone: true }).notNull(),
      n: bigint("n", { mode: "number" }).notNull(),
    },
    (table) => [
      primaryKey({ name: `${name}_pkey`, columns: [table.key, table.start] }),
      // Every key's periods of a date range, read from the index alone.
      index(`${name}_${period}_idx`).on(table.start, table.n),
    ],
  );

export type PeriodCounts = {
  day: ReturnType<typeof periodCountsTable>;
  month: ReturnType<typeof periodCountsTable>;
};
