import fs from "node:fs";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { diamondInput } from "../../testing/diamond-fixtures";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { diamonds } from "./schema";

// Certificate numbers and client SKUs: compacted and upper-cased when saved, and rows stored
// before the rule compacted by migration 0006.
let context: TestContext;
let cookie: string;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  cookie = (await context.signInAsNew()).cookie;
});

const migration = fs.readFileSync(
  path.join(import.meta.dirname, "../../db/migrations/0006_compact_certificate_keys.sql"),
  "utf8",
);

describe("certificate numbers and client SKUs", () => {
  it("are saved without whitespace, upper-cased, and found as typed or as stored", async () => {
    const created = await context.request({
      method: "POST",
      url: "/api/diamonds",
      payload: diamondInput({ certificateNumber: " ux 900\t001 ", clientSku: "sku 12 a" }),
      cookie,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().diamond).toMatchObject({
      certificateNumber: "UX900001",
      clientSku: "SKU12A",
      publicPath: "/c/diamond/UX900001",
    });
    const search = await context.request({ url: "/api/diamonds?search=UX900", cookie });
    expect(search.json().items.map((item: { id: string }) => item.id)).toEqual([created.json().diamond.id]);
    // An old link typed with spaces still reaches the page.
    expect((await context.request({ url: "/c/diamond/ux%20900%20001" })).statusCode).toBe(200);
  });

  it("stored before the rule are compacted by the migration, except two that would collide", async () => {
    const { db } = context.database;
    const row = (certificateNumber: string, clientSku: string) => ({
      id: uuidv7(),
      templateId: 1,
      certificateNumber,
      clientSku,
    });
    await db
      .insert(diamonds)
      .values([
        row("lg 100 200", "sku 1"),
        row("LG300", " a b "),
        row("dup 1", ""),
        row("DUP1 ", "x"),
        row("", "plain"),
      ]);
    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
    const stored = await db
      .select({ number: diamonds.certificateNumber, sku: diamonds.clientSku })
      .from(diamonds)
      .orderBy(asc(diamonds.id));
    expect(stored).toEqual([
      { number: "LG100200", sku: "SKU1" },
      { number: "LG300", sku: "AB" },
      { number: "dup 1", sku: "" },
      { number: "DUP1 ", sku: "X" },
      { number: "", sku: "PLAIN" },
    ]);
    const registry = (await db.execute(
      sql`select number from certificate_numbers order by number`,
    )) as unknown as {
      rows: { number: string }[];
    };
    expect(registry.rows.map((entry) => entry.number)).toEqual(["DUP 1", "DUP1 ", "LG100200", "LG300"]);
  });
});
