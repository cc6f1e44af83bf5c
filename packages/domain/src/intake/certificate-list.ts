import { compactCertificateKey } from "../certificates/certificate-key";
import { messages } from "../messages";

// The Add From Diamond Track popup's field (spec 000 §4, §5): whitespace is stripped, and in
// multiple mode the value is split on commas. Numbers are keys (upper-cased, certificate-key.ts);
// a number given twice is fetched once. The popup and the server read the field with this.

export const intakeModes = ["single", "multiple"] as const;
export type IntakeMode = (typeof intakeModes)[number];

// Ours (the spec gives no limit): one request fetches at most this many certificates.
export const maxIntakeCertificates = 100;
export const maxCertificateNumberLength = 40;

// A certificate number as Diamond Track issues them: letters, digits and - . / _ (not first).
const wellFormed = /^[A-Z0-9][A-Z0-9._/-]*$/;

export type CertificateListReading = { ok: true; certificates: string[] } | { ok: false; message: string };

export function readCertificateList(text: string, mode: IntakeMode): CertificateListReading {
  const compact = compactCertificateKey(text);
  const pieces = mode === "multiple" ? compact.split(",") : [compact];
  const certificates = [...new Set(pieces.filter((piece) => piece !== ""))];
  if (certificates.length === 0) return { ok: false, message: messages.emptyCertificateField };
  if (certificates.length > maxIntakeCertificates)
    return { ok: false, message: messages.tooManyIntakeCertificates(maxIntakeCertificates) };
  const malformed = certificates.find(
    (number) => number.length > maxCertificateNumberLength || !wellFormed.test(number),
  );
  if (malformed !== undefined) return { ok: false, message: messages.malformedCertificateNumber(malformed) };
  return { ok: true, certificates };
}

// Multiple mode turns 'use client SKU for the video' on, single mode turns it off (spec 000 §4).
export const clientSkuForVideoIn = (mode: IntakeMode) => mode === "multiple";

// How long the multiple-mode hint about comma-separated certificates shows (spec 000 §9).
export const multipleModeHintMs = 5000;
