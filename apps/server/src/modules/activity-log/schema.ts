import { bigint, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

// The activity log's totals without counting millions of entries (decision 0016): entries per
// actor and UTC day, kept by a statement trigger on activity_log in the write's own transaction
// (migration 0018); never written by the application. actor = the administrator's id as text,
// '' for an entry without one; day = the first instant of the UTC day.
export const activityLogDayCounts = pgTable(
  "activity_log_day_counts",
  {
    actor: text("actor").notNull(),
    day: timestamp("day", { withTimezone: true }).notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({ name: "activity_log_day_counts_pkey", columns: [table.actor, table.day] }),
    // Every actor's days of a date range, read from the index alone.
    index("activity_log_day_counts_day_idx").on(table.day, table.n),
  ],
);
