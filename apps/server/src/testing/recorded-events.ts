import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { publicPageClicks, publicPageViews } from "../db/page-views-schema";
import { flushPageEvents } from "../public/page-views";

// The public pages' views and clicks recorded so far (of one record, or all), oldest first: the
// ones the server still holds are written first (public/page-views.ts), so a test sees every event
// its requests made, and an event that should not have been made cannot hide in the buffer.
export async function recordedViews(db: Database, recordId?: string) {
  await flushPageEvents(db);
  return db
    .select()
    .from(publicPageViews)
    .where(recordId ? eq(publicPageViews.recordId, recordId) : undefined)
    .orderBy(publicPageViews.id);
}

export async function recordedClicks(db: Database, recordId?: string) {
  await flushPageEvents(db);
  return db
    .select()
    .from(publicPageClicks)
    .where(recordId ? eq(publicPageClicks.recordId, recordId) : undefined)
    .orderBy(publicPageClicks.id);
}
