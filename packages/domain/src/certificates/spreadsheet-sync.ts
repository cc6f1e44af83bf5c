import { messages } from "../messages";
import { compactCertificateKey } from "./certificate-key";

// The synced spreadsheet is keyed by its 'Certificate Number' column, so a record without a
// number has no row there (docs/decisions/0007): it is not queued for the sheet, and Create
// Digital Certificate, which says 'sent to google spreadsheet', is refused until it has one.
export const canSyncToSpreadsheet = (record: { certificateNumber: string }) =>
  compactCertificateKey(record.certificateNumber) !== "";

export function digitalCertificateRefusal(record: { certificateNumber: string }): string | null {
  return canSyncToSpreadsheet(record) ? null : messages.digitalCertificateNeedsCertificateNumber;
}
