import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const timestamps = {
  created: timestamp("created", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
};

export const administrators = pgTable(
  "administrators",
  {
    id: uuid("id").primaryKey(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull().unique(),
    phone: text("phone").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    permissions: text("permissions").array().notNull().default(sql`'{}'::text[]`),
    disabled: boolean("disabled").notNull().default(false),
    ...timestamps,
    updatedBy: uuid("updated_by"),
    version: integer("version").notNull().default(1),
  },
  (table) => [index("administrators_created_idx").on(table.created, table.id)],
);

export const sessions = pgTable(
  "sessions",
  {
    // sha256 of the cookie token: a stolen database does not yield usable sessions.
    tokenHash: text("token_hash").primaryKey(),
    administratorId: uuid("administrator_id")
      .notNull()
      .references(() => administrators.id, { onDelete: "cascade" }),
    created: timestamp("created", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
    ipAddress: text("ip_address").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
  },
  (table) => [index("sessions_administrator_idx").on(table.administratorId)],
);

export const passwordResetTokens = pgTable("password_reset_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  administratorId: uuid("administrator_id")
    .notNull()
    .references(() => administrators.id, { onDelete: "cascade" }),
  created: timestamp("created", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true, precision: 3 }),
});

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    ipAddress: text("ip_address").notNull(),
    succeeded: boolean("succeeded").notNull(),
    at: timestamp("at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index("login_attempts_email_idx").on(table.email, table.at),
    index("login_attempts_ip_idx").on(table.ipAddress, table.at),
  ],
);

export const activityLog = pgTable(
  "activity_log",
  {
    id: uuid("id").primaryKey(),
    created: timestamp("created", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    administratorId: uuid("administrator_id").references(() => administrators.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    summary: text("summary").notNull(),
  },
  (table) => [
    index("activity_log_created_idx").on(table.created, table.id),
    index("activity_log_entity_idx").on(table.entityType, table.entityId),
  ],
);

export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: ["pending", "done", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastError: text("last_error"),
    created: timestamp("created", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true, precision: 3 }),
  },
  (table) => [index("outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

export const storedFiles = pgTable("stored_files", {
  id: uuid("id").primaryKey(),
  storageKey: text("storage_key").notNull().unique(),
  name: text("name").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  created: timestamp("created", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  uploadedBy: uuid("uploaded_by").references(() => administrators.id, { onDelete: "set null" }),
});

export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey(),
    kind: text("kind", { enum: ["client", "customer"] }).notNull(),
    name: text("name").notNull(),
    representativeName: text("representative_name").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    logoFileId: uuid("logo_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    backgroundFileId: uuid("background_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    pinned: boolean("pinned").notNull().default(false),
    adPortalAccess: boolean("ad_portal_access").notNull().default(false),
    portalEmail: text("portal_email"),
    portalPasswordHash: text("portal_password_hash"),
    invitationSentAt: timestamp("invitation_sent_at", { withTimezone: true, precision: 3 }),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true, precision: 3 }),
    ...timestamps,
    updatedBy: uuid("updated_by").references(() => administrators.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
  },
  (table) => [
    index("companies_kind_name_idx").on(table.kind, table.name, table.id),
    index("companies_kind_created_idx").on(table.kind, table.created, table.id),
  ],
);

export const portalInvitations = pgTable(
  "portal_invitations",
  {
    tokenHash: text("token_hash").primaryKey(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    created: timestamp("created", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, precision: 3 }),
  },
  (table) => [index("portal_invitations_company_idx").on(table.companyId)],
);

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
    clientId: uuid("client_id").references(() => companies.id, { onDelete: "set null" }),
    customerId: uuid("customer_id").references(() => companies.id, { onDelete: "set null" }),
    certificateVideoFileId: uuid("certificate_video_file_id").references(() => storedFiles.id, {
      onDelete: "set null",
    }),
    imperfectionUrl: text("imperfection_url").notNull().default(""),
    orderNumber: text("order_number").notNull().default(""),
    lineNumber: text("line_number").notNull().default(""),
    newlyAdded: boolean("newly_added").notNull().default(false),
    updateSpreadsheet: boolean("update_spreadsheet").notNull().default(true),
    addedBarcode: boolean("added_barcode").notNull().default(false),
    // Lacks an identifier or a field its template requires (imports keep such rows, in red).
    incomplete: boolean("incomplete").notNull().default(false),
    ...timestamps,
    createdBy: uuid("created_by").references(() => administrators.id, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => administrators.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
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

// Values that extend the built-in option lists (spec 000 §3 'Attributes collection'); one row per
// list, named as in packages/domain options/attributes.ts.
export const attributes = pgTable("attributes", {
  name: text("name").primaryKey(),
  values: text("values").array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedBy: uuid("updated_by").references(() => administrators.id, { onDelete: "set null" }),
  version: integer("version").notNull().default(1),
});

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
