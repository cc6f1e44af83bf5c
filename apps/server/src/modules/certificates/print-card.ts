import type { CardData } from "@loupe/domain/certificates/card-data";
import { messages } from "@loupe/domain/messages";
import { HttpProblem } from "../../http/problem";
import type { CardPrinter } from "../../integrations/card-printer/card-printer";

// Fills the card printer's data table with one certificate (spec 000 §7, 001 §7.2). A printer
// that fails is the outside system's fault: 502 with the spec's error text and the reason.
export async function printCard(
  printer: CardPrinter,
  card: CardData,
  sent: string,
): Promise<{ message: string }> {
  try {
    await printer.updateDataTable(card);
  } catch (error) {
    throw printerFailure(error);
  }
  return { message: sent };
}

export function printerFailure(error: unknown): HttpProblem {
  return new HttpProblem(502, messages.genericErrorTitle, messages.genericError(printerReason(error), 502));
}

export const printerReason = (error: unknown) => (error instanceof Error ? error.message : String(error));
