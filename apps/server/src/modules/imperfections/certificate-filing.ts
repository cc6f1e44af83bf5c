import type { SessionUser } from "@loupe/domain/auth";
import type { Imperfection } from "@loupe/domain/imperfections/imperfection-api";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { enqueue, NothingToDeliver, type OutboxHandler } from "../../jobs/outbox";
import type { AppServices } from "../../services";
import type { OutboxContext } from "../area-module";
import { getDiamond } from "../diamonds/ports";
import { readImperfection } from "./imperfection-rows";
import { markImperfectionPrinted } from "./print";
import { diamondImperfections as maps } from "./schema";

// Printing a pamphlet files the diamond's public certificate address with the grading system
// (spec 002 §7 saveCertificateThroughDiamondsAPI), delivered by the outbox worker: queued in the
// print's own transaction, so a print is never recorded without its filing, nor the reverse.
export const certificateFilingKind = "imperfection.certificate-filing";
const payloadSchema = z.object({ imperfectionId: z.uuid() });

export async function printPamphlet(
  services: AppServices,
  user: SessionUser,
  id: string,
): Promise<Imperfection> {
  await services.db.transaction(async (tx) => {
    await markImperfectionPrinted(tx, user, id);
    await enqueue(tx, certificateFilingKind, { imperfectionId: id });
  });
  services.outboxWorker.wake();
  return readImperfection(services.db, user.id, id);
}

async function filingOf(db: Database, imperfectionId: string, publicBaseUrl: string) {
  const [map] = await db.select({ diamondId: maps.diamondId }).from(maps).where(eq(maps.id, imperfectionId));
  // Deleted or disconnected since it was printed: there is no diamond to file.
  if (!map?.diamondId) throw new NothingToDeliver("The printed map is no longer connected to a diamond");
  const diamond = await getDiamond(db, map.diamondId);
  if (!diamond.certificateNumber || !diamond.publicPath)
    throw new NothingToDeliver("The diamond has no certificate number to file its certificate under");
  return {
    diamondId: diamond.id,
    certificateNumber: diamond.certificateNumber,
    certificateUrl: new URL(diamond.publicPath, publicBaseUrl).href,
  };
}

export function certificateFilingHandlers({
  db,
  integrations,
  config,
}: OutboxContext): Record<string, OutboxHandler> {
  return {
    [certificateFilingKind]: async (payload, { messageId }) => {
      const { imperfectionId } = payloadSchema.parse(payload);
      await integrations.gradingSystem.saveCertificate(
        await filingOf(db, imperfectionId, config.publicBaseUrl),
        messageId,
      );
    },
  };
}
