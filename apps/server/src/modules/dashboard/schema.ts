import { bigint, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

// The dashboard's exact counts (issue 13; docs/decisions/0011-dashboard-counts-and-intake.md).
// Kept by statement triggers on jewelry, diamonds and companies in the same transaction as every
// write (migration 0010); never written by the application. source = the table counted;
// name = all | newly_added | digital_certificates (jewelry, diamonds), clients |
// clients_with_ad_portal_access (companies). The diamonds' own total is diamond_counts 'all'.
export const dashboardCounts = pgTable(
  "dashboard_counts",
  {
    source: text("source").notNull(),
    name: text("name").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ name: "dashboard_counts_pkey", columns: [table.source, table.name] })],
);
