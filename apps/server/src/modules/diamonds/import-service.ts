import type { SessionUser } from "@loupe/domain/auth";
import { isDiamondIncomplete } from "@loupe/domain/diamonds/diamond-checks";
import {
  type ImportPreview,
  type ImportPreviewRow,
  type ImportResult,
  importFileMessages,
  importLimits,
} from "@loupe/domain/diamonds/import";
import { type ImportOptions, mapImportRow } from "@loupe/domain/diamonds/import-row";
import { isEmptyRecord, sheetRecord } from "@loupe/domain/diamonds/import-row-cells";
import { hasImportableHeaders } from "@loupe/domain/diamonds/import-row-headers";
import { importReasons } from "@loupe/domain/diamonds/import-row-reasons";
import {
  type CheckedImportRow,
  checkImportRow,
  countImportStatuses,
  repeatedCertificates,
} from "@loupe/domain/diamonds/import-row-status";
import type { FieldError } from "@loupe/domain/problem";
import type { Database } from "../../db/client";
import { badRequest } from "../../http/problem";
import { existingCertificateNumbers } from "../certificates/certificate-numbers";
import { type CompanyMatch, companiesByName, existingCompanyIds } from "./import-companies";
import type { SheetRows } from "./import-sheet";
import { insertDiamonds } from "./service";

// Import (spec 000 §2, §5, §7): the preview reads the file and writes nothing; the commit checks
// every row again (the data may have changed since) and writes all of them in one transaction.

const matched = (match: CompanyMatch) => (match && "id" in match ? match : null);

export async function previewImport(
  db: Database,
  sheet: SheetRows,
  options: ImportOptions = {},
): Promise<ImportPreview> {
  if (!hasImportableHeaders(sheet.headers)) throw badRequest(importFileMessages.noHeaders);
  const records = sheet.rows
    .map(({ row, cells }) => ({ row, record: sheetRecord(sheet.headers, cells) }))
    .filter(({ record }) => !isEmptyRecord(record));
  if (records.length === 0) throw badRequest(importFileMessages.noRows);
  if (records.length > importLimits.maxRows) throw badRequest(importFileMessages.tooManyRows);

  const mapped = records.map(({ record }) => mapImportRow(record, options));
  const numbers = mapped.map(({ input }) => input.certificateNumber ?? "");
  const taken = await existingCertificateNumbers(db, numbers);
  const repeated = repeatedCertificates(numbers);
  const clientOf = await companiesByName(
    db,
    "client",
    mapped.map((row) => row.clientName),
  );
  const customerOf = await companiesByName(
    db,
    "customer",
    mapped.map((row) => row.customerName),
  );

  const rows = mapped.map((row, index): ImportPreviewRow => {
    const number = numbers[index] ?? "";
    const client = clientOf(row.clientName);
    const customer = customerOf(row.customerName);
    const earlier = repeated[index];
    const reasons = [
      ...row.reasons,
      ...(client && "reason" in client ? [client.reason] : []),
      ...(customer && "reason" in customer ? [customer.reason] : []),
      ...(taken.has(number.toUpperCase()) ? [importReasons.certificateExists(number)] : []),
      ...(earlier != null ? [importReasons.repeatedCertificate(number, records[earlier]?.row ?? 0)] : []),
    ];
    const input = {
      ...row.input,
      clientId: matched(client)?.id ?? null,
      customerId: matched(customer)?.id ?? null,
    };
    const summary = { ...row.summary, client: matched(client)?.name ?? row.clientName };
    return { row: records[index]?.row ?? 0, ...checkImportRow(input, reasons), summary };
  });
  const withoutTemplate = mapped.filter((row) => row.templateMissing).length;
  return { rows, counts: countImportStatuses(rows), withoutTemplate };
}

// Problems only the database can see: references and certificate numbers already taken.
async function databaseReasons(db: Database, checked: CheckedImportRow[]): Promise<string[][]> {
  const values = checked.map((row) => row.values);
  const ids = (kind: "clientId" | "customerId") => values.flatMap((row) => (row?.[kind] ? [row[kind]] : []));
  const clients = await existingCompanyIds(db, "client", ids("clientId"));
  const customers = await existingCompanyIds(db, "customer", ids("customerId"));
  const numbers = values.map((row) => row?.certificateNumber ?? "");
  const taken = await existingCertificateNumbers(db, numbers);
  const repeated = repeatedCertificates(numbers);
  return values.map((row, index) => {
    if (!row) return [];
    const number = row.certificateNumber;
    return [
      ...(row.clientId && !clients.has(row.clientId) ? [importReasons.companyGone("client")] : []),
      ...(row.customerId && !customers.has(row.customerId) ? [importReasons.companyGone("customer")] : []),
      ...(row.certificateVideoFileId ? [importReasons.videoNotImported] : []),
      ...(taken.has(number.toUpperCase()) ? [importReasons.certificateExists(number)] : []),
      ...(repeated[index] != null ? [importReasons.repeatedInImport(number)] : []),
    ];
  });
}

export async function commitImport(db: Database, rows: unknown[], actor: SessionUser): Promise<ImportResult> {
  const checked = rows.map((row) => checkImportRow(row));
  const more = await databaseReasons(db, checked);
  const errors: FieldError[] = checked.flatMap((row, index) =>
    [...row.reasons.filter(() => row.status === "rejected"), ...(more[index] ?? [])].map((message) => ({
      field: `rows.${index}`,
      message,
    })),
  );
  if (errors.length > 0) {
    const rejected = new Set(errors.map((error) => error.field)).size;
    throw badRequest(importFileMessages.rejectedRows(rejected), errors);
  }
  const values = checked.flatMap((row) => (row.values ? [row.values] : []));
  const ids = await db.transaction((tx) => insertDiamonds(tx, values, actor));
  return { imported: ids.length, incomplete: values.filter(isDiamondIncomplete).length };
}
