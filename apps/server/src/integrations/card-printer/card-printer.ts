import type { CardData } from "@loupe/domain/certificates/card-data";

// The card-printing service (spec 000 §7, 001 §7.2): Loupe fills its data table, a person prints.
// CARD_PRINTER_URL selects the HTTP client; without it the simulator keeps a print queue. It takes
// the card of any certificate type; each type's domain folder builds its body.
export type { CardData };

export interface CardPrinter {
  updateDataTable(card: CardData): Promise<void>;
  // Answers the service's own text, shown to staff in a dialog (spec 001 §7.2).
  clearDataTable(): Promise<string>;
}
