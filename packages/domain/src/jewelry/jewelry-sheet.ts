import { gradeText } from "../certificates/card-text";
import {
  certificateColumns,
  certificateSheet,
  type SheetColumn,
  type SheetValue,
} from "../certificates/sheet";
import type { Jewelry } from "./jewelry";
import {
  columnsOf,
  type SheetStone,
  type StoneColumnId,
  sheetStones,
  stoneColumnHeader,
} from "./stone-columns";
import type { MainStone } from "./stones";

// The columns of the 'Jewelry Sheet' export and of the synced spreadsheet: every field a person
// grading or shipping needs, no internal ids, so an exported file imports back (import-row.ts).
// The spec names neither the sheet nor its columns (001 §7.1); they follow the diamond sheet's.

export const jewelrySheetName = "Jewelry Sheet";

const yesNo = (flag: boolean) => (flag ? "Yes" : "No");

type AnyStone = Partial<Omit<MainStone, "table" | "depth">> & {
  table?: number | null;
  depth?: number | null;
};

function stoneOf(jewelry: Jewelry, stone: SheetStone): AnyStone | undefined {
  switch (stone.stone) {
    case "mainStone":
      return jewelry.mainStone;
    case "sideStone":
      return jewelry.sideStone;
    case "centerStone1":
      return jewelry.centerStones[0];
    case "centerStone2":
      return jewelry.centerStones[1];
  }
}

function stoneValue(stone: AnyStone | undefined, id: StoneColumnId): SheetValue {
  if (!stone) return "";
  switch (id) {
    case "colorTemplate":
      return stone.color?.template ?? "";
    case "color2Template":
      return stone.color2?.template ?? "";
    case "color":
    case "color2":
    case "clarity":
    case "clarity2": {
      const grade = stone[id];
      return grade ? gradeText(grade) : "";
    }
    case "table":
    case "depth":
      return stone[id] ?? null;
    default:
      return stone[id] ?? "";
  }
}

function stoneSheetColumns(stone: SheetStone): SheetColumn<Jewelry>[] {
  return columnsOf(stone).map((column) => ({
    header: stoneColumnHeader(stone, column),
    width: column.width,
    value: (jewelry: Jewelry) => stoneValue(stoneOf(jewelry, stone), column.id),
  }));
}

const [mainStone, sideStone, centerStone1, centerStone2] = sheetStones;

const shared = certificateColumns<Jewelry>("jewelry");

export const jewelrySheetColumns: readonly SheetColumn<Jewelry>[] = [
  ...shared.head,
  { header: "SKU", width: 16, value: (j) => j.sku },
  { header: "Item Number", width: 16, value: (j) => j.itemNumber },
  { header: "Jewelry Type", width: 14, value: (j) => j.jewelryType },
  { header: "Metal", width: 20, value: (j) => j.metal },
  { header: "Measurement", width: 16, value: (j) => j.measurement },
  ...shared.order,
  { header: "Purchase Order", width: 16, value: (j) => j.purchaseOrder },
  { header: "Tracking Number", width: 22, value: (j) => j.trackingNumber },
  ...stoneSheetColumns(mainStone),
  { header: "Has Side Stones", width: 10, value: (j) => yesNo(j.hasSideStones) },
  ...stoneSheetColumns(sideStone),
  { header: "Multiple Center Stones", width: 10, value: (j) => yesNo(j.isMultipleCenterStones) },
  ...stoneSheetColumns(centerStone1),
  ...stoneSheetColumns(centerStone2),
  ...shared.text,
  { header: "Card Description", width: 40, value: (j) => j.cardDescription },
  { header: "QA Status", width: 10, value: (j) => j.qaStatus },
  { header: "Retail Price", width: 12, value: (j) => j.retailPrice },
  { header: "Total Cert Price", width: 12, value: (j) => j.totalCertPrice },
  { header: "Total Cert Cost", width: 12, value: (j) => j.totalCertCost },
  ...shared.link,
];

const sheet = certificateSheet("jewelry", jewelrySheetColumns);

export const jewelrySheetRow = sheet.row;

// JewelryQR.csv (spec 001 §7.1): Certificate, DigitalCertificateURL, VideoURL.
export const jewelryQrHeaders = sheet.qrHeaders;
export const jewelryQrRow = sheet.qrRow;
