import { sql } from "drizzle-orm";
import { boolean, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  certificateCardPrintColumns,
  certificateKeyColumns,
  certificateReferenceColumns,
  certificateStateColumns,
  certificateTextColumns,
} from "../certificates/certificate-columns";
import { monthCountsTable, valueCountsTable } from "../certificates/kept-count-tables";
import { newlyAddedIndexes } from "../certificates/newly-added-indexes";

// A diamond certificate (spec 000 §3). Nested objects of the spec (Color, Clarity, Company,
// Template, CertificateVideo) are columns or foreign keys; counts (views) come from queries.
export const diamonds = pgTable(
  "diamonds",
  {
    ...certificateKeyColumns(),
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
    ...certificateTextColumns(),
    manufacturedAs: text("manufactured_as").notNull().default(""),
    // US dollars (spec 002 §3 'price'); null = no price yet.
    price: numeric("price", { precision: 12, scale: 2, mode: "number" }),
    ...certificateReferenceColumns(),
    imperfectionUrl: text("imperfection_url").notNull().default(""),
    // The imperfection map connected to it (ports.ts connectImperfection), and since when. Its
    // foreign key to diamond_imperfections (ON DELETE SET NULL) is written by hand in migration
    // 0021: this area does not import the imperfections area.
    imperfectionId: uuid("imperfection_id"),
    imperfectionConnectedAt: timestamp("imperfection_connected_at", { withTimezone: true, precision: 3 }),
    // 'With imperfections' in the list's filter and kept counts: a connected map or a link.
    hasImperfections: boolean("has_imperfections")
      .notNull()
      .generatedAlwaysAs(sql`imperfection_id is not null or imperfection_url <> ''`),
    orderNumber: text("order_number").notNull().default(""),
    lineNumber: text("line_number").notNull().default(""),
    ...certificateCardPrintColumns(),
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
    index("diamonds_card_printed_by_idx").on(table.cardPrintedBy),
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
    ...newlyAddedIndexes("diamonds", table, sql`${table.lineNumber}`),
    // 'With imperfections' (about one row in seven) pages newest first without reading the rest.
    index("diamonds_imperfection_created_idx")
      .on(table.created, table.id)
      .where(sql`${table.hasImperfections}`),
    uniqueIndex("diamonds_imperfection_key")
      .on(table.imperfectionId)
      .where(sql`${table.imperfectionId} is not null`),
  ],
);

// Exact row counts of diamonds per filter value, for the list's totals ('Showing X to Y of Z')
// (migration 0003). dimension: all | template | client | shape | origin | imperfections; value ''
// for 'all' and for a diamond without client.
export const diamondCounts = valueCountsTable("diamond_counts");

// Diamonds per UTC month for each (client, template, origin), kept by the same triggers as
// diamond_counts (migration 0004).
export const diamondMonthCounts = monthCountsTable(
  "diamond_month_counts",
  { key: "origin", column: "origin" },
  // Filters without a client read a range of months across every client.
  (table) => [index("diamond_month_counts_month_idx").on(table.month)],
);
