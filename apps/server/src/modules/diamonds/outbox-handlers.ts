import type { Diamond } from "@loupe/domain/diamonds/diamond";
import { diamondSheetColumns, diamondSheetName } from "@loupe/domain/diamonds/diamond-sheet";
import { eq } from "drizzle-orm";
import type { OutboxContext } from "../area-module";
import { type CertificateDeliveries, certificateOutboxHandlers } from "../certificates/deliveries";
import { diamonds } from "./schema";
import { getDiamond } from "./service";

// The diamonds' part of the spreadsheet sync and the barcode registration.
export const diamondDeliveries: CertificateDeliveries<Diamond> = {
  type: "diamond",
  sheetName: diamondSheetName,
  columns: diamondSheetColumns,
  load: (db, id) => getDiamond(db, id).catch(() => null),
  markBarcodeAdded: async (db, id) => {
    await db.update(diamonds).set({ addedBarcode: true }).where(eq(diamonds.id, id));
  },
};

export const diamondOutboxHandlers = (context: OutboxContext) =>
  certificateOutboxHandlers(diamondDeliveries, context);
