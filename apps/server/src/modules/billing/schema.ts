import { bigint, date, numeric, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { administrators } from "../../db/accounts-schema";
import { timestamps } from "../../db/columns";
import { companies } from "../companies/ports";

// The billed client each administrator last chose on the certificate cost report (spec 001 §6
// locked billing to one client; here it is chosen, remembered per user so it follows them to any
// station). No row: the configured default (BILLING_DEFAULT_CLIENT_ID). client_id null: every
// client (also when the chosen client is deleted).
export const billingClientChoices = pgTable("billing_client_choices", {
  administratorId: uuid("administrator_id")
    .primaryKey()
    .references(() => administrators.id, { onDelete: "cascade" }),
  clientId: uuid("client_id").references(() => companies.id, { onDelete: "set null" }),
  updatedAt: timestamps.updatedAt,
});

// Billed jewelry (QA status Passed with a certificate number, spec 001 §4.4) per client and New
// York day: how many and the sum of their Total Cert Price. client is the client's id as text, ''
// for a record without one, and '*' for every client together, so any billed client and any range
// of New York days is one short primary-key range. Kept by statement triggers on jewelry in the
// write's own transaction (migration 0025); never written by the application.
export const billingDayTotals = pgTable(
  "billing_day_totals",
  {
    client: text("client").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
    totalCertPrice: numeric("total_cert_price", { precision: 16, scale: 2, mode: "string" }).notNull(),
  },
  (table) => [primaryKey({ name: "billing_day_totals_pkey", columns: [table.client, table.day] })],
);
