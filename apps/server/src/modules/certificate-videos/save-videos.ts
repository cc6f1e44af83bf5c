import type { SessionUser } from "@loupe/domain/auth";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import type { CertificateVideoSave, CertificateVideoSaved } from "@loupe/domain/videos/video-save-api";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { uuidv7 } from "uuidv7";
import { createRecords } from "../../db/create-record";
import { lockedBulkUpdate } from "../../db/locked-bulk-update";
import { badRequest } from "../../http/problem";
import type { AppServices } from "../../services";
import { certificateVideos as videos } from "./schema";
import { checkVideoFiles } from "./video-files";
import { videoSkus } from "./video-sku";
import { droppedFiles, namingOf, videoEntry, writeVideoRecords } from "./video-writes";

type Named = CertificateVideoSave["videos"][number] & { index: number };

function refuseRepeatedNames(named: readonly Named[]) {
  const counts = new Map<string, number>();
  for (const video of named) counts.set(video.name, (counts.get(video.name) ?? 0) + 1);
  const repeated = named.filter((video) => (counts.get(video.name) ?? 0) > 1);
  if (repeated.length === 0) return;
  const message = videoMessages.videoNamesRepeated(
    [...new Set(repeated.map((video) => video.name))].join(", "),
  );
  throw badRequest(
    message,
    repeated.map((video) => ({ field: `videos.${video.index}.name`, message })),
  );
}

// Saves one video or several for a client in one naming mode (002 §2 'Digital certificate
// edit/upload', §4): each name normalized in the mode's way; a name that exists is replaced (its
// files, client and mode; the barcode pushed again, overriding), the others inserted. One
// transaction holds the records, one activity entry each and one barcode push each: a bad video
// leaves nothing written. Files the replaced records held go after the commit.
export async function saveCertificateVideos(
  services: AppServices,
  user: SessionUser,
  input: CertificateVideoSave,
  log: FastifyBaseLogger,
): Promise<CertificateVideoSaved> {
  const { namingMode, clientId } = input;
  const naming = input.videos.map((video, index) => namingOf(namingMode, video.name, `videos.${index}.name`));
  const named: Named[] = input.videos.map((video, index) => ({
    ...video,
    name: naming[index]?.name ?? video.name,
    index,
  }));
  refuseRepeatedNames(named);
  const globalSku = naming[0]?.globalSku ?? false;
  const saved = await writeVideoRecords(services, user, log, {
    clientId,
    names: () => named.map((video) => video.name).join(", "),
    write: async (tx) => {
      const existing = await tx
        .select()
        .from(videos)
        .where(
          inArray(
            videos.name,
            named.map((video) => video.name),
          ),
        )
        .orderBy(asc(videos.id))
        .for("update");
      const existingOf = new Map(existing.map((row) => [row.name, row]));
      await checkVideoFiles(
        tx,
        named.map((video) => ({
          name: video.name,
          field: `videos.${video.index}`,
          fileId: video.fileId,
          thumbnailFileId: video.thumbnailFileId,
          current: existingOf.get(video.name) ?? null,
        })),
      );
      const skuOf = await videoSkus(
        tx,
        namingMode,
        named.map((video) => video.name),
      );
      const columnsOf = (video: Named) => ({
        clientId,
        videoFileId: video.fileId,
        thumbnailFileId: video.thumbnailFileId,
        namingMode,
        globalSku,
        sku: skuOf(video.name),
        addedBarcode: false,
      });
      const dropped: string[] = [];
      for (const video of named) {
        const current = existingOf.get(video.name);
        if (!current) continue;
        const [written] = await lockedBulkUpdate(tx, user, {
          table: videos,
          where: eq(videos.id, current.id),
          set: () => ({
            ...columnsOf(video),
            updatedAt: new Date(),
            updatedBy: user.id,
            version: sql`${videos.version} + 1`,
          }),
          activity: (after) => videoEntry(user, "update", after, "replaced"),
        });
        if (written) dropped.push(...droppedFiles(written.before, written.after));
      }
      const inserted = named
        .filter((video) => !existingOf.has(video.name))
        .map((video) => ({
          id: uuidv7(),
          name: video.name,
          ...columnsOf(video),
          createdBy: user.id,
          updatedBy: user.id,
        }));
      await createRecords(tx, user, {
        table: videos,
        values: inserted,
        activity: (row) => videoEntry(user, "create", row, "uploaded"),
      });
      const insertedOf = new Map(inserted.map((row) => [row.name, row.id]));
      const result = named.map((video) => {
        const current = existingOf.get(video.name);
        return {
          id: current?.id ?? insertedOf.get(video.name) ?? "",
          name: video.name,
          replaced: Boolean(current),
        };
      });
      return {
        result,
        pushes: result.map((written) => ({ id: written.id, override: written.replaced })),
        dropped,
      };
    },
  });
  return { saved };
}
