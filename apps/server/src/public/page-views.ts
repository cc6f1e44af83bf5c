import { countryFromHeaders } from "@loupe/domain/analytics/country-code";
import { classifyDevice } from "@loupe/domain/analytics/device-class";
import { classifyPlatform } from "@loupe/domain/analytics/platform";
import type { PublicPageKind } from "@loupe/domain/public-pages/public-page-kind";
import type { FastifyRequest } from "fastify";
import { uuidv7 } from "uuidv7";
import { batchedPerDatabase } from "../db/batched-reads";
import type { Database } from "../db/client";
import { insertByColumns } from "../db/insert-by-columns";
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

const events = {
  view: { table: publicPageViews, failure: "could not record a public page view" },
  click: { table: publicPageClicks, failure: "could not record a click to a client's site" },
} as const;

type EventRow = ReturnType<typeof eventFacts>;

// The events of the requests that arrived together, one statement per kind (db/batched-reads.ts),
// committed without waiting for the WAL flush (docs/decisions/0025): the page need not wait for
// the disk; a crash may lose the last moments' events, each with its figures.
const eventWriter = (table: (typeof events)[keyof typeof events]["table"]) =>
  batchedPerDatabase(async (db: Database, rows: EventRow[]) => {
    await insertByColumns(db, table, rows, { commitWithoutFlush: true });
    return new Map<EventRow, true>();
  });
const eventWriters = { view: eventWriter(events.view.table), click: eventWriter(events.click.table) };

// One row per view of a public page, or per click from it to its client's website, for analytics
// (its figures are kept from the row in the same statement, migration 0037). Counting must never
// cost the visitor the page or the site: a failed insert is logged and forgotten. HEAD requests
// (link checkers) are not events.
async function recordEvent(
  event: keyof typeof events,
  db: Database,
  request: FastifyRequest,
  viewed: ViewedRecord,
  countryHeaders: readonly string[],
): Promise<void> {
  if (request.method !== "GET") return;
  try {
    await eventWriters[event](db, eventFacts(request, viewed, countryHeaders));
  } catch (error) {
    request.log.warn({ err: error, recordId: viewed.id }, events[event].failure);
  }
}

type RecordEvent = (
  db: Database,
  request: FastifyRequest,
  viewed: ViewedRecord,
  countryHeaders: readonly string[],
) => Promise<void>;
export const recordPageView: RecordEvent = (...event) => recordEvent("view", ...event);
export const recordSiteClick: RecordEvent = (...event) => recordEvent("click", ...event);
