import type { ShippingSaveResult } from "@loupe/domain/shipping/shipping-save-api";
import { index, jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { administrators } from "../../db/accounts-schema";
import { valueCountsTable } from "../certificates/kept-count-tables";

// Shipped jewelry per filter value, for the shipping log's totals ('Showing x to y of z'): dimension
// all | customer | style | customer_style ('<customer>|<style>'), value '' for 'all' and for a
// record without customer. Kept by statement triggers on jewelry in the write's own transaction
// (migration 0027, decision 0003's pattern); never written by the application.
export const shippedJewelryCounts = valueCountsTable("shipped_jewelry_counts");

// The answer of each Save Log, under the key its station made for that attempt (issue 23 item 3):
// written in the save's own transaction, so a retry after a timeout finds the first answer instead
// of saving again. Not a record of the back office (the shipped items each have their activity
// entry); removed after a week by the module's removeExpiredRecords.
export const shippingSaveAnswers = pgTable(
  "shipping_save_answers",
  {
    idempotencyKey: uuid("idempotency_key").primaryKey(),
    administratorId: uuid("administrator_id")
      .notNull()
      .references(() => administrators.id, { onDelete: "cascade" }),
    answer: jsonb("answer").$type<ShippingSaveResult>().notNull(),
    created: timestamp("created", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("shipping_save_answers_created_idx").on(table.created)],
);
