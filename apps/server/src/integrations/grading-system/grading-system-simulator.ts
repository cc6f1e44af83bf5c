import type { CertificateFiling, GradingSystem } from "./grading-system";

export type GradingSystemSimulator = GradingSystem & {
  // The address filed for a certificate number, or undefined when none was.
  certificateUrl(certificateNumber: string): string | undefined;
  filings(): CertificateFiling[];
};

// Stands in for the grading system when GRADING_SYSTEM_URL is unset. Filing a certificate again
// (a re-sent outbox message, a reprint) keeps the newest address.
export function createGradingSystemSimulator(): GradingSystemSimulator {
  const byNumber = new Map<string, CertificateFiling>();
  return {
    async saveCertificate(filing) {
      if (!filing.certificateNumber.trim()) throw new Error("The grading system needs a certificate number");
      if (!/^https?:\/\//.test(filing.certificateUrl))
        throw new Error("The grading system needs the certificate's http(s) address");
      byNumber.set(filing.certificateNumber.toUpperCase(), { ...filing });
    },
    certificateUrl(certificateNumber) {
      return byNumber.get(certificateNumber.toUpperCase())?.certificateUrl;
    },
    filings() {
      return [...byNumber.values()].map((filing) => ({ ...filing }));
    },
  };
}
