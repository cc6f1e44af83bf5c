import type { SessionUser } from "@loupe/domain/auth";
import type { CardData } from "@loupe/domain/certificates/card-data";
import { type CertificateType, certificateLabel } from "@loupe/domain/certificates/certificate-type";
import { messages } from "@loupe/domain/messages";
import { eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { lockedBulkUpdate } from "../../db/locked-bulk-update";
import { HttpProblem, notFound } from "../../http/problem";
import type { CardPrinter } from "../../integrations/card-printer/card-printer";

// Fills the card printer's data table with one certificate (spec 000 §7, 001 §7.2) and records
// that it was printed (CardCertPrinted, who, when; certificate-columns.ts). A printer that fails
// is the outside system's fault: 502 with the spec's error text and the reason.

type PrintedTable = PgTable &
  Record<"id" | "cardCertPrinted" | "cardPrintedAt" | "cardPrintedBy" | "cardPrintedByName", PgColumn>;
export type PrintedKind = { table: PrintedTable; type: CertificateType };
export type PrintedRecord = { id: string; certificateNumber: string; clientSku: string };

// The printer is called first, outside any transaction: a refused card records nothing. Then the
// record and its activity entry are one transaction, so a failure there records neither, and the
// answer says the card went out without being recorded (it never claims a print that did not
// happen). Printing does not change the certificate: its version and updatedAt stay.
export async function printCard(
  db: Database,
  printer: CardPrinter,
  actor: SessionUser,
  printed: { kind: PrintedKind; record: PrintedRecord; card: CardData },
  sent: string,
): Promise<{ message: string }> {
  try {
    await printer.updateDataTable(printed.card);
  } catch (error) {
    throw printerFailure(error);
  }
  await recordCardPrinted(db, actor, printed.kind, printed.record);
  return { message: sent };
}

export async function recordCardPrinted(
  db: Database,
  actor: SessionUser,
  kind: PrintedKind,
  record: PrintedRecord,
): Promise<void> {
  const { table, type } = kind;
  try {
    await db.transaction((tx) =>
      lockedBulkUpdate(tx, actor, {
        table,
        where: eq(table.id, record.id),
        missing: () => notFound(messages.cardRecordGone),
        set: () => ({
          cardCertPrinted: true,
          cardPrintedAt: sql`now()`,
          cardPrintedBy: actor.id,
          cardPrintedByName: actor.fullName,
        }),
        activity: () => ({
          action: "print",
          entityType: type,
          entityId: record.id,
          subject: certificateLabel(record),
          summary: `${actor.fullName} printed the card of ${type} ${certificateLabel(record)}`,
        }),
      }),
    );
  } catch (error) {
    throw new HttpProblem(
      500,
      messages.genericErrorTitle,
      messages.cardSentNotRecorded(printerReason(error)),
    );
  }
}

export function printerFailure(error: unknown): HttpProblem {
  return new HttpProblem(502, messages.genericErrorTitle, messages.genericError(printerReason(error), 502));
}

export const printerReason = (error: unknown) => (error instanceof Error ? error.message : String(error));
