import { countryFromHeaders } from "@loupe/domain/analytics/country-code";
import { classifyDevice } from "@loupe/domain/analytics/device-class";
import { classifyPlatform } from "@loupe/domain/analytics/platform";
import type { PublicPageKind } from "@loupe/domain/public-pages/public-page-kind";
import type { FastifyRequest } from "fastify";
import { uuidv7 } from "uuidv7";
import type { Database } from "../db/client";
import { publicPageClicks, publicPageViews } from "../db/page-views-schema";

export type ViewedRecord = { kind: PublicPageKind; id: string; clientId: string | null };

// The facts every recorded event of a public page carries: the record, its client, the device
// and the country (from the headers the operator trusts, docs/decisions/0025).
function eventFacts(request: FastifyRequest, viewed: ViewedRecord, countryHeaders: readonly string[]) {
  const agent = request.headers["user-agent"];
  return {
    id: uuidv7(),
    pageKind: viewed.kind,
    recordId: viewed.id,
    clientId: viewed.clientId,
    deviceClass: classifyDevice(agent),
    platform: classifyPlatform(agent),
    country: countryFromHeaders(request.headers, countryHeaders),
  };
}

// One row per view of a public page, for analytics (its figures are kept from the row in the same
// statement, migration 0037). Counting must never cost the visitor the page: a failed insert is
// logged and forgotten. HEAD requests (link checkers) are not views.
export async function recordPageView(
  db: Database,
  request: FastifyRequest,
  viewed: ViewedRecord,
  countryHeaders: readonly string[],
): Promise<void> {
  if (request.method !== "GET") return;
  try {
    await db.insert(publicPageViews).values(eventFacts(request, viewed, countryHeaders));
  } catch (error) {
    request.log.warn({ err: error, recordId: viewed.id }, "could not record a public page view");
  }
}

// One row per click from a public page to its client's website; as with a view, a failed insert
// never keeps the visitor from the site.
export async function recordSiteClick(
  db: Database,
  request: FastifyRequest,
  viewed: ViewedRecord,
  countryHeaders: readonly string[],
): Promise<void> {
  if (request.method !== "GET") return;
  try {
    await db.insert(publicPageClicks).values(eventFacts(request, viewed, countryHeaders));
  } catch (error) {
    request.log.warn({ err: error, recordId: viewed.id }, "could not record a click to a client's site");
  }
}
