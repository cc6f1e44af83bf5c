import { type DiamondFilter, diamondFilterSchema } from "@loupe/domain/diamonds/diamond";
import { sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wholeMonths } from "../../db/period-counts";
import { insertClients, monthEdgeInstants, monthEdgeRanges } from "../../testing/month-edges";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { countDiamondRows } from "./count-diamond-rows";
import { keptDiamondTotal, monthCountTotal } from "./diamond-totals";
import { diamonds } from "./schema";

// Totals of date ranges and combined filters come from whole months kept in diamond_month_counts
// plus the partial months at a range's ends counted row by row. Every range over the month edges
// (testing/month-edges.ts) must give the same total as counting the rows.

let context: TestContext;
const clients = [uuidv7(), uuidv7()];

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  await insertClients(context, clients);
  // At every instant: each client and none, templates 1 and 3, both origins and none.
  const rows = monthEdgeInstants.flatMap((instant, index) =>
    [...clients, null].flatMap((clientId) =>
      [1, 3].flatMap((templateId) =>
        ["Lab Grown", "Natural Stone", ""].map((manufacturedAs) => ({
          id: uuidv7(),
          templateId,
          certificateNumber: `MT-${uuidv7()}`,
          clientId,
          manufacturedAs,
          created: new Date(instant),
          shape: index % 2 === 0 ? "Round" : "Oval",
        })),
      ),
    ),
  );
  await db.insert(diamonds).values(rows);
});
afterAll(() => context.close());

describe("whole months of a date range", () => {
  it("starts at the range's start only when that is a month's first instant in UTC", () => {
    expect(wholeMonths(new Date("2026-01-01T00:00:00.000Z"), new Date("2026-03-15T00:00:00.000Z"))).toEqual({
      first: new Date("2026-01-01T00:00:00.000Z"),
      end: new Date("2026-03-01T00:00:00.000Z"),
    });
    expect(wholeMonths(new Date("2026-01-01T00:00:00.001Z"), null)).toEqual({
      first: new Date("2026-02-01T00:00:00.000Z"),
      end: null,
    });
    expect(wholeMonths(null, new Date("2026-03-01T00:00:00.000Z"))).toEqual({
      first: null,
      end: new Date("2026-03-01T00:00:00.000Z"),
    });
  });

  it("is none when the range holds no whole month", () => {
    expect(
      wholeMonths(new Date("2026-01-02T00:00:00.000Z"), new Date("2026-02-27T00:00:00.000Z")),
    ).toBeNull();
    expect(
      wholeMonths(new Date("2026-01-01T00:00:00.000Z"), new Date("2026-01-31T23:59:59.999Z")),
    ).toBeNull();
    expect(
      wholeMonths(new Date("2026-03-01T00:00:00.000Z"), new Date("2026-02-01T00:00:00.000Z")),
    ).toBeNull();
  });
});

describe("totals from diamond_month_counts", () => {
  it("equal counting the rows for every range, alone and with client, template and origin", async () => {
    const { db } = context.database;
    const others: DiamondFilter[] = [
      {},
      { clientId: clients[0] },
      { clientId: clients[1]?.toUpperCase(), templateId: 3 },
      { templateId: 1, origin: "Natural" },
      { clientId: clients[0], templateId: 3, origin: "Lab Grown" },
    ];
    let fromMonths = 0;
    for (const other of others)
      for (const range of monthEdgeRanges()) {
        const filter = diamondFilterSchema.parse({ ...other, ...range });
        const label = JSON.stringify(filter);
        const total = await keptDiamondTotal(db, filter);
        if (monthCountTotal(db, filter)) {
          fromMonths += 1;
          expect(total, label).not.toBeNull();
        }
        // null: the list counts the rows itself.
        if (total !== null) expect(total, label).toBe(await countDiamondRows(context.database.db, filter));
      }
    // Most of these ranges hold a whole month: the kept months answered them, not a fallback.
    expect(fromMonths).toBeGreaterThan(250);
  });

  it("are not used for a shape, imperfections or a search", () => {
    const { db } = context.database;
    const range = { createdFrom: "2025-01-01T00:00:00.000Z", createdTo: "2026-06-01T00:00:00.000Z" };
    expect(monthCountTotal(db, { ...range, templateId: 1 })).not.toBeNull();
    expect(monthCountTotal(db, { ...range, shape: "Round" })).toBeNull();
    expect(monthCountTotal(db, { ...range, imperfections: "with" })).toBeNull();
    expect(monthCountTotal(db, { ...range, search: "MT" })).toBeNull();
  });

  it("follow a diamond moved to another month, client or origin", async () => {
    const { db } = context.database;
    const filter = diamondFilterSchema.parse({
      clientId: clients[0],
      origin: "Lab Grown",
      createdFrom: "2025-12-01T00:00:00.000Z",
      createdTo: "2026-02-01T00:00:00.000Z",
    });
    const before = await keptDiamondTotal(db, filter);
    await db.execute(
      sql`update ${diamonds} set created = '2026-04-15T00:00:00Z', client_id = ${clients[1]}
        where client_id = ${clients[0]} and manufactured_as = 'Lab Grown' and created = '2025-12-14T10:00:00Z'`,
    );
    expect(await keptDiamondTotal(db, filter)).toBe((before ?? 0) - 2);
    expect(await keptDiamondTotal(db, filter)).toBe(await countDiamondRows(context.database.db, filter));
  });
});
