import {
  absoluteUrl,
  diamondSheetColumns,
  diamondSheetName,
  diamondSheetRow,
  type SheetContext,
} from "@loupe/domain/diamonds/diamond-sheet";
import { messages } from "@loupe/domain/messages";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import type { Integrations } from "../../integrations/build-integrations";
import type { OutboxHandler } from "../../jobs/outbox";
import { diamonds } from "./schema";
import { getDiamond } from "./service";

export const spreadsheetSyncKind = "diamond.spreadsheet-sync";
export const barcodeRegistrationKind = "diamond.barcode-registration";

const payloadSchema = z.object({ diamondId: z.uuid() });
const certificateNumberHeader = "Certificate Number";

async function loadDiamond(db: Database, payload: unknown) {
  const { diamondId } = payloadSchema.parse(payload);
  // A record deleted since the change was queued has nothing left to deliver.
  return getDiamond(db, diamondId).catch(() => null);
}

// Deliveries to outside systems, retried with backoff by the outbox worker (jobs/outbox.ts).
export function diamondOutboxHandlers(
  db: Database,
  integrations: Integrations,
  context: SheetContext,
): Record<string, OutboxHandler> {
  return {
    [spreadsheetSyncKind]: async (payload) => {
      const diamond = await loadDiamond(db, payload);
      if (!diamond?.updateSpreadsheet) return;
      if (!diamond.certificateNumber) throw new Error(messages.spreadsheetNeedsCertificateNumber);
      await integrations.spreadsheetTarget.upsert({
        sheet: diamondSheetName,
        headers: diamondSheetColumns.map((column) => column.header),
        keyColumn: certificateNumberHeader,
        rows: [diamondSheetRow(diamond, context)],
      });
    },
    [barcodeRegistrationKind]: async (payload) => {
      const diamond = await loadDiamond(db, payload);
      if (!diamond?.certificateVideo || diamond.addedBarcode || !diamond.clientSku) return;
      await integrations.barcodeRegistry.register({
        barcode: diamond.clientSku,
        url: absoluteUrl(context, diamond.certificateVideo.url),
        customer: diamond.client?.name ?? "NONE",
      });
      await db.update(diamonds).set({ addedBarcode: true }).where(eq(diamonds.id, diamond.id));
    },
  };
}
