import {
  type PrintMultiplePreview,
  printedBeforeShown,
  printMultipleMax,
} from "@loupe/domain/jewelry/jewelry-api";
import type { JewelryFilter } from "@loupe/domain/jewelry/jewelry-list-query";
import { messages } from "@loupe/domain/messages";
import { desc, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { badRequest } from "../../http/problem";
import { jewelryFilterConditions } from "./jewelry-filters";
import { jewelry } from "./schema";

export type PrintSelection = {
  // Ids in print order; an id ticked that is no longer there is kept (its outcome says so).
  ids: string[];
  printed: Map<string, { certificateNumber: string; cardPrintedAt: Date | null; cardPrintedBy: string }>;
};

const selected = {
  id: jewelry.id,
  certificateNumber: jewelry.certificateNumber,
  clientSku: jewelry.clientSku,
  cardCertPrinted: jewelry.cardCertPrinted,
  cardPrintedAt: jewelry.cardPrintedAt,
  cardPrintedByName: jewelry.cardPrintedByName,
};

// Print Multiple's cards: the ids ticked, in that order, or every record the filter matches,
// newest first as the list shows them (at most printMultipleMax; more is refused, not cut short).
export async function resolvePrintSelection(
  db: Executor,
  request: { ids?: string[] | undefined; allMatching?: JewelryFilter | undefined },
): Promise<PrintSelection> {
  const rows = request.ids
    ? await db.select(selected).from(jewelry).where(inArray(jewelry.id, request.ids))
    : await db
        .select(selected)
        .from(jewelry)
        .where(jewelryFilterConditions(request.allMatching ?? { searchType: "certificateNumber" }))
        .orderBy(desc(jewelry.created), desc(jewelry.id))
        .limit(printMultipleMax + 1);
  if (!request.ids && rows.length > printMultipleMax)
    throw badRequest(messages.printMultipleTooMany(printMultipleMax));
  if (!request.ids && rows.length === 0) throw badRequest("Select at least one certificate.");
  const printed = new Map(
    rows
      .filter((row) => row.cardCertPrinted)
      .map((row) => [
        row.id,
        {
          certificateNumber: row.certificateNumber || row.clientSku,
          cardPrintedAt: row.cardPrintedAt,
          cardPrintedBy: row.cardPrintedByName,
        },
      ]),
  );
  return { ids: request.ids ?? rows.map((row) => row.id), printed };
}

export function printPreview(selection: PrintSelection): PrintMultiplePreview {
  const printedBefore = selection.ids.flatMap((id) => {
    const printed = selection.printed.get(id);
    return printed ? [{ id, ...printed, cardPrintedAt: printed.cardPrintedAt?.toISOString() ?? null }] : [];
  });
  return {
    count: selection.ids.length,
    printedBeforeCount: printedBefore.length,
    printedBefore: printedBefore.slice(0, printedBeforeShown),
  };
}
