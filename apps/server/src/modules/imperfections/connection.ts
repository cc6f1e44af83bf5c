import type { SessionUser } from "@loupe/domain/auth";
import type { Imperfection } from "@loupe/domain/imperfections/imperfection-api";
import { canConnectImperfection } from "@loupe/domain/imperfections/imperfection-status";
import { messages } from "@loupe/domain/messages";
import { eq } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { lockedBulkUpdate } from "../../db/locked-bulk-update";
import { conflict } from "../../http/problem";
import { connectDiamondToImperfection, releaseDiamondFromImperfection } from "../diamonds/ports";
import { missingImperfection, ownMap, readImperfection } from "./imperfection-rows";
import { diamondImperfections as maps } from "./schema";

// Connecting a map to a diamond (spec 002 §4 'Imperfection'): both sides carry the link and its
// time, written in one transaction with an entry per record. A diamond belongs to one map and a
// map to one diamond: connecting takes the diamond from any other map and releases the map's
// previous diamond. A printed map's connection is fixed like the rest of it.

export async function lockOwnMap(tx: Executor, ownerId: string, id: string) {
  const [map] = await tx.select().from(maps).where(ownMap(ownerId, id)).for("update");
  if (!map) throw missingImperfection();
  return map;
}

type MapRow = typeof maps.$inferSelect;

// Sets or clears the map's side; answers nothing when its side already says so.
async function writeMapSide(
  tx: Executor,
  actor: SessionUser,
  map: Pick<MapRow, "id">,
  link: { diamondId: string; at: Date; certificateNumber: string } | null,
) {
  await lockedBulkUpdate(tx, actor, {
    table: maps,
    where: eq(maps.id, map.id),
    set: () => ({ diamondId: link?.diamondId ?? null, diamondConnectedAt: link?.at ?? null }),
    activity: (after) =>
      link
        ? {
            action: "connect",
            entityType: "imperfection",
            entityId: after.id,
            subject: after.name,
            summary: `${actor.fullName} connected imperfection map ${after.name} to diamond ${link.certificateNumber}`,
          }
        : {
            action: "update",
            entityType: "imperfection",
            entityId: after.id,
            subject: after.name,
            summary: `${actor.fullName} disconnected imperfection map ${after.name} from its diamond`,
          },
  });
}

export async function connectImperfection(
  db: Database,
  user: SessionUser,
  id: string,
  diamondId: string,
): Promise<Imperfection> {
  await db.transaction(async (tx) => {
    const map = await lockOwnMap(tx, user.id, id);
    if (map.printed) throw conflict(messages.imperfectionPrinted);
    if (!canConnectImperfection({ hasProportions: map.proportionsFileId !== null }))
      throw conflict(messages.imperfectionNeedsProportions);
    // The map's previous diamond lets go first: a diamond holds one map (a unique index).
    if (map.diamondId !== diamondId) await releaseDiamondFromImperfection(tx, user, map);
    const at = new Date();
    const { certificateNumber, previousImperfectionId } = await connectDiamondToImperfection(
      tx,
      user,
      diamondId,
      map,
      at,
    );
    // The diamond's previous map (any user's) no longer points at it.
    if (previousImperfectionId) await writeMapSide(tx, user, { id: previousImperfectionId }, null);
    await writeMapSide(tx, user, map, { diamondId, at, certificateNumber });
  });
  return readImperfection(db, user.id, id);
}

// Disconnect Diamond; a map without a diamond is answered as it is, nothing written.
export async function disconnectImperfection(
  db: Database,
  user: SessionUser,
  id: string,
): Promise<Imperfection> {
  await db.transaction(async (tx) => {
    const map = await lockOwnMap(tx, user.id, id);
    if (map.printed) throw conflict(messages.imperfectionPrinted);
    if (!map.diamondId) return;
    await releaseDiamondFromImperfection(tx, user, map);
    await writeMapSide(tx, user, map, null);
  });
  return readImperfection(db, user.id, id);
}
