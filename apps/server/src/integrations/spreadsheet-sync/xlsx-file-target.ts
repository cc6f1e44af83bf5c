import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import ExcelJS from "exceljs";
import type { SpreadsheetRows, SpreadsheetTarget } from "./spreadsheet-target";
import { writeRows } from "./xlsx-sheet-rows";

// One chain per file for the whole process, so two targets on the same file (or two outbox
// deliveries) never read the same old file and overwrite each other's rows.
const chains = new Map<string, Promise<void>>();

// The default spreadsheet: an .xlsx file on disk that the lab can open or share.
export function createXlsxFileTarget(file: string): SpreadsheetTarget {
  const target = path.resolve(file);
  return {
    upsert(rows) {
      const previous = chains.get(target) ?? Promise.resolve();
      const run = previous.then(() => upsertFile(target, rows));
      // The chain itself never rejects: one failed delivery must not fail the ones after it.
      const settled = run.then(
        () => undefined,
        () => undefined,
      );
      chains.set(target, settled);
      void settled.then(() => {
        if (chains.get(target) === settled) chains.delete(target);
      });
      return run;
    },
  };
}

async function upsertFile(file: string, rows: SpreadsheetRows): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  if (await exists(file)) {
    try {
      await workbook.xlsx.readFile(file);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`The spreadsheet file ${file} could not be read: ${reason}`, { cause: error });
    }
  }
  writeRows(workbook, rows);
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Written beside the file, then renamed over it: a reader never sees a half-written workbook.
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    await workbook.xlsx.writeFile(temporary);
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
