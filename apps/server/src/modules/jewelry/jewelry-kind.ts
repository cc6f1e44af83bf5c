import { jewelryQrFileName, jewelrySheetFileName } from "@loupe/domain/jewelry/jewelry-list";
import { jewelryFilterSchema } from "@loupe/domain/jewelry/jewelry-list-query";
import {
  jewelryQrHeaders,
  jewelryQrRow,
  jewelrySheetColumns,
  jewelrySheetName,
} from "@loupe/domain/jewelry/jewelry-sheet";
import { messages } from "@loupe/domain/messages";
import { certificateKind } from "../certificates/certificate-kind";
import { jewelryFilterConditions } from "./jewelry-filters";
import {
  jewelrySortable,
  jewelrySortValue,
  joinedJewelry,
  selectJewelry,
  selectJewelryListRows,
  toJewelry,
  toListItem,
} from "./jewelry-rows";
import { keptJewelryTotal } from "./jewelry-totals";
import { jewelry } from "./schema";

// Jewelry as the certificate kit serves it (certificates/certificate-kind.ts); its SKU reports
// show the retail price.
export const jewelryKind = certificateKind({
  type: "jewelry",
  path: "/api/jewelry",
  tags: ["jewelry"],
  table: jewelry,
  notFound: messages.jewelryNotFound,
  select: selectJewelry,
  parse: joinedJewelry,
  toRecord: toJewelry,
  where: jewelryFilterConditions,
  keptTotal: keptJewelryTotal,
  listRows: { select: selectJewelryListRows, toItem: toListItem },
  sortable: jewelrySortable,
  sortValue: jewelrySortValue,
  skuType: "Jewelry",
  skuPrice: jewelry.retailPrice,
  filterSchema: jewelryFilterSchema,
  sheetName: jewelrySheetName,
  sheetFileName: jewelrySheetFileName,
  sheetColumns: jewelrySheetColumns,
  qrPath: "qr.csv",
  qrFileName: jewelryQrFileName,
  qrHeaders: jewelryQrHeaders,
  qrRow: jewelryQrRow,
});
