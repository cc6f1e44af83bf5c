import { type JewelrySearchType, jewelrySearchTypes } from "@loupe/domain/jewelry/jewelry-list";
import { type JewelryFilter, jewelryFilterSchema } from "@loupe/domain/jewelry/jewelry-list-query";
import { count, eq, inArray, type SQL, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertClients, monthEdgeInstants, monthEdgeRanges } from "../../testing/month-edges";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { jewelryFilterConditions } from "./jewelry-filters";
import { keptJewelryTotal, keptTotalStatement } from "./jewelry-totals";
import { jewelry } from "./schema";

// The list's totals come from counts the database keeps (migration 0011): every range over the
// month edges (testing/month-edges.ts), alone and with style, template and client, must give what
// counting the rows gives; and
// after any writes the kept rows must equal a GROUP BY of the table.

let context: TestContext;
const clients = [uuidv7(), uuidv7()];

const countRows = async (filter: JewelryFilter) =>
  (await context.database.db.select({ n: count() }).from(jewelry).where(jewelryFilterConditions(filter)))[0]
    ?.n ?? 0;

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  await insertClients(context, clients);
  // At every instant: each client and none, templates 1 and 4, two styles.
  // Keys of varied starts, some empty or one character long, some lower case (as an old import
  // might have stored them).
  const rows = monthEdgeInstants.flatMap((instant, index) =>
    [...clients, null].flatMap((clientId, clientIndex) =>
      ([1, 4] as const).flatMap((templateId) =>
        ["Ring", "Pendant"].map((jewelryType) => ({
          id: uuidv7(),
          templateId,
          jewelryType,
          certificateNumber: `JT-${uuidv7()}`,
          clientId,
          created: new Date(instant),
          orderNumber: index % 3 === 0 ? "" : `A${index}`,
          clientSku: `${jewelryType === "Ring" ? "r" : "p"}${clientIndex}-${templateId}`,
          itemNumber: index % 2 === 0 ? "I" : `IT${index}`,
          purchaseOrder: clientIndex === 2 ? "" : `PO${clientIndex}`,
          trackingNumber: `1Z${index % 4}`,
        })),
      ),
    ),
  );
  await db.insert(jewelry).values(rows);
});
afterAll(() => context.close());

