// The kinds of certificate the lab issues. Each is one area on both sides; what they share (one
// namespace of certificate numbers, import, export, spreadsheet sync, the card printer, the
// public page frame) is built once and told which type it serves.
export const certificateTypes = ["diamond", "jewelry"] as const;
export type CertificateType = (typeof certificateTypes)[number];

// What names a certificate to people and in its public address: its certificate number or, for a
// record that has none yet, its client SKU.
export const certificateLabel = (record: { certificateNumber: string; clientSku: string }): string =>
  record.certificateNumber || record.clientSku;

// A certificate is public once it exists: an item pulled from Diamond Track waits in the newly
// added queue (NewlyAdded) until completion or a staff Save clears the flag (spec 000 §4); until
// then it has no public page, no public media and no line in the exports a client gets (issue 19).
export type PublicCandidate = { certificateNumber: string; clientSku: string; newlyAdded: boolean };

export const isPublicCertificate = (record: { newlyAdded: boolean }): boolean => !record.newlyAdded;

// Why a record as the API answers it (its publicPath) has no public page, or null when it has one.
export const noPublicPageReason = (record: {
  certificateNumber: string;
  clientSku: string;
  publicPath: string | null;
}): string | null =>
  record.publicPath
    ? null
    : certificateLabel(record)
      ? "Not public until it is completed"
      : "No certificate number or client SKU yet";

// The address of a certificate's public page (spec 000 §7), by its certificate number or, for a
// record that has none yet, by its client SKU; null while it has none.
export function certificatePublicPath(type: CertificateType, record: PublicCandidate): string | null {
  const key = certificateLabel(record);
  return key && isPublicCertificate(record) ? `/c/${type}/${encodeURIComponent(key)}` : null;
}
