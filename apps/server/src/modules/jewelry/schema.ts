import type { CenterStone, MainStone, SideStone } from "@loupe/domain/jewelry/stones";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumn,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { administrators } from "../../db/accounts-schema";
import { timestamps } from "../../db/columns";
import { storedFiles } from "../../db/files-schema";
import {
  certificateCardPrintColumns,
  certificateKeyColumns,
  certificateReferenceColumns,
  certificateStateColumns,
  certificateTextColumns,
} from "../certificates/certificate-columns";
import { monthCountsTable, valueCountsTable } from "../certificates/kept-count-tables";
import { newlyAddedIndexes } from "../certificates/newly-added-indexes";

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });

// Search keys of the list (domain jewelry-list.ts): a term of 3+ characters matches any part
// (trigram index), a shorter one the start (upper() text_pattern_ops, which also answers equality
// under any collation, as the public page and the Order # 'order-line' reading need).
const searchIndexes = (name: string, column: PgColumn) => [
  index(`jewelry_${name}_prefix_idx`).on(sql`upper(${column}) text_pattern_ops`),
  index(`jewelry_${name}_trgm_idx`).using("gin", sql`${column} gin_trgm_ops`),
];

// A jewelry certificate (spec 001 §3.1). Company, template and files are foreign keys or ids;
// the stones are the domain's stone objects as jsonb (read back through its schemas); views come
// from queries (public_page_views) as for diamonds.
export const jewelry = pgTable(
  "jewelry",
  {
    ...certificateKeyColumns(),
    jewelryType: text("jewelry_type").notNull().default(""),
    sku: text("sku").notNull().default(""),
    itemNumber: text("item_number").notNull().default(""),
    orderNumber: text("order_number").notNull().default(""),
    lineNumber: integer("line_number"),
    purchaseOrder: text("purchase_order").notNull().default(""),
    trackingNumber: text("tracking_number").notNull().default(""),
    ...certificateReferenceColumns(),
    customerLogoFileId: uuid("customer_logo_file_id").references(() => storedFiles.id, {
      onDelete: "set null",
    }),
    metal: text("metal").notNull().default(""),
    measurement: text("measurement").notNull().default(""),
    ...certificateTextColumns(),
    cardDescription: text("card_description").notNull().default(""),
    // '{}' is a blank stone: the reader parses through the domain's stone schemas (every field
    // has a default there).
    mainStone: jsonb("main_stone").$type<MainStone>().notNull().default(sql`'{}'::jsonb`),
    hasSideStones: boolean("has_side_stones").notNull().default(false),
    sideStone: jsonb("side_stone").$type<SideStone>().notNull().default(sql`'{}'::jsonb`),
    isMultipleCenterStones: boolean("is_multiple_center_stones").notNull().default(false),
    centerStones: jsonb("center_stones").$type<CenterStone[]>().notNull().default(sql`'[]'::jsonb`),
    outputFileName: text("output_file_name").notNull().default(""),
    usingCertAsOutputFileName: boolean("using_cert_as_output_file_name").notNull().default(false),
    renderStatus: text("render_status").notNull().default(""),
    isStolen: boolean("is_stolen").notNull().default(false),
    qaStatus: text("qa_status").notNull().default(""),
    // US dollars; null = not given.
    retailPrice: money("retail_price"),
    totalCertPrice: money("total_cert_price"),
    totalCertCost: money("total_cert_cost"),
    ...certificateCardPrintColumns(),
    // Server-owned: set on Save (domain colored-stone.ts) and by the shipping log (spec 001 §4.5).
    coloredStone: boolean("colored_stone").notNull().default(true),
    hasBeenShipped: boolean("has_been_shipped").notNull().default(false),
    shippedOn: timestamp("shipped_on", { withTimezone: true, precision: 3 }),
    processedBy: text("processed_by").notNull().default(""),
    customItem: boolean("custom_item").notNull().default(false),
    ...certificateStateColumns(),
  },
  (table) => [
    // Newest first, and every filter paged newest first from its own index.
    index("jewelry_created_idx").on(table.created, table.id),
    // The other sorts every certificate list offers (certificates/certificate-sort.ts), paged from
    // their own indexes as the diamonds' are.
    index("jewelry_certificate_number_sort_idx").on(table.certificateNumber, table.id),
    index("jewelry_template_sort_idx").on(table.templateId, table.id),
    index("jewelry_type_created_idx").on(table.jewelryType, table.created, table.id),
    index("jewelry_template_created_idx").on(table.templateId, table.created, table.id),
    index("jewelry_client_created_idx").on(table.clientId, table.created, table.id),
    // Billing staff's filters: QA status, and the few stolen pieces.
    index("jewelry_qa_status_created_idx").on(table.qaStatus, table.created, table.id),
    index("jewelry_stolen_created_idx").on(table.created, table.id).where(sql`${table.isStolen}`),
    index("jewelry_customer_idx").on(table.customerId),
    index("jewelry_created_by_idx").on(table.createdBy),
    index("jewelry_card_printed_by_idx").on(table.cardPrintedBy),
    // The records of an order line (plain Save updates them all, domain order-line.ts).
    index("jewelry_order_line_idx").on(table.orderNumber, table.lineNumber),
    // The public media route asks whether a stored file is some record's video or logo.
    index("jewelry_certificate_video_idx").on(table.certificateVideoFileId),
    index("jewelry_customer_logo_idx").on(table.customerLogoFileId),
    // The search reads a line number as text, '' for none.
    ...newlyAddedIndexes("jewelry", table, sql`(coalesce(${table.lineNumber}::text, ''))`),
    ...(
      [
        ["certificate_number", table.certificateNumber],
        ["client_sku", table.clientSku],
        ["order_number", table.orderNumber],
        ["item_number", table.itemNumber],
        ["purchase_order", table.purchaseOrder],
        ["tracking_number", table.trackingNumber],
      ] as const
    ).flatMap(([name, column]) => searchIndexes(name, column)),
  ],
);

