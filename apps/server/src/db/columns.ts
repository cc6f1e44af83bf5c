import { timestamp } from "drizzle-orm/pg-core";

export const timestamps = {
  created: timestamp("created", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
};
