import { postJson } from "../post-json";
import type { CertificateFiling, GradingSystem } from "./grading-system";

export type HttpGradingSystemOptions = { apiKey?: string; timeoutMs?: number };

export function createHttpGradingSystem(url: string, options: HttpGradingSystemOptions = {}): GradingSystem {
  const headers: Record<string, string> = options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {};
  return {
    async saveCertificate(
      { diamondId, certificateNumber, certificateUrl }: CertificateFiling,
      idempotencyKey,
    ) {
      await postJson({
        system: "grading system",
        url,
        // The spec's field names (diamond_id, CertNum, certificate_url), and nothing else.
        body: { diamond_id: diamondId, CertNum: certificateNumber, certificate_url: certificateUrl },
        headers,
        timeoutMs: options.timeoutMs,
        idempotencyKey,
      });
    },
  };
}