// Settings defaulted for a client SKU (spec 001 §3.2; domain sku-defaults.ts).
export const jewelrySkuDefaults = pgTable("jewelry_sku_defaults", {
  clientSku: text("client_sku").primaryKey(),
  templateId: smallint("template_id").notNull(),
  mainStoneColorCode: text("main_stone_color_code").notNull().default("#FFFFFF"),
  sideStoneColorCode: text("side_stone_color_code").notNull().default("#FFFFFF"),
  mainStoneColorMode: text("main_stone_color_mode").notNull().default("color"),
  sideStoneColorMode: text("side_stone_color_mode").notNull().default("color"),
  updatedAt: timestamps.updatedAt,
  updatedBy: uuid("updated_by").references(() => administrators.id, { onDelete: "set null" }),
});

// Exact row counts of jewelry per filter value, for the list's totals ('Showing X to Y of Z'), as
// diamonds keep theirs (migration 0011, docs/decisions/0010-jewelry-list-search-and-save.md).
// dimension: all | template | client | style | month; value '' for 'all' and for a record without
// client; a month is its first instant in UTC, ISO.
export const jewelryCounts = valueCountsTable("jewelry_counts");

// Jewelry per UTC month for each (client, template, style), kept by the same triggers as
// jewelry_counts.
export const jewelryMonthCounts = monthCountsTable(
  "jewelry_month_counts",
  { key: "jewelryType", column: "jewelry_type" },
  // Combinations without a client read their cells from these.
  (table) => [
    index("jewelry_month_counts_template_idx").on(table.templateId, table.jewelryType, table.month),
    index("jewelry_month_counts_style_idx").on(table.jewelryType, table.month),
  ],
);

// Jewelry per start of each search key, for the totals of 1–2 character searches, which match a
// key's start (domain certificates/key-search.ts): a record counts under the first one and the
// first two characters of each key, upper-cased. search_type is the list's search type
// (certificateNumber, orderNumber…). Kept by statement triggers on jewelry (migration 0013);
// never written by the application.
export const jewelryKeyPrefixCounts = pgTable(
  "jewelry_key_prefix_counts",
  {
    searchType: text("search_type").notNull(),
    prefix: text("prefix").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({ name: "jewelry_key_prefix_counts_pkey", columns: [table.searchType, table.prefix] }),
  ],
);

// Jewelry per client, QA status and stolen flag, for the totals of billing staff's filters (QA
// status Passed is most records: counting them took 80–460 ms at 1,000,000, bench/results/
// jewelry-list.md); with the client filter or without. client '' for a record without one. Kept by
// statement triggers on jewelry (migration 0015); never written by the application.
export const jewelryBillingCounts = pgTable(
  "jewelry_billing_counts",
  {
    client: text("client").notNull(),
    qaStatus: text("qa_status").notNull(),
    isStolen: boolean("is_stolen").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({
      name: "jewelry_billing_counts_pkey",
      columns: [table.client, table.qaStatus, table.isStolen],
    }),
  ],
);
