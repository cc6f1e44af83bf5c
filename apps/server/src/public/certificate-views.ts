import { countryFromHeaders } from "@loupe/domain/analytics/country-code";
import { classifyDevice } from "@loupe/domain/analytics/device-class";
import type { CertificateType } from "@loupe/domain/certificates/certificate-type";
import type { FastifyRequest } from "fastify";
import { uuidv7 } from "uuidv7";
import { certificateViews } from "../db/certificate-views-schema";
import type { Database } from "../db/client";

// One row per view of a public certificate, for analytics. Counting must never cost the visitor
// the page: a failed insert is logged and forgotten. HEAD requests (link checkers) are not views.
export async function recordCertificateView(
  db: Database,
  request: FastifyRequest,
  certificate: { product: CertificateType; id: string },
): Promise<void> {
  if (request.method !== "GET") return;
  try {
    await db.insert(certificateViews).values({
      id: uuidv7(),
      product: certificate.product,
      certificateId: certificate.id,
      deviceClass: classifyDevice(request.headers["user-agent"]),
      country: countryFromHeaders(request.headers),
    });
  } catch (error) {
    request.log.warn({ err: error, certificateId: certificate.id }, "could not record a certificate view");
  }
}
