import { sql } from "drizzle-orm";
import { bigserial, boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

export const administrators = pgTable(
  "administrators",
  {
    id: uuid("id").primaryKey(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull().unique(),
    phone: text("phone").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    permissions: text("permissions").array().notNull().default(sql`'{}'::text[]`),
    // Spec 001 §3.2 'needs_approval': the list highlights the row; only a super administrator sets it.
    needsApproval: boolean("needs_approval").notNull().default(false),
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
