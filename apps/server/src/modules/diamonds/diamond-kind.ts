import { diamondFilterSchema } from "@loupe/domain/diamonds/diamond";
import {
  diamondQrFileName,
  diamondQrHeaders,
  diamondQrRow,
  diamondSheetColumns,
  diamondSheetFileName,
  diamondSheetName,
} from "@loupe/domain/diamonds/diamond-sheet";
import { messages } from "@loupe/domain/messages";
import { certificateKind } from "../certificates/certificate-kind";
import { diamondFilterConditions } from "./diamond-filters";
import {
  diamondSortable,
  diamondSortValue,
  joinedDiamond,
  selectDiamondListRows,
  selectDiamonds,
  toDiamond,
  toListItem,
} from "./diamond-rows";
import { keptDiamondTotal } from "./diamond-totals";
import { diamonds } from "./schema";

// Diamonds as the certificate kit serves them (certificates/certificate-kind.ts).
export const diamondKind = certificateKind({
  type: "diamond",
  path: "/api/diamonds",
  tags: ["diamonds"],
  table: diamonds,
  notFound: messages.diamondNotFound,
  select: selectDiamonds,
  parse: joinedDiamond,
  toRecord: toDiamond,
  where: diamondFilterConditions,
  keptTotal: keptDiamondTotal,
  listRows: { select: selectDiamondListRows, toItem: toListItem },
  sortable: diamondSortable,
  sortValue: diamondSortValue,
  skuType: "Diamond",
  skuPrice: diamonds.price,
  filterSchema: diamondFilterSchema,
  sheetName: diamondSheetName,
  sheetFileName: diamondSheetFileName,
  sheetColumns: diamondSheetColumns,
  qrPath: "export-qr.csv",
  qrFileName: diamondQrFileName,
  qrHeaders: diamondQrHeaders,
  qrRow: diamondQrRow,
});
