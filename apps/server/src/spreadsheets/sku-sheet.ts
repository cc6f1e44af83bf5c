import { absoluteUrl } from "@loupe/domain/certificates/sheet";
import { companyExportName } from "@loupe/domain/companies";
import { formatDate } from "@loupe/domain/formatting";
import type { SkuRow } from "@loupe/domain/skus";
import { inBatches, type XlsxCell, type XlsxColumn, type XlsxSheet } from "./xlsx-writer";

// The SKU report exports (spec 002 'Administrator SKU list', 'Company SKU report'): the table's
// columns, in a sheet and file named '{name} SKUS'. Prices stay numbers so a sheet can add them.

export type SkuOwner = "administrator" | "company";

type SkuColumn = XlsxColumn & { value: (row: SkuRow, publicBaseUrl: string) => XlsxCell };

const serial = (header: string): SkuColumn => ({ header, width: 22, value: (row) => row.serial });
// The administrator list heads it 'Price (USD)', the company report 'Price' (spec 002).
const price = (header: string): SkuColumn => ({
  header,
  width: 14,
  numFmt: "0.00",
  value: (row) => row.price,
});
const type: SkuColumn = { header: "Type", width: 10, value: (row) => row.type };
// Rows without a created date are imported data that still needs completing.
const created: SkuColumn = {
  header: "Created",
  width: 14,
  value: (row) => (row.created ? formatDate(row.created) : "Imported, incomplete"),
};
const url: SkuColumn = {
  header: "URL",
  width: 60,
  value: (row, publicBaseUrl) => absoluteUrl({ publicBaseUrl }, row.url),
};

export const skuColumns: Record<SkuOwner, readonly SkuColumn[]> = {
  administrator: [serial("Serial"), price("Price (USD)"), type, created, url],
  company: [serial("DIS Certificate"), price("Price"), type, url],
};

export function skuFileName(ownerName: string): string {
  return `${companyExportName(ownerName)}.xlsx`;
}

export function skuSheet(
  owner: SkuOwner,
  ownerName: string,
  rows: SkuRow[],
  publicBaseUrl: string,
): XlsxSheet {
  const columns = skuColumns[owner];
  return {
    sheetName: companyExportName(ownerName),
    columns,
    rows: inBatches(rows.map((row) => columns.map((column) => column.value(row, publicBaseUrl)))),
  };
}
