import type { SortField } from "@loupe/domain/lists";
import type { Page } from "@loupe/domain/paging";
import type { certificateVideoList } from "@loupe/domain/videos/certificate-video-list";
import type { CertificateVideoListItem, CertificateVideoListQuery } from "@loupe/domain/videos/video-api";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import { and, count, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { foldedContains } from "../../db/escape-like";
import {
  type KeysetRequest,
  keysetPage,
  nameSort,
  type SortableColumn,
  timestampSort,
} from "../../db/keyset-page";
import { keptRangeTotal } from "../../db/period-counts";
import { notFound } from "../../http/problem";
import { clientRef, companies } from "../companies/ports";
import { certificateVideoCounts, certificateVideoPeriodCounts, certificateVideos as videos } from "./schema";
import type { VideoDelete } from "./video-delete";
import { videoUrls } from "./video-urls";
import { videoEntityType } from "./video-writes";

// Each sort's column, backed by a (column, id) index (migration 0028); Client reads the key the
// triggers keep from the client's name, folded as nameSort folds.
const sortable = {
  created: timestampSort(videos.created),
  updated: timestampSort(videos.updatedAt),
  name: nameSort(videos.name),
  client: { column: sql`${videos.clientSortKey} collate "C"`, cast: "text", toKey: String },
} satisfies Record<SortField<typeof certificateVideoList>, SortableColumn>;

function listConditions(query: CertificateVideoListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) conditions.push(foldedContains(videos.nameFolded, query.search));
  if (query.createdFrom) conditions.push(gte(videos.created, new Date(query.createdFrom)));
  if (query.createdTo) conditions.push(lt(videos.created, new Date(query.createdTo)));
  if (query.clientId) conditions.push(eq(videos.clientId, query.clientId));
  return and(...conditions);
}

// The kept counts answer the whole list and one client's, and with the counts kept per day and
// month, any date range of them; a search counts its matches (keyset-page.ts, fewMatchesCap).
async function keptTotal(db: Executor, query: CertificateVideoListQuery): Promise<number | null> {
  if (query.search) return null;
  // uuid::text is lower case; the filter may arrive in either.
  const client = query.clientId?.toLowerCase();
  if (query.createdFrom || query.createdTo)
    return keptRangeTotal(db, {
      counts: certificateVideoPeriodCounts,
      key: client,
      from: query.createdFrom ? new Date(query.createdFrom) : null,
      to: query.createdTo ? new Date(query.createdTo) : null,
      countRows: ({ from, to }) =>
        db
          .select({ n: count() })
          .from(videos)
          .where(
            listConditions({
              ...query,
              createdFrom: from?.toISOString(),
              createdTo: to?.toISOString(),
            }),
          )
          .getSQL(),
    });
  const [dimension, value] = client ? ["client", client] : ["all", ""];
  const [row] = await db
    .select({ n: certificateVideoCounts.n })
    .from(certificateVideoCounts)
    .where(and(eq(certificateVideoCounts.dimension, dimension), eq(certificateVideoCounts.value, value)));
  return row?.n ?? 0;
}

const selectListRows = (db: Executor) =>
  db
    .select({
      id: videos.id,
      name: videos.name,
      clientId: videos.clientId,
      clientName: companies.name,
      clientSortKey: videos.clientSortKey,
      videoFileId: videos.videoFileId,
      thumbnailFileId: videos.thumbnailFileId,
      created: videos.created,
      updatedAt: videos.updatedAt,
      globalSku: videos.globalSku,
      addedBarcode: videos.addedBarcode,
      sku: videos.sku,
      version: videos.version,
    })
    .from(videos)
    .leftJoin(companies, eq(companies.id, videos.clientId));

type ListRow = Awaited<ReturnType<ReturnType<typeof selectListRows>["execute"]>>[number];

const listItem = (row: ListRow): CertificateVideoListItem => ({
  id: row.id,
  name: row.name,
  client: clientRef(row),
  ...videoUrls(row),
  // No public page shows a video by its own name yet (the certificate pages show their own).
  publicPath: null,
  created: row.created.toISOString(),
  updated: row.updatedAt.toISOString(),
  globalSku: row.globalSku,
  addedBarcode: row.addedBarcode,
  sku: row.sku,
  version: row.version,
});

const sortValues: Record<SortField<typeof certificateVideoList>, (row: ListRow) => unknown> = {
  created: (row) => row.created,
  updated: (row) => row.updatedAt,
  name: (row) => row.name,
  client: (row) => row.clientSortKey,
};

export async function listCertificateVideos(
  db: Database,
  query: CertificateVideoListQuery & KeysetRequest,
): Promise<Page<CertificateVideoListItem>> {
  const page = await keysetPage({
    db,
    table: videos,
    sortable,
    where: listConditions(query),
    request: query,
    select: (where, orderBy, limit) =>
      selectListRows(db)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit),
    sortValue: (row, field) => sortValues[field as SortField<typeof certificateVideoList>](row),
    countTotal: () => keptTotal(db, query),
    // A name search usually matches few videos: its first page and total come from one pass.
    ...(query.search ? { fewMatchesCap: 2_000 } : {}),
  });
  return { ...page, items: page.items.map(listItem) };
}

// A video record's delete (video-delete.ts: its files after the commit, the super administrators
// told).
export const certificateVideoDelete: VideoDelete<typeof videos> = {
  table: videos,
  idColumn: videos.id,
  missing: () => notFound(videoMessages.certificateVideoNotFound),
  entityType: videoEntityType,
  what: "digital certificate video",
  kind: "certificate",
  name: (row) => row.name,
  clientName: async (tx, row) => {
    if (!row.clientId) return null;
    const [client] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, row.clientId));
    return client?.name ?? null;
  },
};
