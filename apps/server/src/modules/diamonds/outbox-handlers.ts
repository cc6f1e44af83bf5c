import type { Diamond } from "@loupe/domain/diamonds/diamond";
import { diamondSheetColumns, diamondSheetName } from "@loupe/domain/diamonds/diamond-sheet";
import type { OutboxContext } from "../area-module";
import { certificateOutboxHandlers, tableDeliveries } from "../certificates/deliveries";
import { diamonds } from "./schema";
import { getDiamond } from "./service";

// The diamonds' part of the spreadsheet sync and the barcode registration.
export const diamondDeliveries = tableDeliveries<Diamond>({
  type: "diamond",
  sheetName: diamondSheetName,
  columns: diamondSheetColumns,
  table: diamonds,
  get: getDiamond,
});

export const diamondOutboxHandlers = (context: OutboxContext) =>
  certificateOutboxHandlers(diamondDeliveries, context);
