import type { SessionUser } from "@loupe/domain/auth";
import { uploadRules } from "@loupe/domain/files";
import type { Imperfection } from "@loupe/domain/imperfections/imperfection-api";
import type { FastifyRequest } from "fastify";
import { lockedBulkUpdate } from "../../db/locked-bulk-update";
import { badRequest } from "../../http/problem";
import type { AppServices } from "../../services";
import { storeUpload } from "../files/ports";
import { missingImperfection, ownMap, readImperfection } from "./imperfection-rows";
import { diamondImperfections as maps } from "./schema";
import { refusePrinted } from "./service";

// The proportions image (spec 002 §2 'Proportions'): an image typed by its content like every
// upload (files' storeUpload), stored with the map's new reference in one transaction; a map that
// is not the user's, or printed, is refused before a byte is stored and again under its lock.
export async function uploadProportions(
  services: AppServices,
  user: SessionUser,
  id: string,
  request: FastifyRequest,
): Promise<Imperfection> {
  const { db } = services;
  refusePrinted(await readImperfection(db, user.id, id));
  const part = await request.file({ limits: { files: 1, fileSize: uploadRules.image.maxBytes } });
  if (!part) throw badRequest("Choose an image to upload.");
  await storeUpload(services, user, "image", part, async (tx, file) => {
    await lockedBulkUpdate(tx, user, {
      table: maps,
      where: ownMap(user.id, id),
      missing: missingImperfection,
      check: ([map]) => map && refusePrinted(map),
      set: () => ({ proportionsFileId: file.id, proportionsAddedAt: new Date() }),
      activity: (after) => ({
        action: "upload",
        entityType: "imperfection",
        entityId: after.id,
        subject: after.name,
        summary: `${user.fullName} added the proportions image ${file.name} to imperfection map ${after.name}`,
      }),
    });
  });
  return readImperfection(db, user.id, id);
}
