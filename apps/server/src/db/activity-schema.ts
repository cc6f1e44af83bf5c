import type { ActivityChange } from "@loupe/domain/activity";
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const activityLog = pgTable(
  "activity_log",
  {
    id: uuid("id").primaryKey(),
    created: timestamp("created", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    // No foreign key: an entry keeps naming its actor after the account is deleted, and a
    // cascade would have to rewrite entries the log's trigger keeps append-only (migration 0017).
    administratorId: uuid("administrator_id"),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    // What staff search the log by: a certificate number, or a company's or administrator's name.
    subject: text("subject").notNull().default(""),
    // The readable sentence the log shows.
    summary: text("summary").notNull(),
    // For updates, each changed field before → after; null when nothing field-level changed.
    changes: jsonb("changes").$type<ActivityChange[]>(),
  },
  (table) => [
    index("activity_log_created_idx").on(table.created, table.id),
    index("activity_log_actor_idx").on(table.administratorId, table.created, table.id),
    index("activity_log_entity_idx").on(table.entityType, table.entityId),
    index("activity_log_subject_trgm_idx").using("gin", sql`${table.subject} gin_trgm_ops`),
  ],
);
