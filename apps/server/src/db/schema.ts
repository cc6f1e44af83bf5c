import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
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
