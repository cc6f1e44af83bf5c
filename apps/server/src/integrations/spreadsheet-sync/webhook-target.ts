import { postJson } from "../post-json";
import type { SpreadsheetRows, SpreadsheetTarget } from "./spreadsheet-target";

export type WebhookTargetOptions = { timeoutMs?: number };

// Delivers rows to a web app that owns the real spreadsheet (e.g. a Google Apps Script doPost
// reading JSON.parse(e.postData.contents)); the web app does the upsert by keyColumn.
export function createWebhookTarget(url: string, options: WebhookTargetOptions = {}): SpreadsheetTarget {
  return {
    async upsert({ sheet, headers, keyColumn, rows }: SpreadsheetRows, idempotencyKey) {
      await postJson({
        system: "spreadsheet web app",
        url,
        body: { sheet, headers, keyColumn, rows },
        timeoutMs: options.timeoutMs,
        idempotencyKey,
      });
    },
  };
}
