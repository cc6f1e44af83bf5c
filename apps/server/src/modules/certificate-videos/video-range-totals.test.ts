import { and, count, eq, gte, isNull, lt, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertClients, monthEdgeInstants, monthEdgeRanges } from "../../testing/month-edges";
import { insertStoredFile } from "../../testing/stored-file";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { certificateVideos as videos } from "./schema";
import { listCertificateVideos } from "./service";

// A date range's total comes from the videos kept per client and UTC day and month
// (db/period-counts.ts), only its ends' hours counted row by row: for every range over month
// edges and New York midnights, alone and with a client, it must be what counting the rows gives.

let context: TestContext;
const clients = [uuidv7(), uuidv7()];
// New York midnights (04:00 or 05:00 UTC) around a daylight-saving change, and one in India.
const instants = [
  ...monthEdgeInstants,
  "2026-03-07T05:00:00.000Z",
  "2026-03-08T05:00:00.000Z",
  "2026-03-09T04:00:00.000Z",
  "2026-03-09T18:30:00.000Z",
];

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  await insertClients(context, clients);
  const videoFileId = await insertStoredFile(db, "range.mp4", "video/mp4");
  // Two videos at each instant for each client and for none.
  const rows = instants.flatMap((instant) =>
    [...clients, null].flatMap((clientId) =>
      [1, 2].map(() => ({
        id: uuidv7(),
        name: `R-${uuidv7()}`,
        clientId,
        videoFileId,
        namingMode: "sku" as const,
        created: new Date(instant),
        updatedAt: new Date(instant),
      })),
    ),
  );
  await db.insert(videos).values(rows);
});
afterAll(() => context.close());

const ranges = () => [
  ...monthEdgeRanges(),
  { createdFrom: "2026-03-07T05:00:00.000Z", createdTo: "2026-03-09T04:00:00.000Z" },
  { createdFrom: "2026-03-08T05:00:00.000Z", createdTo: "2026-03-10T04:00:00.000Z" },
  { createdFrom: "2025-12-14T10:00:00.000Z", createdTo: "2026-03-09T18:30:00.000Z" },
];

async function countedRows(range: { createdFrom?: string; createdTo?: string }, clientId?: string | null) {
  const [row] = await context.database.db
    .select({ n: count() })
    .from(videos)
    .where(
      and(
        range.createdFrom ? gte(videos.created, new Date(range.createdFrom)) : undefined,
        range.createdTo ? lt(videos.created, new Date(range.createdTo)) : undefined,
        clientId === undefined
          ? undefined
          : clientId === null
            ? isNull(videos.clientId)
            : eq(videos.clientId, clientId),
      ),
    );
  return row?.n ?? 0;
}

const totalOf = async (query: { createdFrom?: string; createdTo?: string; clientId?: string }) =>
  (
    await listCertificateVideos(context.database.db, {
      ...query,
      limit: 1,
      direction: "next",
      sort: "created:desc",
    })
  ).total;

describe("a date range's total of digital certificate videos", () => {
  it("equals counting the rows for every range, alone and within a client", async () => {
    let checked = 0;
    for (const range of ranges()) {
      if (range.createdFrom && range.createdTo && Date.parse(range.createdFrom) > Date.parse(range.createdTo))
        continue;
      const label = JSON.stringify(range);
      expect(await totalOf(range), label).toBe(await countedRows(range));
      expect(await totalOf({ ...range, clientId: clients[0] }), label).toBe(
        await countedRows(range, clients[0]),
      );
      // A client's id in capitals is the same client.
      expect(await totalOf({ ...range, clientId: clients[1]?.toUpperCase() }), label).toBe(
        await countedRows(range, clients[1]),
      );
      checked += 1;
    }
    expect(checked).toBeGreaterThan(80);
  });

  it("follows a video moved to another client, deleted, or the table emptied, and is rebuilt from the rows", async () => {
    const { db } = context.database;
    const december = { createdFrom: "2025-12-01T00:00:00.000Z", createdTo: "2026-01-01T00:00:00.000Z" };
    const before = [await totalOf({ ...december, clientId: clients[0] }), await totalOf(december)];
    await db
      .update(videos)
      .set({ clientId: clients[1] })
      .where(
        and(eq(videos.clientId, clients[0] ?? ""), eq(videos.created, new Date("2025-12-14T10:00:00.000Z"))),
      );
    expect(await totalOf({ ...december, clientId: clients[0] })).toBe((before[0] ?? 0) - 2);
    expect(await totalOf({ ...december, clientId: clients[1] })).toBe(
      await countedRows(december, clients[1]),
    );
    await db.delete(videos).where(eq(videos.created, new Date("2025-12-01T00:00:00.000Z")));
    expect(await totalOf(december)).toBe((before[1] ?? 0) - 6);

    // The kept rows are what grouping the videos gives, after a rebuild too.
    const grouped = async () =>
      (await db.execute(sql`
        select (select coalesce(sum(n), 0) from digital_certificate_video_day_counts)::integer as days,
               (select coalesce(sum(n), 0) from digital_certificate_video_month_counts)::integer as months,
               (select count(*) from digital_certificate_videos)::integer as rows,
               (select count(*) from (
                  select coalesce(client_id::text, '') as client, date_trunc('day', created, 'UTC') as day, count(*) as n
                  from digital_certificate_videos group by 1, 2
                  except select client, day, n from digital_certificate_video_day_counts) as missing)::integer as missing`)) as unknown as {
        rows: { days: number; months: number; rows: number; missing: number }[];
      };
    const kept = (await grouped()).rows[0];
    expect(kept).toEqual({ days: kept?.rows, months: kept?.rows, rows: kept?.rows, missing: 0 });
    await db.execute(sql`delete from digital_certificate_video_day_counts`);
    await db.execute(sql`select digital_certificate_video_counts_rebuild()`);
    expect((await grouped()).rows[0]).toEqual(kept);
    await db.execute(sql`truncate digital_certificate_videos cascade`);
    expect(await totalOf(december)).toBe(0);
    expect(await totalOf({ createdFrom: "2020-01-01T00:00:00.000Z" })).toBe(0);
  });
});
