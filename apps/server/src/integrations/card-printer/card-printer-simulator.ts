import type { CardData, CardPrinter } from "./card-printer";

export type CardPrinterSimulator = CardPrinter & {
  // The cards waiting to be printed, oldest first.
  queue(): CardData[];
};

// Stands in for the card-printing service when CARD_PRINTER_URL is unset: the data table is a
// queue in memory, filled by updateDataTable and emptied by clearDataTable.
export function createCardPrinterSimulator(): CardPrinterSimulator {
  let cards: CardData[] = [];
  return {
    async updateDataTable(card) {
      // A copy, so a caller changing its object later cannot change a card already sent.
      cards.push({ ...card });
    },
    async clearDataTable() {
      const cleared = cards.length;
      cards = [];
      return `Cleared ${cleared} ${cleared === 1 ? "card" : "cards"} from the data table.`;
    },
    queue() {
      return cards.map((card) => ({ ...card }));
    },
  };
}
