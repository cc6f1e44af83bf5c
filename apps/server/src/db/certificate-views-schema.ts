import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// One row per view of a public digital certificate, so analytics has real data.
export const certificateViews = pgTable(
  "certificate_views",
  {
    id: uuid("id").primaryKey(),
    product: text("product", { enum: ["diamond", "jewelry"] }).notNull(),
    certificateId: uuid("certificate_id").notNull(),
    viewedAt: timestamp("viewed_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    deviceClass: text("device_class", { enum: ["mobile", "tablet", "desktop", "bot", "unknown"] }).notNull(),
    country: text("country"),
  },
  (table) => [
    index("certificate_views_certificate_idx").on(table.product, table.certificateId),
    index("certificate_views_viewed_at_idx").on(table.viewedAt),
  ],
);
