import type { SessionUser } from "@loupe/domain/auth";
import type { SheetRecord } from "@loupe/domain/certificates/import-cells";
import type { CheckedImportRow, MappedImportRow } from "@loupe/domain/certificates/import-status";
import type { Executor } from "../../db/client";

// What a certificate type brings to the import pipeline (import-service.ts): reading its own
// columns, its form's checks and its insert. Reading the file, limits, company names, taken and
// repeated certificate numbers, the preview and the one-transaction commit are the pipeline's.

// Every type's saved row names its certificate number and its companies.
export type ImportedValues = {
  certificateNumber: string;
  clientId: string | null;
  customerId: string | null;
};

export type CertificateImporter<
  Values extends ImportedValues,
  Options,
  Summary extends { client: string },
> = {
  // The sheet names at least one column this type can read.
  hasImportableHeaders: (headers: readonly string[]) => boolean;
  mapRow: (record: SheetRecord, options: Options) => MappedImportRow<{ certificateNumber?: string }, Summary>;
  // The form's checks on a mapped row (preview) or on a row the browser sends back (commit).
  checkRow: (input: unknown, reasons?: readonly string[]) => CheckedImportRow<Values>;
  // Reasons of this type's own against a row sent back for commit (a video cannot be imported).
  commitReasons: (values: Values) => string[];
  isIncomplete: (values: Values) => boolean;
  // Writes the rows (their numbers already checked) and logs the import; answers their ids.
  insertRows: (tx: Executor, rows: Values[], actor: SessionUser) => Promise<string[]>;
};

export type ImportPreviewRow<Values, Summary> = CheckedImportRow<Values> & { row: number; summary: Summary };

export type ImportPreview<Values, Summary> = {
  rows: ImportPreviewRow<Values, Summary>[];
  counts: Record<CheckedImportRow<Values>["status"], number>;
  // How many rows have no template of their own (a template can be chosen for them).
  withoutTemplate: number;
};
