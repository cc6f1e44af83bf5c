import type { Jewelry } from "@loupe/domain/jewelry/jewelry";
import { jewelrySheetColumns, jewelrySheetName } from "@loupe/domain/jewelry/jewelry-sheet";
import type { OutboxContext } from "../area-module";
import { certificateOutboxHandlers, tableDeliveries } from "../certificates/deliveries";
import { jewelry } from "./schema";
import { getJewelry } from "./service";

// Jewelry's part of the spreadsheet sync and the barcode registration (spec 001 §4.1, §7.1).
export const jewelryDeliveries = tableDeliveries<Jewelry>({
  type: "jewelry",
  sheetName: jewelrySheetName,
  columns: jewelrySheetColumns,
  table: jewelry,
  get: getJewelry,
});

export const jewelryOutboxHandlers = (context: OutboxContext) =>
  certificateOutboxHandlers(jewelryDeliveries, context);
