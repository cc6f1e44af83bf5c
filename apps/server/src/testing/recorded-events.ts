import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { publicPageClicks, publicPageViews } from "../db/page-views-schema";
import { flushPageEvents } from "../public/page-views";

// The public pages' views and clicks recorded so far (of one record, or all), oldest first: the
// ones the server still holds are written first (public/page-views.ts), so a test sees every event
// its requests made, and an event that should not have been made cannot hide in the buffer.
const recorded =
  (table: typeof publicPageViews | typeof publicPageClicks) => async (db: Database, recordId?: string) => {
    await flushPageEvents(db);
    return db
      .select()
      .from(table)
      .where(recordId ? eq(table.recordId, recordId) : undefined)
      .orderBy(table.id);
  };

export const recordedViews = recorded(publicPageViews);
export const recordedClicks = recorded(publicPageClicks);
