import type { SheetValue } from "@loupe/domain/certificates/sheet";

// Where records flagged update_spreadsheet are delivered (the lab's 'google spreadsheet'). Rows
// are upserted by their key column (the certificate number, or the client SKU without one).
export type SpreadsheetRows = {
  sheet: string;
  headers: readonly string[];
  keyColumn: string;
  rows: SheetValue[][];
};

export interface SpreadsheetTarget {
  // idempotencyKey: the same for a repeated delivery (an outbox message's id).
  upsert(rows: SpreadsheetRows, idempotencyKey?: string): Promise<void>;
}
