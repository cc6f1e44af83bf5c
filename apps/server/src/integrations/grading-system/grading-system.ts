// The grading system behind Diamond Track (spec 002 §7 saveCertificateThroughDiamondsAPI): when a
// grading pamphlet is printed, the diamond's public certificate address is filed there under its
// certificate number. GRADING_SYSTEM_URL selects the HTTP client.
export type CertificateFiling = { diamondId: string; certificateNumber: string; certificateUrl: string };

export interface GradingSystem {
  // idempotencyKey: the same for a repeated filing (an outbox message's id).
  saveCertificate(filing: CertificateFiling, idempotencyKey?: string): Promise<void>;
}
