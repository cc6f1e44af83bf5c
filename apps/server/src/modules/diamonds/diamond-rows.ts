import {
  type Diamond,
  type DiamondListItem,
  type DiamondSave,
  diamondPublicPath,
} from "@loupe/domain/diamonds/diamond";
import { isDiamondIncomplete } from "@loupe/domain/diamonds/diamond-checks";
import type { diamondList } from "@loupe/domain/diamonds/diamond-list";
import { parseMeasurements } from "@loupe/domain/diamonds/measurements";
import type { SortField } from "@loupe/domain/lists";
import { isColorTemplateName } from "@loupe/domain/options/color-templates";
import { findDiamondTemplate } from "@loupe/domain/options/diamond-templates";
import type { SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import type { SortableColumn } from "../../db/keyset-page";
import {
  cardPrintOf,
  type JoinedReferences,
  recordStateOf,
  referencesOf,
} from "../certificates/certificate-joins";
import { joinedFromJson, selectCertificatesAsJson } from "../certificates/certificate-json-rows";
import { certificateListRows, listedCardPrint } from "../certificates/certificate-list-rows";
import { certificateSortable, certificateSortValue } from "../certificates/certificate-sort";
import { connectedPlotPath } from "../imperfections/ports";
import { diamonds } from "./schema";

// Drizzle rows stay here; the rest of the server and the API speak the domain's Diamond.

export type DiamondRow = typeof diamonds.$inferSelect;

// A diamond as read (certificates/certificate-json-rows.ts): its row and its references.
export type JoinedDiamond = { row: DiamondRow } & JoinedReferences;

export const selectDiamonds = (db: Executor, where: SQL | undefined) =>
  selectCertificatesAsJson(db, diamonds, where);

export const joinedDiamond = (json: string) => joinedFromJson<typeof diamonds, JoinedDiamond>(diamonds, json);

function templateOf(row: Pick<DiamondRow, "templateId">) {
  const template = findDiamondTemplate(row.templateId);
  // The column only ever holds 1-6 (every write goes through diamondSaveSchema).
  return template ?? { id: 6 as const, name: "Extra Minimalist" as const };
}

export function toDiamond({ row, ...references }: JoinedDiamond, views = 0): Diamond {
  return {
    id: row.id,
    templateId: templateOf(row).id,
    template: { id: templateOf(row).id, name: templateOf(row).name },
    certificateNumber: row.certificateNumber,
    clientSku: row.clientSku,
    stockNumber: row.stockNumber,
    price: row.price,
    inscription: row.inscription,
    shape: row.shape,
    weight: row.weight,
    cut: row.cut,
    polish: row.polish,
    symmetry: row.symmetry,
    fluorescence: row.fluorescence,
    girdle: row.girdle,
    measurements: row.measurements,
    table: row.tablePercent,
    depth: row.depthPercent,
    color: {
      template: isColorTemplateName(row.colorTemplate) ? row.colorTemplate : "Standard",
      value: row.colorValue,
      asterisks: asteriskOf(row.colorAsterisks),
    },
    clarity: { value: row.clarityValue, asterisks: asteriskOf(row.clarityAsterisks) },
    description: row.description,
    certificateComments: row.certificateComments,
    manufacturedAs:
      row.manufacturedAs === "Lab Grown" || row.manufacturedAs === "Natural Stone" ? row.manufacturedAs : "",
    ...referencesOf(references),
    imperfectionUrl: row.imperfectionUrl,
    orderNumber: row.orderNumber,
    lineNumber: row.lineNumber,
    publicPath: diamondPublicPath(row),
    ...cardPrintOf(row),
    ...recordStateOf(row, views),
  };
}

function asteriskOf(value: string): "" | "*" | "**" {
  return value === "*" || value === "**" ? value : "";
}

// The list's sort orders (spec 000 §2), as every certificate list's.
export const diamondSortable = certificateSortable(diamonds) satisfies Record<
  SortField<typeof diamondList>,
  SortableColumn
>;
export const diamondSortValue = certificateSortValue;

// A diamond's list rows: every certificate's columns and these (certificates/certificate-list-rows.ts).
const diamondListRows = certificateListRows(
  diamonds,
  {
    weight: diamonds.weight,
    price: diamonds.price,
    shape: diamonds.shape,
    manufacturedAs: diamonds.manufacturedAs,
    imperfectionUrl: diamonds.imperfectionUrl,
    imperfectionId: diamonds.imperfectionId,
    ...listedCardPrint(diamonds),
  },
  (row) => ({ template: templateOf(row), publicPath: diamondPublicPath(row) }),
);

export const selectDiamondListRows = diamondListRows.select;
export function toListItem(row: Parameters<typeof diamondListRows.toItem>[0]): DiamondListItem {
  const item = diamondListRows.toItem(row);
  // A connected map's plot, rather than a link typed in before maps were drawn here.
  if (row.imperfectionId) item.imperfectionUrl = connectedPlotPath(row.imperfectionId);
  return item;
}

// The columns one saved form or imported row writes. Measurements are stored normalised.
export function columnsFrom(input: DiamondSave) {
  const measurements = parseMeasurements(input.measurements);
  return {
    templateId: input.templateId,
    certificateNumber: input.certificateNumber,
    clientSku: input.clientSku,
    stockNumber: input.stockNumber,
    price: input.price,
    inscription: input.inscription,
    shape: input.shape,
    weight: input.weight,
    cut: input.cut,
    polish: input.polish,
    symmetry: input.symmetry,
    fluorescence: input.fluorescence,
    girdle: input.girdle,
    measurements: measurements.ok ? measurements.value : input.measurements,
    tablePercent: input.table,
    depthPercent: input.depth,
    colorTemplate: input.color.template,
    colorValue: input.color.value,
    colorAsterisks: input.color.asterisks,
    clarityValue: input.clarity.value,
    clarityAsterisks: input.clarity.asterisks,
    description: input.description,
    certificateComments: input.certificateComments,
    manufacturedAs: input.manufacturedAs,
    clientId: input.clientId,
    customerId: input.customerId,
    certificateVideoFileId: input.certificateVideoFileId,
    imperfectionUrl: input.imperfectionUrl,
    orderNumber: input.orderNumber,
    lineNumber: input.lineNumber,
    incomplete: isDiamondIncomplete(input),
  };
}
