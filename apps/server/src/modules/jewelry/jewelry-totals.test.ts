import { type JewelryFilter, jewelryFilterSchema } from "@loupe/domain/jewelry/jewelry-list-query";
import { count, eq, inArray, type SQL, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { companies } from "../companies/schema";
import { jewelryFilterConditions } from "./jewelry-filters";
import { keptJewelryTotal, keptTotalStatement } from "./jewelry-totals";
import { jewelry } from "./schema";

// The list's totals come from counts the database keeps (migration 0011): every range between the
// instants below (on, just before and just after month edges, in other time zones, open on either
// side), alone and with style, template and client, must give what counting the rows gives; and
// after any writes the kept rows must equal a GROUP BY of the table.

let context: TestContext;
const clients = [uuidv7(), uuidv7()];

const instants = [
  "2025-11-30T23:59:59.999Z",
  "2025-12-01T00:00:00.000Z",
  "2025-12-14T10:00:00.000Z",
  "2026-01-01T00:00:00.000Z",
  "2026-01-01T00:00:00.001Z",
  "2026-01-31T19:00:00.000-05:00", // 2026-02-01 00:00 UTC
  "2026-03-01T00:00:00.000+05:00", // still February in UTC
  "2026-03-01T00:00:00.000Z",
  "2026-04-30T23:59:59.999Z",
];

const countRows = async (filter: JewelryFilter) =>
  (await context.database.db.select({ n: count() }).from(jewelry).where(jewelryFilterConditions(filter)))[0]
    ?.n ?? 0;

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  await db
    .insert(companies)
    .values(clients.map((id, index) => ({ id, kind: "client" as const, name: `C${index}` })));
  // At every instant: each client and none, templates 1 and 4, two styles.
  const rows = instants.flatMap((instant) =>
    [...clients, null].flatMap((clientId) =>
      ([1, 4] as const).flatMap((templateId) =>
        ["Ring", "Pendant"].map((jewelryType) => ({
          id: uuidv7(),
          templateId,
          jewelryType,
          certificateNumber: `JT-${uuidv7()}`,
          clientId,
          created: new Date(instant),
        })),
      ),
    ),
  );
  await db.insert(jewelry).values(rows);
});
afterAll(() => context.close());

const bounds = [undefined, ...instants];

describe("jewelry list totals from kept counts", () => {
  it("equal counting the rows for every range, alone and with style, template and client", async () => {
    const { db } = context.database;
    const others: Partial<JewelryFilter>[] = [
      {},
      { jewelryType: "Ring" },
      { templateId: 4 },
      { clientId: clients[1]?.toUpperCase() },
      { clientId: clients[0], templateId: 1 },
      { clientId: clients[0], templateId: 4, jewelryType: "Pendant" },
    ];
    let kept = 0;
    for (const other of others)
      for (const createdFrom of bounds)
        for (const createdTo of bounds) {
          const filter = jewelryFilterSchema.parse({ ...other, createdFrom, createdTo });
          const total = await keptJewelryTotal(db, filter);
          // null: the list counts the rows itself.
          if (total === null) continue;
          kept += 1;
          expect(total, JSON.stringify(filter)).toBe(await countRows(filter));
        }
    // Most of these filters hold a whole month or none: the kept counts answered them.
    expect(kept).toBeGreaterThan(250);
  });

  it("are not used for a search", () => {
    const filter = jewelryFilterSchema.parse({ search: "JT", templateId: 1 });
    expect(keptTotalStatement(context.database.db, filter)).toBeNull();
  });

  it("stay equal to the rows after inserts, moves, deletes, a rollback and a truncate", async () => {
    const { db } = context.database;
    // Statement results as rows (drizzle's execute is typed per driver).
    const rowsOf = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
    const keptRows = async () => ({
      counts: await rowsOf(
        sql`select dimension, value, n::integer as n from jewelry_counts where n <> 0 order by 1, 2`,
      ),
      months: await rowsOf(
        sql`select client, template_id, jewelry_type, month, n::integer as n
          from jewelry_month_counts where n <> 0 order by 1, 2, 3, 4`,
      ),
    });
    // The same figures counted from the rows with SQL written apart from the migration's.
    const recounted = async () => ({
      counts: await rowsOf(sql`select dimension, value, n::integer as n from (
          select 'all' as dimension, '' as value, count(*) as n from jewelry having count(*) > 0
          union all select 'template', template_id::text, count(*) from jewelry group by 2
          union all select 'client', coalesce(client_id::text, ''), count(*) from jewelry group by 2
          union all select 'style', jewelry_type, count(*) from jewelry group by 2
          union all select 'month', to_char(created at time zone 'UTC', 'YYYY-MM'), count(*) from jewelry group by 2
        ) as counted order by 1, 2`),
      months: await rowsOf(sql`select coalesce(client_id::text, '') as client, template_id, jewelry_type,
          date_trunc('month', created at time zone 'UTC') at time zone 'UTC' as month, count(*)::integer as n
          from jewelry group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
    });
    const expectKept = async (step: string) => expect(await keptRows(), step).toEqual(await recounted());

    await expectKept("after the seed");
    const all = await db.select({ id: jewelry.id }).from(jewelry).orderBy(jewelry.id);
    const ids = all.map((row) => row.id);
    await db
      .update(jewelry)
      .set({ jewelryType: "Bracelet", templateId: 22 })
      .where(inArray(jewelry.id, ids.slice(0, 7)));
    await expectKept("after moving style and template");
    await db
      .update(jewelry)
      .set({ clientId: null, created: new Date("2024-06-15T00:00:00.000Z") })
      .where(inArray(jewelry.id, ids.slice(5, 12)));
    await expectKept("after moving client and month");
    // A save that moves nothing between values.
    await db
      .update(jewelry)
      .set({ metal: "Platinum" })
      .where(eq(jewelry.id, ids[20] ?? ""));
    await expectKept("after an update that moves nothing");
    await db.delete(jewelry).where(inArray(jewelry.id, ids.slice(10, 30)));
    await expectKept("after deletes");
    await db
      .transaction(async (tx) => {
        await tx.delete(jewelry).where(inArray(jewelry.id, ids.slice(30, 60)));
        tx.rollback();
      })
      .catch(() => undefined);
    await expectKept("after a rolled-back delete");
    expect(await keptJewelryTotal(db, jewelryFilterSchema.parse({}))).toBe(
      await countRows({} as JewelryFilter),
    );
    await db.execute(sql`truncate jewelry`);
    await expectKept("after a truncate");
    expect(await keptJewelryTotal(db, jewelryFilterSchema.parse({}))).toBe(0);
  });
});
