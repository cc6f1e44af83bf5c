import { asc, eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { diamonds } from "../db/schema";
import { openTestDatabase } from "../testing/test-database";
import { administrators } from "./accounts-schema";
import type { DatabaseHandle } from "./client";
import { insertByColumns } from "./insert-by-columns";

let database: DatabaseHandle;
let administratorId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  administratorId = uuidv7();
  await database.db.insert(administrators).values({
    id: administratorId,
    fullName: "A",
    email: "a@lab.example",
    passwordHash: "x",
    permissions: [],
  });
});
beforeEach(async () => {
  await database.db.delete(diamonds);
});
afterAll(() => database.close());

// Texts that an array literal could misread: quotes, commas, braces, backslashes, NULL, blanks.
const awkwardTexts = ['say "hi", then', "{a,b}", "back\\slash", "NULL", "", "  padded  ", "Été — 1.5 ct ✓"];

const rowAt = (index: number) => ({
  id: uuidv7(),
  templateId: (index % 6) + 1,
  certificateNumber: `AW${index}`,
  clientSku: awkwardTexts[index % awkwardTexts.length] as string,
  description: awkwardTexts[(index + 3) % awkwardTexts.length] as string,
  weight: index % 2 === 0 ? 1.234 : null,
  tablePercent: 57.5,
  depthPercent: null,
  updateSpreadsheet: index % 3 === 0,
  created: new Date(Date.UTC(2026, 0, 1, 12, 0, 0, index)),
  createdBy: index % 2 === 0 ? administratorId : null,
});

describe("insertByColumns", () => {
  it("writes every value exactly as a drizzle insert of the same rows does", async () => {
    const rows = awkwardTexts.map((_, index) => rowAt(index));
    await insertByColumns(database.db, diamonds, rows);
    const written = await database.db.select().from(diamonds).orderBy(asc(diamonds.created));
    await database.db.delete(diamonds);
    await database.db.insert(diamonds).values(rows);
    const expected = await database.db.select().from(diamonds).orderBy(asc(diamonds.created));
    // updated_at defaults to the time of each insert.
    const withoutUpdatedAt = (found: typeof written) => found.map(({ updatedAt: _, ...rest }) => rest);
    expect(withoutUpdatedAt(written)).toEqual(withoutUpdatedAt(expected));
    expect(written.map((row) => row.clientSku)).toEqual(awkwardTexts);
    expect(written[1]?.created.toISOString()).toBe("2026-01-01T12:00:00.001Z");
    expect(written[0]?.weight).toBe(1.234);
    expect(written[1]?.weight).toBeNull();
  });

  it("leaves the columns no row sets to their defaults", async () => {
    const [row] = [rowAt(0)];
    await insertByColumns(database.db, diamonds, [{ id: row.id, templateId: 2 }]);
    const [found] = await database.db.select().from(diamonds).where(eq(diamonds.id, row.id));
    expect(found?.certificateNumber).toBe("");
    expect(found?.version).toBe(1);
    expect(found?.newlyAdded).toBe(false);
    expect(found?.updatedAt).toBeInstanceOf(Date);
  });

  it("does nothing for no rows, and refuses rows that set different columns, writing none", async () => {
    await insertByColumns(database.db, diamonds, []);
    await expect(
      insertByColumns(database.db, diamonds, [rowAt(0), { id: uuidv7(), templateId: 1 }]),
    ).rejects.toThrow(/set different columns/);
    expect(await database.db.select().from(diamonds)).toEqual([]);
  });
});
