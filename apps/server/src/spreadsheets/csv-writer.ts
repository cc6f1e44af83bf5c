import { PassThrough, type Readable } from "node:stream";
import Papa from "papaparse";
import { roomIn } from "./backpressure";

// CSV downloads of any length, written batch by batch (RFC 4180 quoting by papaparse). Cells that
// a spreadsheet would run as a formula (= + - @ …) are prefixed with ' as the web's csv.ts does.

export type CsvSheet = {
  headers: readonly string[];
  rows: AsyncIterable<string[][]>;
};

async function writeCsv(sheet: CsvSheet, output: PassThrough): Promise<void> {
  const write = async (text: string) => {
    if (!output.write(text)) await roomIn(output);
  };
  await write(Papa.unparse([[...sheet.headers]], { newline: "\r\n" }));
  for await (const batch of sheet.rows) {
    if (output.destroyed) return;
    if (batch.length === 0) continue;
    await write(`\r\n${Papa.unparse(batch, { newline: "\r\n", escapeFormulae: true })}`);
  }
  output.end("\r\n");
}

export function csvStream(sheet: CsvSheet): Readable {
  const output = new PassThrough();
  writeCsv(sheet, output).catch((error: unknown) => {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
