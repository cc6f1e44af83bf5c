import type { CompanyKind } from "../companies";

// Why an imported row of any certificate type is refused: its certificate number or its
// companies, which only the whole file or the database can judge.

export const quoted = (text: string) => `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;

export const certificateImportReasons = {
  repeatedCertificate: (certificate: string, row: number) =>
    `Certificate number ${certificate} is also on row ${row}.`,
  certificateExists: (certificate: string) => `Certificate number ${certificate} already exists.`,
  unknownCompany: (kind: CompanyKind, name: string) => `There is no ${kind} named ${quoted(name)}.`,
  ambiguousCompany: (kind: CompanyKind, name: string) =>
    `More than one ${kind} is named ${quoted(name)}; give them different names first.`,
  companyGone: (kind: CompanyKind) => `The chosen ${kind} no longer exists.`,
  repeatedInImport: (certificate: string) =>
    `Certificate number ${certificate} appears more than once in this import.`,
} as const;
