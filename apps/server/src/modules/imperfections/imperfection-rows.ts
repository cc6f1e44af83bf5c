import { fileUrl } from "@loupe/domain/files";
import type { Imperfection, ImperfectionListItem } from "@loupe/domain/imperfections/imperfection-api";
import { imperfectionDesignSchema } from "@loupe/domain/imperfections/imperfection-design";
import { messages } from "@loupe/domain/messages";
import { and, eq, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { HttpProblem, notFound } from "../../http/problem";
import { diamonds } from "../diamonds/ports";
import { diamondImperfections as maps } from "./schema";

// One user's map, read as the list and the editor show it (with its connected diamond's summary).
// Another user's map is not found, exactly like one that is gone.
export const missingImperfection = () =>
  notFound("This imperfection map does not exist (it may have been deleted).");

export const ownMap = (ownerId: string, id: string): SQL | undefined =>
  and(eq(maps.id, id), eq(maps.ownerId, ownerId));

// The list's columns: everything but the design, and the diamond's summary.
// The plot's PNG (image-route.ts); the version changes with every save.
const imperfectionImagePath = (id: string, version: number) => `/api/imperfections/${id}/image?v=${version}`;

export const listColumns = {
  id: maps.id,
  name: maps.name,
  shape: maps.shape,
  imperfections: maps.imperfections,
  printed: maps.printed,
  printDate: maps.printDate,
  proportionsFileId: maps.proportionsFileId,
  proportionsAddedAt: maps.proportionsAddedAt,
  diamondConnectedAt: maps.diamondConnectedAt,
  created: maps.created,
  updatedAt: maps.updatedAt,
  version: maps.version,
  diamond: {
    id: diamonds.id,
    certificateNumber: diamonds.certificateNumber,
    shape: diamonds.shape,
    weight: diamonds.weight,
    colorValue: diamonds.colorValue,
    clarityValue: diamonds.clarityValue,
    manufacturedAs: diamonds.manufacturedAs,
  },
};

const editorColumns = {
  ...listColumns,
  design: maps.design,
  displayImperfectionIcons: maps.displayImperfectionIcons,
};

export const selectListRows = (db: Executor) =>
  db.select(listColumns).from(maps).leftJoin(diamonds, eq(diamonds.id, maps.diamondId));

const selectEditorRows = (db: Executor) =>
  db.select(editorColumns).from(maps).leftJoin(diamonds, eq(diamonds.id, maps.diamondId));

type ListRow = Awaited<ReturnType<typeof selectListRows>>[number];

export function toListItem(row: ListRow): ImperfectionListItem {
  const { diamond } = row;
  return {
    id: row.id,
    name: row.name,
    shape: row.shape,
    imperfections: row.imperfections,
    printed: row.printed,
    printDate: row.printDate?.toISOString() ?? null,
    // Drawn on request from the design (image-route.ts), so it never disagrees with it.
    imageUrl: imperfectionImagePath(row.id, row.version),
    proportionsUrl: row.proportionsFileId ? fileUrl(row.proportionsFileId) : null,
    proportionsAddedAt: row.proportionsFileId ? (row.proportionsAddedAt?.toISOString() ?? null) : null,
    diamond: diamond
      ? { ...diamond, connectedAt: (row.diamondConnectedAt ?? row.created).toISOString() }
      : null,
    created: row.created.toISOString(),
    lastEdited: row.updatedAt.toISOString(),
    version: row.version,
  };
}

// The editor's read: the list's fields and the design, checked as it is read (a design that fails
// its format is refused rather than handed to the editor half-read).
export async function readImperfection(db: Executor, ownerId: string, id: string): Promise<Imperfection> {
  const [found] = await selectEditorRows(db).where(ownMap(ownerId, id));
  if (!found) throw missingImperfection();
  const design = imperfectionDesignSchema.safeParse(found.design);
  if (!design.success)
    throw new HttpProblem(422, "Unprocessable Content", messages.imperfectionDesignUnreadable);
  return {
    ...toListItem(found),
    displayImperfectionIcons: found.displayImperfectionIcons,
    design: design.data,
  };
}
