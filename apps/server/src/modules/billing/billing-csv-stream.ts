import { Readable } from "node:stream";
import {
  type BillingCsvRecord,
  billingCsvHeader,
  billingCsvRow,
  csvLine,
} from "@loupe/domain/billing/billing-csv";

// The certificate cost report as a stream: the header, then a batch of lines at a time (memory
// stays flat at any size); every cell escaped by the domain's one rule (billing-csv.ts).
export function billingCsvStream(batches: AsyncIterable<BillingCsvRecord[]>): Readable {
  async function* lines() {
    yield csvLine(billingCsvHeader);
    for await (const batch of batches) {
      if (batch.length > 0) yield batch.map((record) => csvLine(billingCsvRow(record))).join("");
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
