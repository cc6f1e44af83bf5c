import { isHttpAddress } from "@loupe/domain/companies";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { batchedPerDatabase, isAnyOf } from "../../db/batched-reads";
import { companies } from "./schema";

// Any database of ours; typed without db/client.ts, whose schema imports this area's ports (a cycle).
type AnyDatabase = Pick<PgDatabase<PgQueryResultHKT, Record<string, unknown>>, "select">;

// Read with the other requests of a batch (db/batched-reads.ts).
const websites = batchedPerDatabase(async (db: AnyDatabase, clientIds: string[]) => {
  const rows = await db
    .select({ id: companies.id, website: companies.website })
    .from(companies)
    .where(isAnyOf(companies.id, clientIds));
  return new Map(rows.map((row) => [row.id, row.website]));
});

// A client's website as the public pages may send a visitor to it: stored, and an http(s)
// address on another host (checked again here, so no stored value can make the redirect a
// script or a path on this site); none otherwise.
export async function clientWebsite(db: AnyDatabase, clientId: string | null): Promise<string | null> {
  if (!clientId) return null;
  const website = await websites(db, clientId);
  return website !== undefined && isHttpAddress(website) ? website : null;
}
