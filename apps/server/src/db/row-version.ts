import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

// A row's version as the public pages kept rendered read it (public/rendered-pages.ts): its xmin,
// which PostgreSQL renews with every change; '-' for a left-joined row that is not there.
export const rowVersion = (table: PgTable): SQL<string> => sql`coalesce(${table}.xmin::text, '-')`;
