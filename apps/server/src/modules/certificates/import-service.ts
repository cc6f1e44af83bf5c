import type { SessionUser } from "@loupe/domain/auth";
import { isEmptyRecord, sheetRecord } from "@loupe/domain/certificates/import-cells";
import { importFileMessages } from "@loupe/domain/certificates/import-file-messages";
import { importLimits } from "@loupe/domain/certificates/import-limits";
import { certificateImportReasons as reasons } from "@loupe/domain/certificates/import-reasons";
import { countImportStatuses, repeatedCertificates } from "@loupe/domain/certificates/import-status";
import type { FieldError } from "@loupe/domain/problem";
import type { Database } from "../../db/client";
import { badRequest } from "../../http/problem";
import type {
  CertificateImporter,
  ImportedValues,
  ImportPreview,
  ImportPreviewRow,
} from "./certificate-importer";
import { existingCertificateNumbers } from "./certificate-numbers";
import { type CompanyMatch, companiesByName, existingCompanyIds } from "./import-companies";
import type { SheetRows } from "./import-sheet";

// Import (spec 000 §2, §5, §7), any certificate type: the preview reads the file and writes
// nothing; the commit checks every row again (the data may have changed since) and writes all of
// them in one transaction.

const matched = (match: CompanyMatch) => (match && "id" in match ? match : null);
const unmatched = (match: CompanyMatch) => (match && "reason" in match ? [match.reason] : []);

export async function previewImport<
  Values extends ImportedValues,
  Options,
  Summary extends { client: string },
>(
  db: Database,
  importer: CertificateImporter<Values, Options, Summary>,
  sheet: SheetRows,
  options: Options,
): Promise<ImportPreview<Values, Summary>> {
  if (!importer.hasImportableHeaders(sheet.headers)) throw badRequest(importFileMessages.noHeaders);
  const records = sheet.rows
    .map(({ row, cells }) => ({ row, record: sheetRecord(sheet.headers, cells) }))
    .filter(({ record }) => !isEmptyRecord(record));
  if (records.length === 0) throw badRequest(importFileMessages.noRows);
  if (records.length > importLimits.maxRows) throw badRequest(importFileMessages.tooManyRows);

  const mapped = records.map(({ record }) => importer.mapRow(record, options));
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

  const rows = mapped.map((row, index): ImportPreviewRow<Values, Summary> => {
    const number = numbers[index] ?? "";
    const client = clientOf(row.clientName);
    const customer = customerOf(row.customerName);
    const earlier = repeated[index];
    const found = [
      ...row.reasons,
      ...unmatched(client),
      ...unmatched(customer),
      ...(taken.has(number.toUpperCase()) ? [reasons.certificateExists(number)] : []),
      ...(earlier != null ? [reasons.repeatedCertificate(number, records[earlier]?.row ?? 0)] : []),
    ];
    const input = {
      ...row.input,
      clientId: matched(client)?.id ?? null,
      customerId: matched(customer)?.id ?? null,
    };
    const summary = { ...row.summary, client: matched(client)?.name ?? row.clientName };
    return { row: records[index]?.row ?? 0, ...importer.checkRow(input, found), summary };
  });
  const withoutTemplate = mapped.filter((row) => row.templateMissing).length;
  return { rows, counts: countImportStatuses(rows), withoutTemplate };
}

// Problems only the database can see: references and certificate numbers already taken.
async function databaseReasons<Values extends ImportedValues>(
  db: Database,
  values: (Values | null)[],
  typeReasons: (values: Values) => string[],
): Promise<string[][]> {
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
      ...(row.clientId && !clients.has(row.clientId) ? [reasons.companyGone("client")] : []),
      ...(row.customerId && !customers.has(row.customerId) ? [reasons.companyGone("customer")] : []),
      ...typeReasons(row),
      ...(taken.has(number.toUpperCase()) ? [reasons.certificateExists(number)] : []),
      ...(repeated[index] != null ? [reasons.repeatedInImport(number)] : []),
    ];
  });
}

export async function commitImport<
  Values extends ImportedValues,
  Options,
  Summary extends { client: string },
>(
  db: Database,
  importer: CertificateImporter<Values, Options, Summary>,
  rows: unknown[],
  actor: SessionUser,
): Promise<{ imported: number; incomplete: number }> {
  const checked = rows.map((row) => importer.checkRow(row));
  const more = await databaseReasons(
    db,
    checked.map((row) => row.values),
    importer.commitReasons,
  );
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
  const ids = await db.transaction((tx) => importer.insertRows(tx, values, actor));
  return { imported: ids.length, incomplete: values.filter(importer.isIncomplete).length };
}
