import type { CardPrint } from "@loupe/domain/certificates/record-fields";
import { formatDateTime } from "@loupe/domain/formatting";

// When and by whom a card was printed, as the list, the editor and the reprint warning say it.
export function cardPrintedText(print: CardPrint): string {
  if (!print.cardCertPrinted) return "Card not printed yet";
  const when = print.cardPrintedAt ? ` on ${formatDateTime(print.cardPrintedAt)}` : "";
  const who = print.cardPrintedBy ? ` by ${print.cardPrintedBy}` : "";
  return `Card printed${when}${who}`;
}

// The reprint warning's text for one record ('JW-1').
export function printedBeforeText(label: string, print: CardPrint): string {
  const when = print.cardPrintedAt ? ` on ${formatDateTime(print.cardPrintedAt)}` : "";
  const who = print.cardPrintedBy ? ` by ${print.cardPrintedBy}` : "";
  return `The card of ${label || "this certificate"} was already printed${when}${who}.`;
}
