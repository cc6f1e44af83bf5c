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
import { eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { type SortableColumn, timestampSort } from "../../db/keyset-page";
import { rowFromJson } from "../../db/row-from-json";
import {
  clientCompany,
  customerCompany,
  joinedReferences,
  listedCompanies,
  listedReferences,
  referencesOf,
  videoFile,
} from "../certificates/certificate-joins";
import { diamonds } from "./schema";

// Drizzle rows stay here; the rest of the server and the API speak the domain's Diamond.

export type DiamondRow = typeof diamonds.$inferSelect;

const client = clientCompany;
const customer = customerCompany;
const video = videoFile;

const joined = { row: diamonds, ...joinedReferences };

export function selectDiamonds(db: Executor, where: SQL | undefined) {
  return db
    .select(joined)
    .from(diamonds)
    .leftJoin(client, eq(client.id, diamonds.clientId))
    .leftJoin(customer, eq(customer.id, diamonds.customerId))
    .leftJoin(video, eq(video.id, diamonds.certificateVideoFileId))
    .where(where);
}

export type JoinedDiamond = Awaited<ReturnType<typeof selectDiamonds>>[number];

// The same joined diamond as one JSON text per row, for exports. PGlite's protocol parser copies
// every field it reads into a buffer of its own: 45 fields × 100,000 rows were 5 s of a 13 s
// export (decision 0004). One field per row, parsed by joinedDiamondFromJson, reads the same.
export function selectDiamondsAsJson(db: Executor, where: SQL | undefined) {
  const object = (id: SQLWrapper, fields: SQL) =>
    sql`case when ${id} is null then null else json_build_object(${fields}) end`;
  return db
    .select({
      json: sql<string>`json_build_object(
        'row', to_json(${diamonds}),
        'client', ${object(client.id, sql`'id', ${client.id}, 'name', ${client.name}, 'logoFileId', ${client.logoFileId}`)},
        'customer', ${object(customer.id, sql`'id', ${customer.id}, 'name', ${customer.name}`)},
        'video', ${object(video.id, sql`'id', ${video.id}, 'name', ${video.name}`)}
      )::text`,
    })
    .from(diamonds)
    .leftJoin(client, eq(client.id, diamonds.clientId))
    .leftJoin(customer, eq(customer.id, diamonds.customerId))
    .leftJoin(video, eq(video.id, diamonds.certificateVideoFileId))
    .where(where);
}

export function joinedDiamondFromJson(text: string): JoinedDiamond {
  const parsed = JSON.parse(text) as Omit<JoinedDiamond, "row"> & { row: Record<string, unknown> };
  return { ...parsed, row: rowFromJson(diamonds, parsed.row) };
}

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
    newlyAdded: row.newlyAdded,
    updateSpreadsheet: row.updateSpreadsheet,
    addedBarcode: row.addedBarcode,
    incomplete: row.incomplete,
    views,
    created: row.created.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

function asteriskOf(value: string): "" | "*" | "**" {
  return value === "*" || value === "**" ? value : "";
}

// The list's sort orders (spec 000 §2) and the value of a row each one sorts by.
export const diamondSortable = {
  created: timestampSort(diamonds.created),
  certificateNumber: { column: diamonds.certificateNumber, cast: "text", toKey: String },
  template: { column: diamonds.templateId, cast: "smallint", toKey: String },
} satisfies Record<SortField<typeof diamondList>, SortableColumn>;

export const diamondSortValue = (
  row: Pick<DiamondRow, "certificateNumber" | "templateId" | "created">,
  field: string,
): unknown =>
  field === "certificateNumber" ? row.certificateNumber : field === "template" ? row.templateId : row.created;

// What a list row shows, and no more: reading and mapping all 40 columns of 51 joined rows was
// most of a list request's own time (decision 0003).
const listed = {
  id: diamonds.id,
  created: diamonds.created,
  certificateNumber: diamonds.certificateNumber,
  clientSku: diamonds.clientSku,
  templateId: diamonds.templateId,
  weight: diamonds.weight,
  price: diamonds.price,
  shape: diamonds.shape,
  manufacturedAs: diamonds.manufacturedAs,
  imperfectionUrl: diamonds.imperfectionUrl,
  incomplete: diamonds.incomplete,
  ...listedCompanies,
};

export function selectDiamondListRows(db: Executor, where: SQL | undefined) {
  return db
    .select(listed)
    .from(diamonds)
    .leftJoin(client, eq(client.id, diamonds.clientId))
    .leftJoin(customer, eq(customer.id, diamonds.customerId))
    .where(where);
}

export type DiamondListRow = Awaited<ReturnType<typeof selectDiamondListRows>>[number];

export function toListItem(row: DiamondListRow): DiamondListItem {
  const template = templateOf(row);
  return {
    id: row.id,
    created: row.created.toISOString(),
    certificateNumber: row.certificateNumber,
    clientSku: row.clientSku,
    ...listedReferences(row),
    template: { id: template.id, name: template.name },
    weight: row.weight,
    price: row.price,
    shape: row.shape,
    manufacturedAs: row.manufacturedAs,
    imperfectionUrl: row.imperfectionUrl,
    publicPath: diamondPublicPath(row),
    incomplete: row.incomplete,
  };
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
