import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { certificateReferenceColumns, certificateStateColumns } from "../certificates/certificate-columns";

// A diamond certificate (spec 000 §3). Nested objects of the spec (Color, Clarity, Company,
// Template, CertificateVideo) are columns or foreign keys; counts (views) come from queries.
export const diamonds = pgTable(
  "diamonds",
  {
    id: uuid("id").primaryKey(),
    templateId: smallint("template_id").notNull(),
    certificateNumber: text("certificate_number").notNull().default(""),
    clientSku: text("client_sku").notNull().default(""),
    stockNumber: text("stock_number").notNull().default(""),
    inscription: text("inscription").notNull().default(""),
    shape: text("shape").notNull().default(""),
    weight: numeric("weight", { precision: 10, scale: 3, mode: "number" }),
    cut: text("cut").notNull().default(""),
    polish: text("polish").notNull().default(""),
    symmetry: text("symmetry").notNull().default(""),
    fluorescence: text("fluorescence").notNull().default(""),
    girdle: text("girdle").notNull().default(""),
    measurements: text("measurements").notNull().default(""),
    tablePercent: numeric("table_percent", { precision: 6, scale: 2, mode: "number" }),
    depthPercent: numeric("depth_percent", { precision: 6, scale: 2, mode: "number" }),
    colorTemplate: text("color_template").notNull().default("Standard"),
    colorValue: text("color_value").notNull().default(""),
    colorAsterisks: text("color_asterisks").notNull().default(""),
    clarityValue: text("clarity_value").notNull().default(""),
    clarityAsterisks: text("clarity_asterisks").notNull().default(""),
    description: text("description").notNull().default(""),
    certificateComments: text("certificate_comments").notNull().default(""),
    manufacturedAs: text("manufactured_as").notNull().default(""),
    // US dollars (spec 002 §3 'price'); null = no price yet.
    price: numeric("price", { precision: 12, scale: 2, mode: "number" }),
    ...certificateReferenceColumns(),
    imperfectionUrl: text("imperfection_url").notNull().default(""),
    orderNumber: text("order_number").notNull().default(""),
    lineNumber: text("line_number").notNull().default(""),
    ...certificateStateColumns(),
  },
  (table) => [
    index("diamonds_created_idx").on(table.created, table.id),
    uniqueIndex("diamonds_certificate_number_key")
      .on(sql`upper(${table.certificateNumber})`)
      .where(sql`${table.certificateNumber} <> ''`),
    index("diamonds_certificate_number_sort_idx").on(table.certificateNumber, table.id),
    index("diamonds_template_sort_idx").on(table.templateId, table.id),
    // The client filter's index is diamonds_client_created_covering_idx (client_id, created, id)
    // INCLUDE (template_id, manufactured_as, shape), written by hand in migration 0003: Drizzle
    // cannot express INCLUDE. Its extra columns let combined filters count from the index alone.
    index("diamonds_customer_idx").on(table.customerId),
    index("diamonds_shape_created_idx").on(table.shape, table.created, table.id),
    index("diamonds_origin_created_idx").on(table.manufacturedAs, table.created, table.id),
    index("diamonds_template_created_idx").on(table.templateId, table.created, table.id),
    index("diamonds_created_by_idx").on(table.createdBy),
    index("diamonds_certificate_number_trgm_idx").using("gin", sql`${table.certificateNumber} gin_trgm_ops`),
    index("diamonds_client_sku_trgm_idx").using("gin", sql`${table.clientSku} gin_trgm_ops`),
    // text_pattern_ops: the same index answers equality (public page) and, under any collation,
    // the prefix match of searches shorter than 3 characters (domain diamonds/diamond-search.ts).
    index("diamonds_client_sku_idx").on(sql`upper(${table.clientSku}) text_pattern_ops`),
    index("diamonds_certificate_number_prefix_idx").on(
      sql`upper(${table.certificateNumber}) text_pattern_ops`,
    ),
    // The public media route asks whether a stored file is some diamond's certificate video.
    index("diamonds_certificate_video_idx").on(table.certificateVideoFileId),
    // The dashboard's queue of newly added items (modules/intake), newest first.
    index("diamonds_newly_added_created_idx").on(table.created, table.id).where(sql`${table.newlyAdded}`),
    // Its typo-tolerant search (modules/intake/newly-added-queue.ts) reads these trigrams, not every
    // queued row: 20,000 queued rows scanned were 200–290 ms a search.
    index("diamonds_newly_added_search_idx")
      .using(
        "gin",
        sql`${table.orderNumber} gin_trgm_ops`,
        sql`${table.lineNumber} gin_trgm_ops`,
        sql`${table.certificateNumber} gin_trgm_ops`,
      )
      .where(sql`${table.newlyAdded}`),
    // 'With imperfections' (about one row in seven) pages newest first without reading the rest.
    index("diamonds_imperfection_created_idx")
      .on(table.created, table.id)
      .where(sql`${table.imperfectionUrl} <> ''`),
  ],
);

// Exact row counts of diamonds per filter value, for the list's totals ('Showing X to Y of Z').
// Kept by statement triggers on diamonds in the same transaction as the write (migration 0003,
// docs/decisions/0003-diamond-list-totals.md); never written by the application.
// dimension: all | template | client | shape | origin | imperfections; value '' for 'all' and
// for a diamond without client.
export const diamondCounts = pgTable(
  "diamond_counts",
  {
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ name: "diamond_counts_pkey", columns: [table.dimension, table.value] })],
);

// Diamonds per UTC month for each (client, template, origin), for the totals of combined filters
// and date ranges: full months are summed here and only the partial months at a range's ends are
// counted row by row. Kept by the same statement triggers as diamond_counts (migration 0004,
// docs/decisions/0003-diamond-list-totals.md); never written by the application.
// client '' = a diamond without client; month = the first instant of the month in UTC.
export const diamondMonthCounts = pgTable(
  "diamond_month_counts",
  {
    client: text("client").notNull(),
    templateId: smallint("template_id").notNull(),
    origin: text("origin").notNull(),
    month: timestamp("month", { withTimezone: true }).notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({
      name: "diamond_month_counts_pkey",
      columns: [table.client, table.templateId, table.origin, table.month],
    }),
    // Filters without a client read a range of months across every client.
    index("diamond_month_counts_month_idx").on(table.month),
  ],
);
