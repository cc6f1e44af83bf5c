import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";

// Every certificate number in use, whatever the certificate type, upper-cased: its primary key
// makes a number unique across diamonds and jewelry, race-free. Kept by row triggers on each
// certificate table (certificate_numbers_attach in migration 0005); never written by the
// application, only read (certificate-numbers.ts).
export const certificateNumbers = pgTable(
  "certificate_numbers",
  {
    number: text("number").primaryKey(),
    // The certificate type that holds it ('diamond', 'jewelry').
    kind: text("kind").notNull(),
    recordId: uuid("record_id").notNull(),
  },
  (table) => [index("certificate_numbers_record_idx").on(table.kind, table.recordId)],
);
