import type { SheetCell, SheetRecord } from "../certificates/import-cells";
import { certificateImportColumns, importColumnReader } from "../certificates/import-columns";
import {
  columnsOf,
  type SheetStone,
  type StoneColumnId,
  sheetStones,
  stoneColumnNames,
} from "./stone-columns";

// The columns a jewelry import understands: our own export's headers (jewelry-sheet.ts) and the
// spec's field names (001 §3.1, §5.5: 'the first row holds headers, lower-cased into field
// names'). 'Created On', 'Video' and 'Digital Certificate' are read by nothing.
const generalColumns = {
  ...certificateImportColumns,
  sku: ["SKU"],
  itemNumber: ["Item Number", "ItemNum", "Item #"],
  jewelryType: ["Jewelry Type", "JewelryType", "Style", "Item Type"],
  metal: ["Metal"],
  measurement: ["Measurement"],
  purchaseOrder: ["Purchase Order", "PurchaseOrder", "PO #", "PO"],
  trackingNumber: ["Tracking Number", "TrackingNum", "TrackingNumber"],
  hasSideStones: ["Has Side Stones", "HasSideStones"],
  isMultipleCenterStones: ["Multiple Center Stones", "IsMultipleCenterStones"],
  cardDescription: ["Card Description", "CardDescription"],
  qaStatus: ["QA Status", "QAstatus"],
  retailPrice: ["Retail Price", "RetailPrice"],
  totalCertPrice: ["Total Cert Price", "TotalCertPrice"],
  totalCertCost: ["Total Cert Cost", "TotalCertCost"],
} as const satisfies Record<string, readonly string[]>;

export type StoneImportColumn = `${SheetStone["stone"]}.${StoneColumnId}`;
export type JewelryImportColumn = keyof typeof generalColumns | StoneImportColumn;

export const stoneImportColumn = (stone: SheetStone, id: StoneColumnId): StoneImportColumn =>
  `${stone.stone}.${id}`;

const stoneColumns = Object.fromEntries(
  sheetStones.flatMap((stone) =>
    columnsOf(stone).map((column) => [stoneImportColumn(stone, column.id), stoneColumnNames(stone, column)]),
  ),
) as Partial<Record<StoneImportColumn, readonly string[]>>;

export const jewelryImportColumns = { ...generalColumns, ...stoneColumns };

const reader = importColumnReader<JewelryImportColumn>(jewelryImportColumns);

export const jewelryImportColumnOf: (header: string) => JewelryImportColumn | undefined = reader.columnOf;
export const jewelryColumnCell: (record: SheetRecord, column: JewelryImportColumn) => SheetCell = reader.cell;
export const hasJewelryImportHeaders = reader.hasImportableHeaders;
