import { barcodeCustomer } from "@loupe/domain/barcode-customer";
import type { CertificateType } from "@loupe/domain/certificates/certificate-type";
import { absoluteUrl, type SheetColumn, type SheetContext, sheetRow } from "@loupe/domain/certificates/sheet";
import { canSyncToSpreadsheet } from "@loupe/domain/certificates/spreadsheet-sync";
import { messages } from "@loupe/domain/messages";
import { eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Database, Executor } from "../../db/client";
import { enqueueAll, NothingToDeliver, type OutboxHandler } from "../../jobs/outbox";
import type { OutboxContext } from "../area-module";
import { companies } from "../companies/ports";
import type { CertificateKind, StreamedRow } from "./certificate-kind";
import { getCertificate } from "./certificate-reads";

// What the deliveries read off a certificate of any type.
export type DeliveredCertificate = {
  id: string;
  certificateNumber: string;
  clientSku: string;
  updateSpreadsheet: boolean;
  addedBarcode: boolean;
  certificateVideo: { url: string } | null;
  client: { id: string; name: string } | null;
};

// The record's client as the barcode service names it: its own setting says whether spaces become
// dashes (spec 002 §7); a client deleted since is sent as the record knew it.
async function barcodeClient(db: Executor, client: DeliveredCertificate["client"]) {
  if (!client) return null;
  const [found] = await db
    .select({ name: companies.name, barcodeDashes: companies.barcodeDashes })
    .from(companies)
    .where(eq(companies.id, client.id));
  return found ?? { name: client.name, barcodeDashes: false };
}

// A certificate type's part of the deliveries to outside systems (spec 000 §4, §7): its sheet in
// the synced spreadsheet, how to load a record, and how to note that the barcode service has it.
export type CertificateDeliveries<Certificate extends DeliveredCertificate> = {
  type: CertificateType;
  sheetName: string;
  columns: readonly SheetColumn<Certificate>[];
  // null when the record is gone (deleted since the change was queued): nothing left to deliver.
  load: (db: Database, id: string) => Promise<Certificate | null>;
  markBarcodeAdded: (db: Database, id: string) => Promise<void>;
};

// A type's deliveries from its declaration: its sheet, its record as the API reads it, and the
// barcode flag in its added_barcode column.
export function tableDeliveries<Joined extends StreamedRow, Certificate extends DeliveredCertificate>(
  kind: Pick<
    CertificateKind<never, Joined, Certificate, never, never>,
    "type" | "table" | "notFound" | "select" | "parse" | "toRecord" | "sheetName" | "sheetColumns"
  >,
): CertificateDeliveries<Certificate> {
  const { table } = kind;
  return {
    type: kind.type,
    sheetName: kind.sheetName,
    columns: kind.sheetColumns,
    load: (db, id) => getCertificate(db, kind, id).catch(() => null),
    markBarcodeAdded: async (db, id) => {
      await db
        .update(table as PgTable)
        .set({ addedBarcode: true } as never)
        .where(eq(table.id, id));
    },
  };
}

// 'diamond.spreadsheet-sync', 'diamond.barcode-registration': rows already queued keep these.
export const deliveryKinds = (type: CertificateType) => ({
  spreadsheetSync: `${type}.spreadsheet-sync`,
  barcodeRegistration: `${type}.barcode-registration`,
});

// The payload names the record by '{type}Id' ({ diamondId } for diamonds).
const payloadKey = (type: CertificateType) => `${type}Id`;
const certificateNumberHeader = "Certificate Number";

// Queues what a saved record needs, in the save's transaction; answers the spreadsheet message's
// id (Create Digital Certificate waits for it) or null. A record without a certificate number has
// no row in the sheet: it keeps its flag, and the first save that gives it a number queues the sync.
export async function enqueueDeliveries(
  tx: Executor,
  type: CertificateType,
  saved: SavedCertificate,
): Promise<string | null> {
  const kinds = deliveryKinds(type);
  const messages = deliveriesOf(type, saved);
  const ids = await enqueueAll(tx, messages);
  return ids[messages.findIndex((message) => message.kind === kinds.spreadsheetSync)] ?? null;
}

// The same for several saved records (an order line), in one statement.
export async function enqueueDeliveriesOfAll(
  tx: Executor,
  type: CertificateType,
  saved: readonly SavedCertificate[],
): Promise<void> {
  await enqueueAll(
    tx,
    saved.flatMap((record) => deliveriesOf(type, record)),
  );
}

type SavedCertificate = {
  id: string;
  certificateNumber: string;
  updateSpreadsheet: boolean;
  certificateVideoFileId: string | null;
  addedBarcode: boolean;
};

function deliveriesOf(type: CertificateType, saved: SavedCertificate) {
  const kinds = deliveryKinds(type);
  const payload = { [payloadKey(type)]: saved.id };
  return [
    ...(saved.updateSpreadsheet && canSyncToSpreadsheet(saved)
      ? [{ kind: kinds.spreadsheetSync, payload }]
      : []),
    ...(saved.certificateVideoFileId && !saved.addedBarcode
      ? [{ kind: kinds.barcodeRegistration, payload }]
      : []),
  ];
}

// Delivered by the outbox worker (jobs/outbox.ts), retried with backoff.
export function certificateOutboxHandlers<Certificate extends DeliveredCertificate>(
  deliveries: CertificateDeliveries<Certificate>,
  { db, integrations, config }: OutboxContext,
): Record<string, OutboxHandler> {
  const kinds = deliveryKinds(deliveries.type);
  const payloadSchema = z.object({ [payloadKey(deliveries.type)]: z.uuid() });
  const context: SheetContext = { publicBaseUrl: config.publicBaseUrl };
  const load = (payload: unknown) => {
    const id = payloadSchema.parse(payload)[payloadKey(deliveries.type)] as string;
    return deliveries.load(db, id);
  };
  return {
    [kinds.spreadsheetSync]: async (payload, { messageId }) => {
      const record = await load(payload);
      if (!record?.updateSpreadsheet) return;
      // Not queued without a number, but the number may have been removed since (or the row
      // queued before that rule): retrying would not give it one.
      if (!canSyncToSpreadsheet(record))
        throw new NothingToDeliver(messages.spreadsheetNeedsCertificateNumber);
      await integrations.spreadsheetTarget.upsert(
        {
          sheet: deliveries.sheetName,
          headers: deliveries.columns.map((column) => column.header),
          keyColumn: certificateNumberHeader,
          rows: [sheetRow(deliveries.columns, record, context)],
        },
        messageId,
      );
    },
    [kinds.barcodeRegistration]: async (payload, { messageId }) => {
      const record = await load(payload);
      if (!record?.certificateVideo || record.addedBarcode || !record.clientSku) return;
      await integrations.barcodeRegistry.register(
        {
          barcode: record.clientSku,
          url: absoluteUrl(context, record.certificateVideo.url),
          customer: barcodeCustomer(await barcodeClient(db, record.client)),
          // Pushed once per record (not after addedBarcode): a SKU the service already links to
          // another video stays as it is, and the refusal stays visible in the outbox.
          override: false,
        },
        messageId,
      );
      await deliveries.markBarcodeAdded(db, record.id);
    },
  };
}
