import { isColoredStone } from "@loupe/domain/jewelry/colored-stone";
import { type Jewelry, type JewelrySave, jewelryPublicPath } from "@loupe/domain/jewelry/jewelry";
import { isJewelryIncomplete } from "@loupe/domain/jewelry/jewelry-checks";
import type { jewelryList } from "@loupe/domain/jewelry/jewelry-list";
import type { JewelryListItem } from "@loupe/domain/jewelry/jewelry-list-query";
import { centerStoneSchema, mainStoneSchema, sideStoneSchema } from "@loupe/domain/jewelry/stones";
import type { SortField } from "@loupe/domain/lists";
import { isQaStatus } from "@loupe/domain/options/jewelry";
import { findJewelryTemplate, jewelryTemplates } from "@loupe/domain/options/jewelry-templates";
import type { SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Executor } from "../../db/client";
import { storedFiles } from "../../db/files-schema";
import type { SortableColumn } from "../../db/keyset-page";
import {
  cardPrintOf,
  fileReference,
  type JoinedReferences,
  recordStateOf,
  referencesOf,
} from "../certificates/certificate-joins";
import {
  type JoinedFile,
  joinedFromJson,
  selectCertificatesAsJson,
  selectCertificateVersions,
} from "../certificates/certificate-json-rows";
import { certificateListRows, listedCardPrint } from "../certificates/certificate-list-rows";
import { certificateSortable, certificateSortValue } from "../certificates/certificate-sort";
import { jewelry } from "./schema";

// Drizzle rows stay here; the rest of the server and the API speak the domain's Jewelry.

export type JewelryRow = typeof jewelry.$inferSelect;

const customerLogo = alias(storedFiles, "customer_logo");

// A jewelry record as read (certificates/certificate-json-rows.ts): its row, its references and
// its customer's logo.
export type JoinedJewelry = { row: JewelryRow; logo: { id: string; name: string } | null } & JoinedReferences;

const joinedFiles: readonly JoinedFile[] = [
  { name: "logo", file: customerLogo, on: jewelry.customerLogoFileId },
];

export const selectJewelry = (db: Executor, where: SQL | undefined) =>
  selectCertificatesAsJson(db, jewelry, where, joinedFiles);

// What the jewelry page's version is read from (public/public-page.ts): the same joins.
export const selectJewelryVersions = (db: Executor, where: SQL | undefined) =>
  selectCertificateVersions(db, jewelry, where, joinedFiles);

export const joinedJewelry = (json: string) => joinedFromJson<typeof jewelry, JoinedJewelry>(jewelry, json);

// The column only ever holds a template id (every write goes through jewelrySaveSchema).
function templateOf(row: Pick<JewelryRow, "templateId">) {
  return findJewelryTemplate(row.templateId) ?? jewelryTemplates[0];
}

const centerStonesSchema = z.array(centerStoneSchema);

// The record as the editor sends it, read back from its row. Stones are parsed through the
// domain's schemas, so a stone stored with fields missing reads with their defaults.
export function jewelrySaveOf(row: JewelryRow): JewelrySave {
  return {
    templateId: templateOf(row).id,
    jewelryType: row.jewelryType,
    certificateNumber: row.certificateNumber,
    clientSku: row.clientSku,
    sku: row.sku,
    stockNumber: row.stockNumber,
    itemNumber: row.itemNumber,
    orderNumber: row.orderNumber,
    lineNumber: row.lineNumber,
    purchaseOrder: row.purchaseOrder,
    trackingNumber: row.trackingNumber,
    clientId: row.clientId,
    customerId: row.customerId,
    customerLogoFileId: row.customerLogoFileId,
    metal: row.metal,
    measurement: row.measurement,
    inscription: row.inscription,
    description: row.description,
    certificateComments: row.certificateComments,
    cardDescription: row.cardDescription,
    mainStone: mainStoneSchema.parse(row.mainStone),
    hasSideStones: row.hasSideStones,
    sideStone: sideStoneSchema.parse(row.sideStone),
    isMultipleCenterStones: row.isMultipleCenterStones,
    centerStones: centerStonesSchema.parse(row.centerStones),
    certificateVideoFileId: row.certificateVideoFileId,
    outputFileName: row.outputFileName,
    usingCertAsOutputFileName: row.usingCertAsOutputFileName,
    renderStatus: row.renderStatus,
    isStolen: row.isStolen,
    qaStatus: isQaStatus(row.qaStatus) ? row.qaStatus : "",
    retailPrice: row.retailPrice,
    totalCertPrice: row.totalCertPrice,
    totalCertCost: row.totalCertCost,
  };
}

// The fields are added to the read record with Object.assign: a literal that spreads ~40 fields
// and adds ~20 more fell back to a slow object layout in V8, 45–60 µs a record, most of an
// export's time at 100,000 records (bench/results/jewelry-list.md); this is about 6 µs.
export function toJewelry({ row, logo, ...references }: JoinedJewelry, views = 0): Jewelry {
  const { clientId, customerId, customerLogoFileId, certificateVideoFileId, ...fields } = jewelrySaveOf(row);
  const template = templateOf(row);
  return Object.assign(fields, {
    id: row.id,
    productType: "Jewelry" as const,
    template: { id: template.id, name: template.name },
    ...referencesOf(references),
    customerLogo: fileReference(logo),
    publicPath: jewelryPublicPath(row),
    coloredStone: row.coloredStone,
    hasBeenShipped: row.hasBeenShipped,
    shippedOn: row.shippedOn?.toISOString() ?? null,
    processedBy: row.processedBy,
    customItem: row.customItem,
    ...cardPrintOf(row),
    ...recordStateOf(row, views),
  });
}

// The columns a saved record writes (its fields are named as the columns); incomplete and
// ColoredStone follow from it (spec 001 §4.1). An update's version is not a column to write.
export function columnsFrom(input: JewelrySave & { version?: number }) {
  const { version: _version, ...save } = input;
  return {
    ...save,
    incomplete: isJewelryIncomplete(input),
    coloredStone: isColoredStone(input),
  };
}

// The list's sort orders (spec 001 §2.2), as every certificate list's (issue #21: one kit).
export const jewelrySortable = certificateSortable(jewelry) satisfies Record<
  SortField<typeof jewelryList>,
  SortableColumn
>;
export const jewelrySortValue = certificateSortValue;

// A jewelry's list rows: every certificate's columns and these (certificates/certificate-list-rows.ts).
const jewelryListRows = certificateListRows(
  jewelry,
  {
    orderNumber: jewelry.orderNumber,
    lineNumber: jewelry.lineNumber,
    jewelryType: jewelry.jewelryType,
    ...listedCardPrint(jewelry),
  },
  (row) => ({ template: templateOf(row), publicPath: jewelryPublicPath(row) }),
);

export const selectJewelryListRows = jewelryListRows.select;
export const toListItem = (row: Parameters<typeof jewelryListRows.toItem>[0]): JewelryListItem =>
  jewelryListRows.toItem(row);
