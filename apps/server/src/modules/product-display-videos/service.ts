import type { SessionUser } from "@loupe/domain/auth";
import type {
  ProductDisplayAdd,
  ProductDisplayListQuery,
  ProductDisplayPage,
  ProductDisplayVideo,
} from "@loupe/domain/videos/product-display-api";
import { productDisplayPageSize } from "@loupe/domain/videos/product-display-api";
import { productVideoSearchTerm } from "@loupe/domain/videos/video-file-name";
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import type { Database, Executor } from "../../db/client";
import { createRecord } from "../../db/create-record";
import { foldedContains } from "../../db/escape-like";
import { storedFiles } from "../../db/files-schema";
import { badRequest, notFound } from "../../http/problem";
import { type VideoDelete, videoUrls } from "../certificate-videos/ports";
import { productDisplayVideos as videos } from "./schema";

export const productDisplayVideoNotFound = "This video does not exist (it may have been deleted).";
export const notAVideoFile = "fileId must be an uploaded video (MP4 or QuickTime).";
export const notAnImageFile = "thumbnailFileId must be an uploaded JPEG or PNG image.";
export const badPageToken = "This page token is not one the Video Manager gave: start from the first page.";

// A page token is where the last page ended: its (created, id), newest first.
const encodeToken = (created: Date, id: string) =>
  Buffer.from(`${created.toISOString()}|${id}`).toString("base64url");

function decodeToken(token: string): { created: Date; id: string } {
  const [at, id] = Buffer.from(token, "base64url").toString().split("|");
  const created = new Date(at ?? "");
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(created.getTime())) throw badRequest(badPageToken);
  return { created, id };
}

const selectItems = (db: Executor) =>
  db
    .select({
      id: videos.id,
      fileName: videos.fileName,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
      videoFileId: videos.videoFileId,
      thumbnailFileId: videos.thumbnailFileId,
      created: videos.created,
    })
    .from(videos)
    .innerJoin(storedFiles, eq(storedFiles.id, videos.videoFileId));

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>["execute"]>>[number];

const item = (row: ItemRow): ProductDisplayVideo => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  ...videoUrls(row),
  created: row.created.toISOString(),
});

// Newest first, 50 a page (002 §9), after the token's place; a search matches any part of the file
// name once its extension and take suffix are stripped ('RING7_002.mp4' finds every RING7 take).
export async function listProductDisplayVideos(
  db: Database,
  query: ProductDisplayListQuery,
): Promise<ProductDisplayPage> {
  const conditions: (SQL | undefined)[] = [];
  const term = query.search ? productVideoSearchTerm(query.search) : "";
  if (term) conditions.push(foldedContains(videos.fileNameFolded, term));
  if (query.after) {
    const after = decodeToken(query.after);
    conditions.push(
      or(
        sql`${videos.created} < ${after.created.toISOString()}`,
        and(sql`${videos.created} = ${after.created.toISOString()}`, sql`${videos.id} < ${after.id}`),
      ),
    );
  }
  const rows = await selectItems(db)
    .where(and(...conditions))
    .orderBy(sql`${videos.created} desc`, sql`${videos.id} desc`)
    .limit(productDisplayPageSize + 1);
  const page = rows.slice(0, productDisplayPageSize);
  const last = page.at(-1);
  return {
    items: page.map(item),
    next: rows.length > productDisplayPageSize && last ? encodeToken(last.created, last.id) : null,
  };
}

async function checkedFiles(db: Executor, add: ProductDisplayAdd) {
  const ids = [add.fileId, ...(add.thumbnailFileId ? [add.thumbnailFileId] : [])];
  const files = await db
    .select({ id: storedFiles.id, name: storedFiles.name, contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(inArray(storedFiles.id, ids));
  const video = files.find((file) => file.id === add.fileId);
  if (!video || !/^video\/(mp4|quicktime)$/.test(video.contentType)) throw badRequest(notAVideoFile);
  if (add.thumbnailFileId) {
    const thumbnail = files.find((file) => file.id === add.thumbnailFileId);
    if (!thumbnail || !/^image\/(jpeg|png)$/.test(thumbnail.contentType)) throw badRequest(notAnImageFile);
  }
  return video;
}

// A finished upload joins the Video Manager, with its activity entry.
export async function addProductDisplayVideo(
  db: Database,
  user: SessionUser,
  add: ProductDisplayAdd,
): Promise<ProductDisplayVideo> {
  const id = await db.transaction(async (tx) => {
    const video = await checkedFiles(tx, add);
    const row = await createRecord(tx, user, {
      table: videos,
      values: {
        id: uuidv7(),
        fileName: video.name,
        videoFileId: add.fileId,
        thumbnailFileId: add.thumbnailFileId,
        createdBy: user.id,
      },
      activity: (saved) => ({
        action: "create",
        entityType: "product-display-video",
        entityId: saved.id,
        subject: saved.fileName,
        summary: `${user.fullName} added product display video ${saved.fileName}`,
      }),
    });
    return row.id;
  });
  const [row] = await selectItems(db).where(eq(videos.id, id));
  if (!row) throw notFound(productDisplayVideoNotFound);
  return item(row);
}

// Removes a video from the Video Manager (video-delete.ts: its files after the commit, the super
// administrators told); it has no client.
export const productDisplayVideoDelete: VideoDelete<typeof videos> = {
  table: videos,
  idColumn: videos.id,
  missing: () => notFound(productDisplayVideoNotFound),
  entityType: "product-display-video",
  what: "product display video",
  kind: "product-display",
  name: (row) => row.fileName,
  clientName: async () => null,
};
