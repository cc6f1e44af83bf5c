import type { SessionUser } from "@loupe/domain/auth";
import { canPrintImperfection } from "@loupe/domain/imperfections/imperfection-status";
import { messages } from "@loupe/domain/messages";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { lockedBulkUpdate } from "../../db/locked-bulk-update";
import { conflict } from "../../http/problem";
import { missingImperfection, ownMap } from "./imperfection-rows";
import { diamondImperfections as maps } from "./schema";

// Printing the pamphlet marks the map DONE with its print date (spec 002 §4): its counters move
// from drafts to completed by their trigger, and it is no longer editable. For the pamphlet's
// print route (issue 22, next), in the caller's transaction so the grading-system delivery can be
// queued with it. Printing again keeps the first print date.
export async function markImperfectionPrinted(tx: Executor, user: SessionUser, id: string): Promise<void> {
  await lockedBulkUpdate(tx, user, {
    table: maps,
    where: ownMap(user.id, id),
    missing: missingImperfection,
    check: ([map]) => {
      if (!map) return;
      const state = { hasProportions: map.proportionsFileId !== null, connected: map.diamondId !== null };
      if (!canPrintImperfection(state)) throw conflict(messages.imperfectionCannotPrint);
    },
    set: () => ({ printed: true, printDate: sql`coalesce(${maps.printDate}, now())` }),
    activity: (after) => ({
      action: "print",
      entityType: "imperfection",
      entityId: after.id,
      subject: after.name,
      summary: `${user.fullName} printed the pamphlet of imperfection map ${after.name}`,
    }),
  });
}
