import type { SessionUser } from "@loupe/domain/auth";
import type { SortField } from "@loupe/domain/lists";
import type { Page } from "@loupe/domain/paging";
import type {
  QrList,
  QrListInput,
  QrListListItem,
  QrListListQuery,
  QrListUpdate,
  QrListVideo,
  QrVideoChoicesQuery,
} from "@loupe/domain/videos/qr-list-api";
import { qrVideoChoicesLimit } from "@loupe/domain/videos/qr-list-api";
import { type qrListList, qrListPublicPath } from "@loupe/domain/videos/qr-list-list";
import { qrListSaveProblems } from "@loupe/domain/videos/qr-list-rules";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import type { Database, Executor } from "../../db/client";
import { createRecord } from "../../db/create-record";
import { deleteRecord } from "../../db/delete-record";
import { foldedContains } from "../../db/escape-like";
import {
  type KeysetRequest,
  keysetPage,
  nameSort,
  type SortableColumn,
  timestampSort,
} from "../../db/keyset-page";
import { lockedBulkUpdate } from "../../db/locked-bulk-update";
import { versionedUpdate } from "../../db/versioned-update";
import { badRequest, notFound } from "../../http/problem";
import { type ListedVideo, listedVideos } from "../certificate-videos/ports";
import { clientRef, companies } from "../companies/ports";
import { certificatesOf } from "./qr-cert-info";
import { qrLists, qrListVideos } from "./schema";

const sortable = {
  created: timestampSort(qrLists.created),
  title: nameSort(qrLists.title),
} satisfies Record<SortField<typeof qrListList>, SortableColumn>;

export const publicListUrl = (publicBaseUrl: string, id: string) =>
  new URL(qrListPublicPath(id), publicBaseUrl).href;

const videoCount =
  sql<number>`(select count(*) from ${qrListVideos} where ${qrListVideos.listId} = ${qrLists.id})`.mapWith(
    Number,
  );

const selectLists = (db: Executor) =>
  db
    .select({
      id: qrLists.id,
      title: qrLists.title,
      clientId: qrLists.clientId,
      clientName: companies.name,
      qrCodeGenerated: qrLists.qrCodeGenerated,
      created: qrLists.created,
      updatedAt: qrLists.updatedAt,
      version: qrLists.version,
      videoCount,
    })
    .from(qrLists)
    .leftJoin(companies, eq(companies.id, qrLists.clientId));

type ListRow = Awaited<ReturnType<ReturnType<typeof selectLists>["execute"]>>[number];

const listItem = (row: ListRow, publicBaseUrl: string): QrListListItem => ({
  id: row.id,
  title: row.title,
  client: clientRef(row),
  videoCount: row.videoCount,
  qrCodeGenerated: row.qrCodeGenerated,
  publicUrl: publicListUrl(publicBaseUrl, row.id),
  created: row.created.toISOString(),
  updated: row.updatedAt.toISOString(),
  version: row.version,
});

function listConditions(query: QrListListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) conditions.push(foldedContains(qrLists.titleFolded, query.search));
  if (query.clientId) conditions.push(eq(qrLists.clientId, query.clientId));
  return and(...conditions);
}

export async function listQrLists(
  db: Database,
  query: QrListListQuery & KeysetRequest,
  publicBaseUrl: string,
): Promise<Page<QrListListItem>> {
  const page = await keysetPage({
    db,
    table: qrLists,
    sortable,
    where: listConditions(query),
    request: query,
    select: (where, orderBy, limit) =>
      selectLists(db)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit),
    sortValue: (row, field) => (field === "title" ? row.title : row.created),
  });
  return { ...page, items: page.items.map((row) => listItem(row, publicBaseUrl)) };
}

const notFoundProblem = () => notFound(videoMessages.qrListNotFound);

async function shownVideos(db: Executor, videos: ListedVideo[]): Promise<QrListVideo[]> {
  const designated = await certificatesOf(db, videos);
  return videos.map((video) => ({
    id: video.id,
    name: video.name,
    client: video.client,
    videoUrl: video.videoUrl,
    thumbnailUrl: video.thumbnailUrl,
    certInfo: designated.get(video.id)?.info ?? null,
  }));
}

// A list's videos in the order chosen.
export async function videosOfList(db: Executor, id: string): Promise<ListedVideo[]> {
  const order = await db
    .select({ videoId: qrListVideos.videoId })
    .from(qrListVideos)
    .where(eq(qrListVideos.listId, id))
    .orderBy(asc(qrListVideos.position));
  const byId = new Map(
    (await listedVideos(db, { ids: order.map((entry) => entry.videoId) })).map((v) => [v.id, v]),
  );
  return order.flatMap((entry) => byId.get(entry.videoId) ?? []);
}

