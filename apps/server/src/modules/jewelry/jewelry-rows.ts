import { isColoredStone } from "@loupe/domain/jewelry/colored-stone";
import { type Jewelry, type JewelrySave, jewelryPublicPath } from "@loupe/domain/jewelry/jewelry";
import { isJewelryIncomplete } from "@loupe/domain/jewelry/jewelry-checks";
import type { jewelryList } from "@loupe/domain/jewelry/jewelry-list";
import type { JewelryListItem } from "@loupe/domain/jewelry/jewelry-list-query";
import { centerStoneSchema, mainStoneSchema, sideStoneSchema } from "@loupe/domain/jewelry/stones";
import type { SortField } from "@loupe/domain/lists";
import { isQaStatus } from "@loupe/domain/options/jewelry";
import { findJewelryTemplate, jewelryTemplates } from "@loupe/domain/options/jewelry-templates";
import { eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Executor } from "../../db/client";
import { storedFiles } from "../../db/files-schema";
import { type SortableColumn, timestampSort } from "../../db/keyset-page";
import {
  clientCompany,
  customerCompany,
  fileReference,
  joinedReferences,
  listedCompanies,
  listedReferences,
  referencesOf,
  videoFile,
} from "../certificates/certificate-joins";
import { jewelry } from "./schema";

// Drizzle rows stay here; the rest of the server and the API speak the domain's Jewelry.

export type JewelryRow = typeof jewelry.$inferSelect;

const customerLogo = alias(storedFiles, "customer_logo");
const joined = { row: jewelry, ...joinedReferences, logo: { id: customerLogo.id, name: customerLogo.name } };

export function selectJewelry(db: Executor, where: SQL | undefined) {
  return db
    .select(joined)
    .from(jewelry)
    .leftJoin(clientCompany, eq(clientCompany.id, jewelry.clientId))
    .leftJoin(customerCompany, eq(customerCompany.id, jewelry.customerId))
    .leftJoin(videoFile, eq(videoFile.id, jewelry.certificateVideoFileId))
    .leftJoin(customerLogo, eq(customerLogo.id, jewelry.customerLogoFileId))
    .where(where);
}

export type JoinedJewelry = Awaited<ReturnType<typeof selectJewelry>>[number];

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
    cardCertPrinted: row.cardCertPrinted,
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
    newlyAdded: row.newlyAdded,
    updateSpreadsheet: row.updateSpreadsheet,
    addedBarcode: row.addedBarcode,
    incomplete: row.incomplete,
    views,
    created: row.created.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
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

// The list sorts newest first only (domain jewelry-list.ts).
export const jewelrySortable = {
  created: timestampSort(jewelry.created),
} satisfies Record<SortField<typeof jewelryList>, SortableColumn>;

export const jewelrySortValue = (row: { created: Date }) => row.created;

// What a list row shows, and no more.
const listed = {
  id: jewelry.id,
  created: jewelry.created,
  orderNumber: jewelry.orderNumber,
  lineNumber: jewelry.lineNumber,
  certificateNumber: jewelry.certificateNumber,
  clientSku: jewelry.clientSku,
  templateId: jewelry.templateId,
  jewelryType: jewelry.jewelryType,
  incomplete: jewelry.incomplete,
  ...listedCompanies,
};

export function selectJewelryListRows(db: Executor, where: SQL | undefined) {
  return db
    .select(listed)
    .from(jewelry)
    .leftJoin(clientCompany, eq(clientCompany.id, jewelry.clientId))
    .leftJoin(customerCompany, eq(customerCompany.id, jewelry.customerId))
    .where(where);
}

export type JewelryListRow = Awaited<ReturnType<typeof selectJewelryListRows>>[number];

export function toListItem(row: JewelryListRow): JewelryListItem {
  const template = templateOf(row);
  return {
    id: row.id,
    created: row.created.toISOString(),
    ...listedReferences(row),
    orderNumber: row.orderNumber,
    lineNumber: row.lineNumber,
    certificateNumber: row.certificateNumber,
    clientSku: row.clientSku,
    template: { id: template.id, name: template.name },
    jewelryType: row.jewelryType,
    publicPath: jewelryPublicPath(row),
    incomplete: row.incomplete,
  };
}
