import type { SessionUser } from "@loupe/domain/auth";
import { certificateLabel } from "@loupe/domain/certificates/certificate-type";
import type { DiamondOption } from "@loupe/domain/imperfections/imperfection-api";
import { and, asc, eq, ne } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { lockedBulkUpdate } from "../../db/locked-bulk-update";
import { notFound } from "../../http/problem";
import { keySearchCondition } from "../certificates/key-search";
import { diamondKind } from "./diamond-kind";
import { diamonds } from "./schema";

// A diamond's side of its imperfection map (spec 002 §4 'Imperfection', §7
// saveImperfectionsToDiamond / removeImperfectionsFromDiamond), for the imperfections area through
// ports.ts. Each write is the diamond's own record with its entry, in the caller's transaction; the
// kept counts follow by the table's triggers (has_imperfections). Nothing else of the diamond changes
// (like a printed card: no version, so an open form's save is not refused for it).

// The connect popup's search: diamonds by certificate number (part of it from 3 characters, its
// start below), numbered ones only, as the user types.
export async function diamondsByCertificateNumber(db: Executor, search: string): Promise<DiamondOption[]> {
  return db
    .select({
      id: diamonds.id,
      certificateNumber: diamonds.certificateNumber,
      shape: diamonds.shape,
      weight: diamonds.weight,
      imperfectionId: diamonds.imperfectionId,
    })
    .from(diamonds)
    .where(and(ne(diamonds.certificateNumber, ""), keySearchCondition([diamonds.certificateNumber], search)))
    .orderBy(asc(diamonds.certificateNumber), asc(diamonds.id))
    .limit(20);
}

type MapReference = { id: string; name: string };

// Links the diamond to the map, taking it from any map it had; answers the map it had (null when
// none or this one) so the caller can clear that map's side.
export async function connectDiamondToImperfection(
  tx: Executor,
  actor: SessionUser,
  diamondId: string,
  map: MapReference,
  at: Date,
): Promise<{ certificateNumber: string; previousImperfectionId: string | null }> {
  const [written] = await lockedBulkUpdate(tx, actor, {
    table: diamonds,
    where: eq(diamonds.id, diamondId),
    missing: () => notFound(diamondKind.notFound),
    set: () => ({ imperfectionId: map.id, imperfectionConnectedAt: at }),
    activity: (after) => ({
      action: "connect",
      entityType: "diamond",
      entityId: after.id,
      subject: certificateLabel(after),
      summary: `${actor.fullName} connected imperfection map ${map.name} to diamond ${certificateLabel(after)}`,
    }),
  });
  if (!written) throw notFound(diamondKind.notFound);
  const previous = written.before.imperfectionId;
  return {
    certificateNumber: certificateLabel(written.after),
    previousImperfectionId: previous && previous !== map.id ? previous : null,
  };
}

// Clears the link of whichever diamond the map is connected to (none: nothing written).
export async function releaseDiamondFromImperfection(
  tx: Executor,
  actor: SessionUser,
  map: MapReference,
): Promise<void> {
  await lockedBulkUpdate(tx, actor, {
    table: diamonds,
    where: eq(diamonds.imperfectionId, map.id),
    set: () => ({ imperfectionId: null, imperfectionConnectedAt: null }),
    activity: (after) => ({
      action: "update",
      entityType: "diamond",
      entityId: after.id,
      subject: certificateLabel(after),
      summary: `${actor.fullName} disconnected imperfection map ${map.name} from diamond ${certificateLabel(after)}`,
    }),
  });
}