export async function getQrList(db: Executor, id: string, publicBaseUrl: string): Promise<QrList> {
  const [row] = await selectLists(db).where(eq(qrLists.id, id));
  if (!row) throw notFoundProblem();
  const { videoCount: _count, ...item } = listItem(row, publicBaseUrl);
  return { ...item, videos: await shownVideos(db, await videosOfList(db, id)) };
}

export async function videoChoices(db: Executor, query: QrVideoChoicesQuery): Promise<QrListVideo[]> {
  return shownVideos(db, await listedVideos(db, { ...query, limit: qrVideoChoicesLimit }));
}

// The save rule (spec 002 §5): a client and at least 2 videos, each still there.
async function checkSave(tx: Executor, input: QrListInput): Promise<ListedVideo[]> {
  const problems = qrListSaveProblems({ clientId: input.clientId, videoCount: input.videoIds.length });
  if (problems.length > 0)
    throw badRequest(
      problems.join(" "),
      problems.map((message) => ({
        field: message === videoMessages.qrListClientRequired ? "clientId" : "videoIds",
        message,
      })),
    );
  const found = await listedVideos(tx, { ids: input.videoIds });
  if (found.length !== input.videoIds.length)
    throw badRequest(videoMessages.qrListVideosGone, [
      { field: "videoIds", message: videoMessages.qrListVideosGone },
    ]);
  const byId = new Map(found.map((video) => [video.id, video]));
  return input.videoIds.flatMap((id) => byId.get(id) ?? []);
}

async function writeVideos(tx: Executor, listId: string, videoIds: readonly string[]): Promise<void> {
  await tx.delete(qrListVideos).where(eq(qrListVideos.listId, listId));
  if (videoIds.length > 0)
    await tx
      .insert(qrListVideos)
      .values(videoIds.map((videoId, position) => ({ listId, videoId, position })));
}

const titleOf = (title: string) => title || "Untitled list";
const namesOf = (videos: ListedVideo[]) => videos.map((video) => video.name).join(", ");

export async function createQrList(db: Database, user: SessionUser, input: QrListInput): Promise<string> {
  return db.transaction(async (tx) => {
    const videos = await checkSave(tx, input);
    const row = await createRecord(tx, user, {
      table: qrLists,
      values: {
        id: uuidv7(),
        title: input.title,
        clientId: input.clientId,
        createdBy: user.id,
        updatedBy: user.id,
      },
      activity: (written) => ({
        action: "create",
        entityType: "qr-list",
        entityId: written.id,
        subject: titleOf(written.title),
        summary: `${user.fullName} created QR list ${titleOf(written.title)} (${namesOf(videos)})`,
      }),
    });
    await writeVideos(tx, row.id, input.videoIds);
    return row.id;
  });
}

export async function updateQrList(
  db: Database,
  user: SessionUser,
  id: string,
  input: QrListUpdate,
): Promise<void> {
  await db.transaction(async (tx) => {
    const videos = await checkSave(tx, input);
    await versionedUpdate(tx, {
      table: qrLists,
      where: eq(qrLists.id, id),
      version: input.version,
      actor: user,
      missing: notFoundProblem,
      set: () => ({ title: input.title, clientId: input.clientId }),
      activity: ({ after }) => ({
        action: "update",
        entityType: "qr-list",
        entityId: id,
        subject: titleOf(after.title),
        summary: `${user.fullName} updated QR list ${titleOf(after.title)} (${namesOf(videos)})`,
      }),
    });
    await writeVideos(tx, id, input.videoIds);
  });
}

export async function deleteQrList(db: Database, user: SessionUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteRecord(tx, user, {
      table: qrLists,
      where: eq(qrLists.id, id),
      missing: notFoundProblem,
      activity: (row) => ({
        action: "delete",
        entityType: "qr-list",
        entityId: id,
        subject: titleOf(row.title),
        summary: `${user.fullName} deleted QR list ${titleOf(row.title)}`,
      }),
    });
  });
}

// Its QR code was printed (spec: qrCodeGenerated). Like a printed card, no version: an open
// editor's save is not refused for it.
export async function markQrCodeGenerated(db: Database, user: SessionUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockedBulkUpdate(tx, user, {
      table: qrLists,
      where: eq(qrLists.id, id),
      missing: notFoundProblem,
      set: () => ({ qrCodeGenerated: true }),
      activity: (after) => ({
        action: "print",
        entityType: "qr-list",
        entityId: id,
        subject: titleOf(after.title),
        summary: `${user.fullName} printed the QR code of QR list ${titleOf(after.title)}`,
      }),
    });
  });
}
