import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activityLog } from "../../db/activity-schema";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { activityLogConditions } from "./filters";
import { seedEntries } from "./log-fixtures";
import { keptActivityLogTotal } from "./log-totals";
import { activityLogDayCounts, activityLogMonthCounts } from "./schema";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const ann = { id: "0190a000-0000-7000-8000-000000000001", fullName: "Ann Lee" };
const bo = { id: "0190a000-0000-7000-8000-000000000002", fullName: "Bo Chen" };
const system = { id: null, fullName: "Loupe" };

// Entries every 7 hours and 13 minutes from June 1, 2024, so days and hours have odd edges.
async function seedSpread(count: number) {
  const start = Date.parse("2024-06-01T00:00:00Z");
  const step = (7 * 60 + 13) * 60 * 1000;
  const actors = [ann, bo, system];
  await seedEntries(
    context.database.db,
    Array.from({ length: count }, (_, index) => ({
      created: new Date(start + index * step).toISOString(),
      actor: actors[index % 3] ?? ann,
      subject: `LG${index}`,
    })),
  );
}

const countedTotal = async (filter: Parameters<typeof activityLogConditions>[0]) =>
  context.database.db.$count(activityLog, activityLogConditions(filter));

describe("the log's kept totals", () => {
  it("keep one row per actor and UTC day, and per actor and month, that match a GROUP BY of the log", async () => {
    await seedSpread(200);
    await seedEntries(context.database.db, [{ created: "2024-06-30T23:59:59.999Z", actor: ann }]);
    const db = context.database.db;
    for (const [table, unit] of [
      [activityLogDayCounts, "day"],
      [activityLogMonthCounts, "month"],
    ] as const) {
      const { key: actor, start, n } = table;
      const kept = await db
        .select({ actor, start: sql<string>`${start}::text`, n: sql<number>`${n}::int` })
        .from(table)
        .orderBy(actor, start);
      const grouped = await db
        .select({
          actor: sql<string>`coalesce(${activityLog.administratorId}::text, '')`,
          start: sql<string>`date_trunc(${unit}, ${activityLog.created}, 'UTC')::text`,
          n: sql<number>`count(*)::int`,
        })
        .from(activityLog)
        .groupBy(sql`1, 2`)
        .orderBy(sql`1, 2`);
      expect(kept, unit).toEqual(grouped);
      expect(kept.length).toBeGreaterThanOrEqual(unit === "day" ? 60 : 6);
    }
  });

  it("give the counted total for any user and range, whatever the time zone of its midnights", async () => {
    await seedSpread(200);
    const ranges = [
      {},
      { createdFrom: "2024-06-03T00:00:00.000Z" },
      { createdTo: "2024-07-20T00:00:00.000Z" },
      // New York, India (+05:30) and Nepal (+05:45) midnights: partial UTC days at both ends.
      { createdFrom: "2024-06-03T04:00:00.000Z", createdTo: "2024-06-19T04:00:00.000Z" },
      { createdFrom: "2024-06-02T18:30:00.000Z", createdTo: "2024-06-15T18:30:00.000Z" },
      { createdFrom: "2024-06-04T18:15:00.000Z", createdTo: "2024-06-06T18:15:00.000Z" },
      // Across a month: June's last days, all of July, August's first hours.
      { createdFrom: "2024-06-27T04:00:00.000Z", createdTo: "2024-08-01T04:00:00.000Z" },
      { createdFrom: "2024-07-01T00:00:00.000Z", createdTo: "2024-08-01T00:00:00.000Z" },
      { createdFrom: "2024-06-30T22:00:00.000Z" },
      // Less than a whole day: counted entry by entry.
      { createdFrom: "2024-06-05T04:00:00.000Z", createdTo: "2024-06-06T04:00:00.000Z" },
    ];
    for (const range of ranges) {
      for (const administratorId of [undefined, ann.id, bo.id]) {
        const filter = { ...range, administratorId };
        const kept = await keptActivityLogTotal(context.database.db, filter);
        expect(kept, JSON.stringify(filter)).toBe(await countedTotal(filter));
      }
    }
    expect(await keptActivityLogTotal(context.database.db, { search: "LG1" })).toBeNull();
  });

  it("are emptied with the log and rebuilt from it", async () => {
    await seedSpread(10);
    await context.database.db.execute(sql`delete from activity_log_day_counts`);
    await context.database.db.execute(sql`select activity_log_counts_rebuild()`);
    expect(await keptActivityLogTotal(context.database.db, {})).toBe(10);
    await context.database.db.execute(sql`truncate activity_log`);
    expect(await keptActivityLogTotal(context.database.db, {})).toBe(0);
  });
});
