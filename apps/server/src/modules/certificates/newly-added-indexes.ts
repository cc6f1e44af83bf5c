import { type SQL, sql } from "drizzle-orm";
import { index, type PgColumn } from "drizzle-orm/pg-core";

type QueuedColumns = Record<"created" | "id" | "newlyAdded" | "orderNumber" | "certificateNumber", PgColumn>;

// The dashboard's queue of newly added items (modules/intake) on a certificate table, newest first,
// and its typo-tolerant search (modules/intake/newly-added-queue.ts), which reads these trigrams,
// not every queued row: 20,000 queued rows scanned were 200–290 ms a search. `lineNumber` is the
// line number as the search reads it (text).
export const newlyAddedIndexes = (table: string, columns: QueuedColumns, lineNumber: SQL) => [
  index(`${table}_newly_added_created_idx`).on(columns.created, columns.id).where(sql`${columns.newlyAdded}`),
  index(`${table}_newly_added_search_idx`)
    .using(
      "gin",
      sql`${columns.orderNumber} gin_trgm_ops`,
      sql`${lineNumber} gin_trgm_ops`,
      sql`${columns.certificateNumber} gin_trgm_ops`,
    )
    .where(sql`${columns.newlyAdded}`),
];
