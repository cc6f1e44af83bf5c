import { countryFromHeaders } from "@loupe/domain/analytics/country-code";
import { classifyDevice } from "@loupe/domain/analytics/device-class";
import { classifyPlatform } from "@loupe/domain/analytics/platform";
import type { PublicPageKind } from "@loupe/domain/public-pages/public-page-kind";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import { uuidv7 } from "uuidv7";
import { bufferedWrites } from "../db/buffered-writes";
import type { Database } from "../db/client";
import { insertByColumns } from "../db/insert-by-columns";
import { publicPageClicks, publicPageViews } from "../db/page-views-schema";

export type ViewedRecord = { kind: PublicPageKind; id: string; clientId: string | null };

// The facts every recorded event of a public page carries: when it happened (the request, not the
// write a moment later), the record, its client, the device and the country (from the headers the
// operator trusts, docs/decisions/0025).
function eventFacts(request: FastifyRequest, viewed: ViewedRecord, countryHeaders: readonly string[]) {
  const agent = request.headers["user-agent"];
  return {
    id: uuidv7(),
    at: new Date(),
    pageKind: viewed.kind,
    recordId: viewed.id,
    clientId: viewed.clientId,
    deviceClass: classifyDevice(agent),
    platform: classifyPlatform(agent),
    country: countryFromHeaders(request.headers, countryHeaders),
  };
}

type EventRow = ReturnType<typeof eventFacts>;

const events = {
  view: {
    table: publicPageViews,
    columns: ({ at, ...facts }: EventRow) => ({ ...facts, viewedAt: at }),
    failure: "could not record a public page view",
  },
  click: {
    table: publicPageClicks,
    columns: ({ at, ...facts }: EventRow) => ({ ...facts, clickedAt: at }),
    failure: "could not record a click to a client's site",
  },
} as const;

// Each kind's events held for up to a second, or until 1,000 have gathered, and written by one
// statement (db/buffered-writes.ts) committed without waiting for the WAL flush (decision 0025):
// the page does not wait for the row, and under load one statement a second carries what took a
// statement per batch of requests, whose triggers fought over the same counters (decision 0033).
// A crash loses at most the last second's events, each with its figures; a closing server writes
// what it holds first (public-pages.ts), and a reader that must see them flushes (flushPageEvents).
const limits = {
  maxRows: 1_000,
  maxDelayMs: 1_000,
  // Ten seconds of a busy second's events while the database does not answer.
  maxWaitingBatches: 10,
};
const writerOf = <Table extends PgTable>(table: Table, columns: (row: EventRow) => Table["$inferInsert"]) =>
  bufferedWrites<EventRow>(
    (db, rows) => insertByColumns(db, table, rows.map(columns), { commitWithoutFlush: true }),
    limits,
  );
const eventWriters = {
  view: writerOf(events.view.table, events.view.columns),
  click: writerOf(events.click.table, events.click.columns),
};

// Writes this server's held views and clicks now: its analytics and a record's view count read them
// as exact as a single server's figures can be (another server's last second may still be held).
export async function flushPageEvents(db: object): Promise<void> {
  await Promise.all([eventWriters.view.flush(db), eventWriters.click.flush(db)]);
}

// One row per view of a public page, or per click from it to its client's website, for analytics
// (its figures are kept from the row in the same statement, migration 0037). Counting must never
// cost the visitor the page or the site: it is not waited on, and a failed write is logged and
// forgotten. HEAD requests (link checkers) are not events.
function recordEvent(
  event: keyof typeof events,
  db: Database,
  request: FastifyRequest,
  viewed: ViewedRecord,
  countryHeaders: readonly string[],
): void {
  if (request.method !== "GET") return;
  const log = request.log;
  eventWriters[event].add(db, eventFacts(request, viewed, countryHeaders), (error, lostRows) =>
    log.warn({ err: error, lostRows }, events[event].failure),
  );
}

type RecordEvent = (
  db: Database,
  request: FastifyRequest,
  viewed: ViewedRecord,
  countryHeaders: readonly string[],
) => void;
export const recordPageView: RecordEvent = (...event) => recordEvent("view", ...event);
export const recordSiteClick: RecordEvent = (...event) => recordEvent("click", ...event);
