import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { administrators } from "./accounts-schema";

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
