import { isHttpAddress } from "@loupe/domain/companies";
import { eq } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { companies } from "./schema";

// Any database of ours; typed without db/client.ts, whose schema imports this area's ports (a cycle).
type AnyDatabase = Pick<PgDatabase<PgQueryResultHKT, Record<string, unknown>>, "select">;

// A client's website as the public pages may send a visitor to it: stored, and an http(s)
// address on another host (checked again here, so no stored value can make the redirect a
// script or a path on this site); none otherwise.
export async function clientWebsite(db: AnyDatabase, clientId: string | null): Promise<string | null> {
  if (!clientId) return null;
  const [row] = await db
    .select({ website: companies.website })
    .from(companies)
    .where(eq(companies.id, clientId));
  return row && isHttpAddress(row.website) ? row.website : null;
}
