import { type CertificateType, certificateTypes } from "../certificates/certificate-type";

// The kinds of public page at /c/{kind}/{key}: a certificate of each type, and a QR list's page
// (its videos with their certificates). Every view of one is recorded under its kind, the record
// shown and that record's client (analytics reads them).
export const publicPageKinds = [...certificateTypes, "list"] as const;
export type PublicPageKind = (typeof publicPageKinds)[number];

// Only certificates answer the 'check another report' form; a list is reached by its QR code.
export const isCertificateKind = (kind: PublicPageKind): kind is CertificateType =>
  (certificateTypes as readonly string[]).includes(kind);
