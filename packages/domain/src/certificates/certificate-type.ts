// The kinds of certificate the lab issues. Each is one area on both sides; what they share (one
// namespace of certificate numbers, import, export, spreadsheet sync, the card printer, the
// public page frame) is built once and told which type it serves.
export const certificateTypes = ["diamond", "jewelry"] as const;
export type CertificateType = (typeof certificateTypes)[number];

// What names a certificate to people and in its public address: its certificate number or, for a
// record that has none yet, its client SKU.
export const certificateLabel = (record: { certificateNumber: string; clientSku: string }): string =>
  record.certificateNumber || record.clientSku;

// The address of a certificate's public page (spec 000 §7), by its certificate number or, for a
// record that has none yet, by its client SKU.
export function certificatePublicPath(
  type: CertificateType,
  record: { certificateNumber: string; clientSku: string },
): string | null {
  const key = certificateLabel(record);
  return key ? `/c/${type}/${encodeURIComponent(key)}` : null;
}
