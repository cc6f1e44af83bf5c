import type { VideoNamingMode } from "@loupe/domain/videos/video-naming";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { foldedContains } from "../../db/escape-like";
import { clientRef, companies } from "../companies/ports";
import { certificateVideos as videos } from "./schema";
import { videoUrls } from "./video-urls";

// A video as other areas show it (the QR lists' editor, picker and public page): its name, how it is named (so
// the certificate it designates can be found), its client and its media's addresses.
export type ListedVideo = {
  id: string;
  name: string;
  namingMode: VideoNamingMode;
  sku: string | null;
  client: { id: string; name: string } | null;
  videoUrl: string;
  thumbnailUrl: string | null;
  // The stored files themselves: the public list page serves them from /c/media.
  videoFileId: string;
  thumbnailFileId: string | null;
};

// Videos by id (any order; missing ids are simply absent), or the first matches of a name search
// within a client, by name.
export async function listedVideos(
  db: Executor,
  which: { ids: readonly string[] } | { search?: string; clientId?: string; limit: number },
): Promise<ListedVideo[]> {
  const conditions: (SQL | undefined)[] = [];
  if ("ids" in which) {
    if (which.ids.length === 0) return [];
    conditions.push(inArray(videos.id, [...which.ids]));
  } else {
    if (which.search) conditions.push(foldedContains(videos.nameFolded, which.search));
    if (which.clientId) conditions.push(eq(videos.clientId, which.clientId));
  }
  const query = db
    .select({
      id: videos.id,
      name: videos.name,
      namingMode: videos.namingMode,
      sku: videos.sku,
      clientId: videos.clientId,
      clientName: companies.name,
      videoFileId: videos.videoFileId,
      thumbnailFileId: videos.thumbnailFileId,
    })
    .from(videos)
    .leftJoin(companies, eq(companies.id, videos.clientId))
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${videos.name} collate "C")`), asc(videos.id));
  const rows = "ids" in which ? await query : await query.limit(which.limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    namingMode: row.namingMode,
    sku: row.sku,
    client: clientRef(row),
    ...videoUrls(row),
    videoFileId: row.videoFileId,
    thumbnailFileId: row.thumbnailFileId,
  }));
}
