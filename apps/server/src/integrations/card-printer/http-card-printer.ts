import { endpoint, postJson } from "../post-json";
import type { CardData, CardPrinter } from "./card-printer";

export type HttpCardPrinterOptions = { timeoutMs?: number };

// The service's response body is not read (spec 000 §7): a 2xx means "You can now print".
export function createHttpCardPrinter(baseUrl: string, options: HttpCardPrinterOptions = {}): CardPrinter {
  const system = "card printer";
  return {
    async updateDataTable(card: CardData) {
      await postJson({ system, url: endpoint(baseUrl, "updateDataTable"), body: card, ...options });
    },
    async clearDataTable() {
      return await postJson({ system, url: endpoint(baseUrl, "clearDataTable"), ...options });
    },
  };
}
