import { countryFromHeaders } from "@loupe/domain/analytics/country-code";
import { classifyDevice } from "@loupe/domain/analytics/device-class";
import type { PublicPageKind } from "@loupe/domain/public-pages/public-page-kind";
import type { FastifyRequest } from "fastify";
import { uuidv7 } from "uuidv7";
import type { Database } from "../db/client";
import { publicPageViews } from "../db/page-views-schema";

export type ViewedRecord = { kind: PublicPageKind; id: string; clientId: string | null };

// One row per view of a public page, for analytics. Counting must never cost the visitor the
// page: a failed insert is logged and forgotten. HEAD requests (link checkers) are not views.
export async function recordPageView(
  db: Database,
  request: FastifyRequest,
  viewed: ViewedRecord,
): Promise<void> {
  if (request.method !== "GET") return;
  try {
    await db.insert(publicPageViews).values({
      id: uuidv7(),
      pageKind: viewed.kind,
      recordId: viewed.id,
      clientId: viewed.clientId,
      deviceClass: classifyDevice(request.headers["user-agent"]),
      country: countryFromHeaders(request.headers),
    });
  } catch (error) {
    request.log.warn({ err: error, recordId: viewed.id }, "could not record a public page view");
  }
}
