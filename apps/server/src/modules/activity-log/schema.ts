import { bigint, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

// The activity log's totals without counting millions of entries (decision 0016): entries per
// actor and UTC day, and per actor and UTC month, kept by a statement trigger on activity_log in
// the write's own transaction (migration 0018); never written by the application. actor = the
// administrator's id as text, '' for an entry without one; day and month = their first instant
// in UTC. A range sums its whole months, then its whole days, and counts only the hours at its
// ends entry by entry.
const countsTable = <Name extends string>(name: Name, period: "day" | "month") =>
  pgTable(
    name,
    {
      actor: text("actor").notNull(),
      start: timestamp(period, { withTimezone: true }).notNull(),
      n: bigint("n", { mode: "number" }).notNull(),
    },
    (table) => [
      primaryKey({ name: `${name}_pkey`, columns: [table.actor, table.start] }),
      // Every actor's periods of a date range, read from the index alone.
      index(`${name}_${period}_idx`).on(table.start, table.n),
    ],
  );

export const activityLogDayCounts = countsTable("activity_log_day_counts", "day");
export const activityLogMonthCounts = countsTable("activity_log_month_counts", "month");
