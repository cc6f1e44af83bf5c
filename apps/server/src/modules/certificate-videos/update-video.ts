import type { SessionUser } from "@loupe/domain/auth";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import type { CertificateVideoRecord, CertificateVideoUpdate } from "@loupe/domain/videos/video-save-api";
import { and, eq, ne } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { versionedUpdate } from "../../db/versioned-update";
import { conflict, notFound } from "../../http/problem";
import type { AppServices } from "../../services";
import { certificateVideos as videos } from "./schema";
import { checkVideoFiles } from "./video-files";
import { readCertificateVideo } from "./video-record";
import { videoSkus } from "./video-sku";
import { droppedFiles, namingOf, videoEntry, writeVideoRecords } from "./video-writes";

// An edit of one video record (002 §4), at the version it was read (409 when stale): its name
// (normalized in its mode's way; another record's name is refused), client, mode and files. A new
// name or file resets addedBarcode; the barcode is pushed again either way, overriding the one
// registered before. The files it stopped holding go after the commit.
export async function updateCertificateVideo(
  services: AppServices,
  user: SessionUser,
  id: string,
  input: CertificateVideoUpdate,
  log: FastifyBaseLogger,
): Promise<CertificateVideoRecord> {
  const { name, globalSku } = namingOf(input.namingMode, input.name, "name");
  let sku: string | null = null;
  await writeVideoRecords(services, user, log, {
    clientId: input.clientId,
    names: () => name,
    write: async (tx) => {
      const written = await versionedUpdate(tx, {
        table: videos,
        where: eq(videos.id, id),
        version: input.version,
        actor: user,
        missing: () => notFound(videoMessages.certificateVideoNotFound),
        check: async (current) => {
          if (name !== current.name) {
            const [other] = await tx
              .select({ id: videos.id })
              .from(videos)
              .where(and(eq(videos.name, name), ne(videos.id, id)));
            if (other)
              throw conflict(videoMessages.videoNameTaken(name), [
                { field: "name", message: videoMessages.videoNameTaken(name) },
              ]);
          }
          await checkVideoFiles(tx, [
            { name, field: "", fileId: input.fileId, thumbnailFileId: input.thumbnailFileId, current },
          ]);
          sku = (await videoSkus(tx, input.namingMode, [name]))(name);
        },
        set: (current) => ({
          name,
          clientId: input.clientId,
          namingMode: input.namingMode,
          globalSku,
          sku,
          videoFileId: input.fileId,
          thumbnailFileId: input.thumbnailFileId,
          ...(name !== current.name || input.fileId !== current.videoFileId ? { addedBarcode: false } : {}),
        }),
        activity: videoEntry(user, "update", { id, name }, "updated"),
      });
      return {
        result: undefined,
        pushes: [{ id, override: true }],
        dropped: droppedFiles(written.before, written.after),
      };
    },
  });
  return readCertificateVideo(services.db, id);
}
