import { companies } from "../modules/companies/schema";
import type { TestContext } from "./test-app";

// Instants on, just before and just after month edges, and in other time zones: totals kept by
// month must give, for every range between two of them (or open on either side), what counting
// the rows gives.
export const monthEdgeInstants = [
  "2025-11-30T23:59:59.999Z",
  "2025-12-01T00:00:00.000Z",
  "2025-12-14T10:00:00.000Z",
  "2025-12-31T23:59:59.999Z",
  "2026-01-01T00:00:00.000Z",
  "2026-01-01T00:00:00.001Z",
  "2026-01-31T19:00:00.000-05:00", // 2026-02-01 00:00 UTC
  "2026-02-15T12:00:00.000Z",
  "2026-03-01T00:00:00.000+05:00", // still February in UTC
  "2026-03-01T00:00:00.000Z",
  "2026-04-30T23:59:59.999Z",
];

// Every created range over those instants, each end open or on one of them.
export function monthEdgeRanges(): { createdFrom: string | undefined; createdTo: string | undefined }[] {
  const bounds = [undefined, ...monthEdgeInstants];
  return bounds.flatMap((createdFrom) => bounds.map((createdTo) => ({ createdFrom, createdTo })));
}

// Client companies C0, C1… with the given ids.
export async function insertClients(context: TestContext, ids: readonly string[]): Promise<void> {
  await context.database.db
    .insert(companies)
    .values(ids.map((id, index) => ({ id, kind: "client" as const, name: `C${index}` })));
}
