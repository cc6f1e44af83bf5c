import type { SessionUser } from "@loupe/domain/auth";
import type {
  Imperfection,
  ImperfectionListItem,
  ImperfectionListQuery,
  ImperfectionSave,
  ImperfectionTotals,
} from "@loupe/domain/imperfections/imperfection-api";
import { designImperfections } from "@loupe/domain/imperfections/imperfection-design";
import type { imperfectionList } from "@loupe/domain/imperfections/imperfection-list";
import type { SortField } from "@loupe/domain/lists";
import { messages } from "@loupe/domain/messages";
import type { Page } from "@loupe/domain/paging";
import { and, arrayOverlaps, eq, gte, inArray, like, lt, type SQL, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import type { Database, Executor } from "../../db/client";
import { createRecord } from "../../db/create-record";
import { deleteRecord } from "../../db/delete-record";
import { escapeLike } from "../../db/escape-like";
import { type KeysetRequest, keysetPage, type SortableColumn, timestampSort } from "../../db/keyset-page";
import { versionedUpdate } from "../../db/versioned-update";
import { conflict } from "../../http/problem";
import { releaseDiamondFromImperfection } from "../diamonds/ports";
import { lockOwnMap } from "./connection";
import {
  missingImperfection,
  ownMap,
  readImperfection,
  selectListRows,
  toListItem,
} from "./imperfection-rows";
import { imperfectionTotals, diamondImperfections as maps } from "./schema";

export const getImperfection = readImperfection;

// The list's filters (spec 002 §2) as one condition, always within the user's own maps.
function listConditions(ownerId: string, query: ImperfectionListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(maps.ownerId, ownerId)];
  if (query.search) conditions.push(like(maps.nameFolded, sql`lower(${`%${escapeLike(query.search)}%`})`));
  if (query.createdFrom) conditions.push(gte(maps.created, new Date(query.createdFrom)));
  if (query.createdTo) conditions.push(lt(maps.created, new Date(query.createdTo)));
  if (query.shapes?.length) conditions.push(inArray(maps.shape, query.shapes));
  if (query.imperfections?.length) conditions.push(arrayOverlaps(maps.imperfections, query.imperfections));
  if (query.status) conditions.push(eq(maps.printed, query.status === "done"));
  return and(...conditions);
}

export async function imperfectionTotalsOf(db: Executor, ownerId: string): Promise<ImperfectionTotals> {
  const [row] = await db
    .select({
      total: imperfectionTotals.total,
      drafts: imperfectionTotals.drafts,
      completed: imperfectionTotals.completed,
    })
    .from(imperfectionTotals)
    .where(eq(imperfectionTotals.administratorId, ownerId));
  return row ?? { total: 0, drafts: 0, completed: 0 };
}

const narrowed = ({ search, createdFrom, createdTo, shapes, imperfections }: ImperfectionListQuery) =>
  Boolean(search || createdFrom || createdTo || shapes?.length || imperfections?.length);

// The kept counters answer the unfiltered list and the status filter; any other filter counts the
// user's rows (a few thousand at most, from the owner's covering index alone).
async function keptTotal(db: Executor, ownerId: string, query: ImperfectionListQuery) {
  if (narrowed(query)) return null;
  const totals = await imperfectionTotalsOf(db, ownerId);
  if (query.status === "done") return totals.completed;
  if (query.status === "draft") return totals.drafts;
  return totals.total;
}

export async function listImperfections(
  db: Database,
  user: SessionUser,
  query: ImperfectionListQuery & KeysetRequest,
): Promise<Page<ImperfectionListItem>> {
  const page = await keysetPage({
    db,
    table: maps,
    sortable: { created: timestampSort(maps.created) } satisfies Record<
      SortField<typeof imperfectionList>,
      SortableColumn
    >,
    where: listConditions(user.id, query),
    request: query,
    select: (where, orderBy, limit) =>
      selectListRows(db)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit),
    sortValue: (row) => row.created,
    countTotal: () => keptTotal(db, user.id, query),
    // A filter's matches are found in the covering index without reading the rows, so their
    // first page and total come from one pass when they are few.
    ...(narrowed(query) ? { fewMatchesCap: 2_000 } : {}),
  });
  return { ...page, items: page.items.map(toListItem) };
}

const columnsFrom = (input: ImperfectionSave) => ({
  name: input.name,
  shape: input.shape,
  displayImperfectionIcons: input.displayImperfectionIcons,
  design: input.design,
  imperfections: designImperfections(input.design),
});

export async function createImperfection(
  db: Database,
  user: SessionUser,
  input: ImperfectionSave,
): Promise<Imperfection> {
  const id = uuidv7();
  await db.transaction((tx) =>
    createRecord(tx, user, {
      table: maps,
      values: { id, ownerId: user.id, ...columnsFrom(input), updatedBy: user.id },
      activity: (row) => ({
        action: "create",
        entityType: "imperfection",
        entityId: id,
        subject: row.name,
        summary: `${user.fullName} created imperfection map ${row.name}`,
      }),
    }),
  );
  return readImperfection(db, user.id, id);
}

export const refusePrinted = (map: { printed: boolean }) => {
  if (map.printed) throw conflict(messages.imperfectionPrinted);
};

export async function updateImperfection(
  db: Database,
  user: SessionUser,
  id: string,
  input: ImperfectionSave & { version: number },
): Promise<Imperfection> {
  await db.transaction((tx) =>
    versionedUpdate(tx, {
      table: maps,
      where: ownMap(user.id, id),
      version: input.version,
      actor: user,
      missing: missingImperfection,
      check: async (current) => refusePrinted(current),
      set: () => columnsFrom(input),
      // The design's change shows as its characteristics' ('imperfections') before → after.
      unloggedFields: ["design"],
      activity: {
        action: "update",
        entityType: "imperfection",
        entityId: id,
        subject: input.name,
        summary: `${user.fullName} updated imperfection map ${input.name}`,
      },
    }),
  );
  return readImperfection(db, user.id, id);
}

// The map and its diamond's link go together, and the counters with them (their triggers).
export async function deleteImperfection(db: Database, user: SessionUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const map = await lockOwnMap(tx, user.id, id);
    await releaseDiamondFromImperfection(tx, user, map);
    await deleteRecord(tx, user, {
      table: maps,
      where: ownMap(user.id, id),
      missing: missingImperfection,
      activity: (row) => ({
        action: "delete",
        entityType: "imperfection",
        entityId: id,
        subject: row.name,
        summary: `${user.fullName} deleted imperfection map ${row.name}`,
      }),
    });
  });
}
