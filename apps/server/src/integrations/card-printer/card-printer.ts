import type { DiamondCardData } from "@loupe/domain/diamonds/card-data";

// The card-printing service (spec 000 §7, 001 §7.2): Loupe fills its data table, a person prints.
// CARD_PRINTER_URL selects the HTTP client; without it the simulator keeps a print queue.
export type CardData = DiamondCardData;

export interface CardPrinter {
  updateDataTable(card: CardData): Promise<void>;
  clearDataTable(): Promise<void>;
}
