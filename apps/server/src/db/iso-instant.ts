import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

// An instant written by PostgreSQL exactly as the API writes it from JavaScript (Date's
// toISOString: UTC, milliseconds, 'Z'), for answers PostgreSQL builds as JSON itself. Null stays
// null. Microseconds are cut like node-postgres cuts them when it reads a timestamptz.
export const isoInstant = (value: PgColumn | SQL): SQL<string | null> =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