// The search keys' columns, named apart from the migration's.
const keyColumns: Record<JewelrySearchType, string> = {
  orderNumber: "order_number",
  certificateNumber: "certificate_number",
  clientSku: "client_sku",
  itemNumber: "item_number",
  purchaseOrder: "purchase_order",
  trackingNumber: "tracking_number",
};

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
      for (const range of monthEdgeRanges()) {
        const filter = jewelryFilterSchema.parse({ ...other, ...range });
        const total = await keptJewelryTotal(db, filter);
        // null: the list counts the rows itself.
        if (total === null) continue;
        kept += 1;
        expect(total, JSON.stringify(filter)).toBe(await countRows(filter));
      }
    // Most of these filters hold a whole month or none: the kept counts answered them.
    expect(kept).toBeGreaterThan(250);
  });

  it("answer a 1–2 character search alone as counting the rows, for every search type", async () => {
    const { db } = context.database;
    let kept = 0;
    for (const searchType of jewelrySearchTypes)
      for (const search of [
        "J",
        "JT",
        "A",
        "A1",
        "a1",
        "I",
        "IT",
        "R",
        "r0",
        "P",
        "PO",
        "1Z",
        "1",
        "Z",
        "%",
        "_T",
      ]) {
        const filter = jewelryFilterSchema.parse({ searchType, search });
        const total = await keptJewelryTotal(db, filter);
        expect(total, JSON.stringify(filter)).not.toBeNull();
        expect(total, JSON.stringify(filter)).toBe(await countRows(filter));
        if ((total ?? 0) > 0) kept += 1;
      }
    // Each search type's column has terms that match some records.
    expect(kept).toBeGreaterThan(10);
  });

  it("are not used for a longer search or a search with another filter", () => {
    const { db } = context.database;
    expect(keptTotalStatement(db, jewelryFilterSchema.parse({ search: "JT", templateId: 1 }))).toBeNull();
    expect(keptTotalStatement(db, jewelryFilterSchema.parse({ search: "JT-" }))).toBeNull();
    expect(
      keptTotalStatement(
        db,
        jewelryFilterSchema.parse({ search: "JT", createdFrom: "2026-01-01T00:00:00.000Z" }),
      ),
    ).toBeNull();
    // QA status and stolen are kept alone or with a client, not with another filter.
    const billing = { qaStatus: "Passed", stolen: "no", clientId: "0190a7b4-0000-7000-8000-000000000001" };
    expect(keptTotalStatement(db, jewelryFilterSchema.parse(billing))).not.toBeNull();
    expect(keptTotalStatement(db, jewelryFilterSchema.parse({ ...billing, templateId: 1 }))).toBeNull();
    // Not ASCII: the database's upper case may differ from the browser's.
    expect(keptTotalStatement(db, jewelryFilterSchema.parse({ search: "É" }))).toBeNull();
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
      prefixes: await rowsOf(
        sql`select search_type, prefix, n::integer as n from jewelry_key_prefix_counts where n <> 0 order by 1, 2`,
      ),
      billing: await rowsOf(
        sql`select client, qa_status, is_stolen, n::integer as n from jewelry_billing_counts
          where n <> 0 order by 1, 2, 3`,
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
      prefixes: await rowsOf(
        sql`select search_type, prefix, count(*)::integer as n from (${sql.raw(
          Object.entries(keyColumns)
            .flatMap(([searchType, column]) =>
              [1, 2].map(
                (length) =>
                  `select '${searchType}' as search_type, upper(substr(${column}, 1, ${length})) as prefix
                 from jewelry where char_length(${column}) >= ${length}`,
              ),
            )
            .join(" union all "),
        )}) as starts group by 1, 2 order by 1, 2`,
      ),
      billing: await rowsOf(sql`select coalesce(client_id::text, '') as client, qa_status, is_stolen,
          count(*)::integer as n from jewelry group by 1, 2, 3 order by 1, 2, 3`),
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
    await db
      .update(jewelry)
      .set({ orderNumber: "B9", clientSku: "", trackingNumber: "Z" })
      .where(inArray(jewelry.id, ids.slice(8, 16)));
    await expectKept("after changing keys");
    await db
      .update(jewelry)
      .set({ qaStatus: "Passed", isStolen: true })
      .where(inArray(jewelry.id, ids.slice(3, 14)));
    await db
      .update(jewelry)
      .set({ qaStatus: "Failed" })
      .where(inArray(jewelry.id, ids.slice(12, 18)));
    await expectKept("after QA status and stolen changes");
    for (const filter of [
      { qaStatus: "Passed" },
      { qaStatus: "none" },
      { stolen: "yes" },
      { stolen: "no", qaStatus: "Failed" },
    ]) {
      const parsed = jewelryFilterSchema.parse(filter);
      expect(await keptJewelryTotal(db, parsed), JSON.stringify(filter)).toBe(await countRows(parsed));
    }
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
    // What a bulk load that bypasses the triggers calls afterwards (bench/ seeds).
    await db.execute(sql`delete from jewelry_key_prefix_counts where search_type = 'clientSku'`);
    await db.execute(sql`delete from jewelry_billing_counts where qa_status = 'Passed'`);
    await db.execute(
      sql`select jewelry_counts_rebuild(), jewelry_key_prefix_counts_rebuild(), jewelry_billing_counts_rebuild()`,
    );
    await expectKept("after a rebuild");
    expect(await keptJewelryTotal(db, jewelryFilterSchema.parse({}))).toBe(
      await countRows({} as JewelryFilter),
    );
    await db.execute(sql`truncate jewelry`);
    await expectKept("after a truncate");
    expect(await keptJewelryTotal(db, jewelryFilterSchema.parse({}))).toBe(0);
  });
});
