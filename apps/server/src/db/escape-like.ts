import { like, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

// A user's text inside a LIKE pattern matches itself: %, _ and \ lose their wildcard meaning.
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

// A folded (lower-cased) column that contains the user's text anywhere, whatever its case: the
// trigram indexes of the name searches serve it.
export const foldedContains = (folded: PgColumn | SQL, text: string): SQL =>
  like(folded, sql`lower(${`%${escapeLike(text)}%`})`);
