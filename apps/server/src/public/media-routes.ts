import { isUuid } from "@loupe/domain/ids";
import { and, eq, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/client";
import { storedFiles } from "../db/files-schema";
import { sendStoredBytes } from "../http/send-stored-bytes";
import { setStoredFileHeaders } from "../http/stored-file-headers";
import type { AppServices } from "../services";
import { sendCertificateNotFound } from "./not-found";

export type PublicFileCondition = (db: Database, fileId: PgColumn) => SQL;

// Public: the files some public page shows (a diamond's certificate video, a company's logo), as
// each area says. Any other stored file is private and answers 404 here.
async function findPublicFile(db: Database, publicFiles: PublicFileCondition[], fileId: string) {
  const shown = or(...publicFiles.map((condition) => condition(db, storedFiles.id)));
  if (!shown) return null;
  const [file] = await db
    .select({
      storageKey: storedFiles.storageKey,
      name: storedFiles.name,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
    })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), shown))
    .limit(1);
  return file ?? null;
}

export async function mediaRoutes(
  app: FastifyInstance,
  services: AppServices,
  publicFiles: PublicFileCondition[],
): Promise<void> {
  const { db, storage } = services;

  const serve = async (request: FastifyRequest<{ Params: { fileId: string } }>, reply: FastifyReply) => {
    const { fileId } = request.params;
    const file = isUuid(fileId) ? await findPublicFile(db, publicFiles, fileId.toLowerCase()) : null;
    if (!file) return sendCertificateNotFound(request, reply, db);
    // Public by design: the QR export links videos directly and the ad portal shows logos.
    setStoredFileHeaders(reply, file, "cross-origin")
      // Files never change under an id (a new upload gets a new one); a day bounds how long a
      // removed video stays in caches.
      .header("cache-control", "public, max-age=86400");
    return sendStoredBytes(request, reply, storage, { ...file, id: fileId });
  };

  app.route<{ Params: { fileId: string } }>({
    method: ["GET", "HEAD"],
    url: "/c/media/:fileId",
    schema: { hide: true },
    handler: serve,
  });
}
