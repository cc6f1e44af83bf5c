import { fileUrl } from "@loupe/domain/files";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import type { CertificateVideoRecord } from "@loupe/domain/videos/video-save-api";
import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import { storedFiles } from "../../db/files-schema";
import { notFound } from "../../http/problem";
import { clientRef, companies } from "../companies/ports";
import { certificateVideos as videos } from "./schema";

// One video record as the edit screen reads it (domain video-save-api.ts): its client's name, its
// video file's name and type, and both files' staff URLs, as the list gives them (fileUrl).
const selectRecords = (db: Executor) =>
  db
    .select({
      id: videos.id,
      name: videos.name,
      namingMode: videos.namingMode,
      clientId: videos.clientId,
      clientName: companies.name,
      videoFileId: videos.videoFileId,
      videoFileName: storedFiles.name,
      videoContentType: storedFiles.contentType,
      thumbnailFileId: videos.thumbnailFileId,
      globalSku: videos.globalSku,
      addedBarcode: videos.addedBarcode,
      sku: videos.sku,
      created: videos.created,
      updatedAt: videos.updatedAt,
      version: videos.version,
    })
    .from(videos)
    .leftJoin(companies, eq(companies.id, videos.clientId))
    .innerJoin(storedFiles, eq(storedFiles.id, videos.videoFileId));

type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>["execute"]>>[number];

const recordOf = (row: RecordRow): CertificateVideoRecord => ({
  id: row.id,
  name: row.name,
  namingMode: row.namingMode,
  client: clientRef(row),
  video: {
    fileId: row.videoFileId,
    url: fileUrl(row.videoFileId),
    fileName: row.videoFileName,
    contentType: row.videoContentType,
  },
  thumbnail: row.thumbnailFileId ? { fileId: row.thumbnailFileId, url: fileUrl(row.thumbnailFileId) } : null,
  globalSku: row.globalSku,
  addedBarcode: row.addedBarcode,
  sku: row.sku,
  created: row.created.toISOString(),
  updated: row.updatedAt.toISOString(),
  version: row.version,
});

async function readOne(db: Executor, where: SQL, orderBy: (SQL | AnyPgColumn)[], missing: string) {
  const [row] = await selectRecords(db)
    .where(where)
    .orderBy(...orderBy)
    .limit(1);
  if (!row) throw notFound(missing);
  return recordOf(row);
}

export const readCertificateVideo = (db: Executor, id: string) =>
  readOne(db, eq(videos.id, id), [], videoMessages.certificateVideoNotFound);

// Typing a name that exists opens its record (002 §4). Names are unique as written; the lookup
// folds case like the list's search, and an exact match wins over one that differs in case only.
export function readCertificateVideoNamed(db: Executor, typed: string) {
  const name = typed.trim();
  return readOne(
    db,
    eq(videos.nameFolded, sql`lower(${name})`),
    [desc(sql`${videos.name} = ${name}`), videos.name],
    videoMessages.videoNameNotFound(name),
  );
}
