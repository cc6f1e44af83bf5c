import { ilike, type SQL } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { keysetPage } from "../../db/keyset-page";
import { openTestDatabase } from "../../testing/test-database";
import { diamondSortable, diamondSortValue } from "./diamond-rows";
import { diamonds } from "./schema";

// The one-pass first page (fewMatchesCap) must answer exactly what the page query and count answer
// apart: the same rows in the same order, the same total and cursors, on both sides of the cap.

let database: DatabaseHandle;

// 12 'AA' stones and 3 'BB' stones; created one a day, certificate numbers in another order.
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(diamonds).values(
    Array.from({ length: 15 }, (_, index) => ({
      id: uuidv7(),
      templateId: (index % 3) + 1,
      certificateNumber: `${index < 12 ? "AA" : "BB"}${String((index * 7) % 15).padStart(3, "0")}`,
      created: new Date(Date.UTC(2026, 0, 1 + index)),
    })),
  );
});
afterAll(() => database.close());

type Request = { limit: number; sort: string; cursor?: string; direction: "next" | "prev" };

function page(where: SQL | undefined, request: Request, fewMatchesCap?: number) {
  return keysetPage({
    db: database.db,
    table: diamonds,
    idColumn: diamonds.id,
    sortable: diamondSortable,
    where,
    request,
    select: (condition, orderBy, limit) =>
      database.db
        .select()
        .from(diamonds)
        .where(condition)
        .orderBy(...orderBy)
        .limit(limit),
    sortValue: diamondSortValue,
    idOf: (row) => row.id,
    ...(fewMatchesCap ? { fewMatchesCap } : {}),
  });
}

const numbers = (found: Awaited<ReturnType<typeof page>>) => found.items.map((row) => row.certificateNumber);

describe("a first page read in one pass over few matches", () => {
  const cases = [
    { name: "all 12 'AA' under a cap of 20", where: ilike(diamonds.certificateNumber, "AA%"), total: 12 },
    {
      name: "12 'AA' over a cap of 5 (page and count apart)",
      where: ilike(diamonds.certificateNumber, "AA%"),
      total: 12,
      cap: 5,
    },
    { name: "3 'BB', fewer than a page", where: ilike(diamonds.certificateNumber, "BB%"), total: 3 },
    { name: "nothing found", where: ilike(diamonds.certificateNumber, "CC%"), total: 0 },
  ];
  for (const sort of ["created:desc", "certificateNumber:asc", "template:desc", "template:asc"]) {
    for (const { name, where, total, cap = 20 } of cases) {
      it(`${name}, sorted ${sort}, equals the page read apart`, async () => {
        const request: Request = { limit: 5, sort, direction: "next" };
        const apart = await page(where, request);
        const once = await page(where, request, cap);
        expect(once.total).toBe(total);
        expect(once).toEqual(apart);
        if (!once.nextCursor) return;
        // Later pages read from the cursor as always, and carry the first page's total.
        const next = { ...request, cursor: once.nextCursor };
        expect(await page(where, next, cap)).toEqual(await page(where, next));
      });
    }
  }

  it("orders ties on the sort key by id, as a page read apart does", async () => {
    const where = ilike(diamonds.certificateNumber, "%A%");
    const request: Request = { limit: 4, sort: "template:asc", direction: "next" };
    const once = await page(where, request, 20);
    expect(numbers(once)).toEqual(numbers(await page(where, request)));
    expect(once.items.map((row) => row.templateId)).toEqual([1, 1, 1, 1]);
  });
});
