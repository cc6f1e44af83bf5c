import { decodeCursor, encodeCursor } from "@loupe/domain/paging";
import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { insertClients } from "../../testing/companies";
import { listTestSuite } from "../../testing/list-test-suite";
import { diamonds } from "./schema";

const clientId = uuidv7();
const otherClientId = uuidv7();

type Item = { certificateNumber: string; template: { id: number }; created: string };

// 30 diamonds, one a day from 2026-03-01 (noon UTC), with properties that cycle so every filter
// has a known answer.
const { suite, readPage: list } = listTestSuite<Item>("/api/diamonds", async (db) => {
  await insertClients(db, { Aurora: clientId, Borealis: otherClientId });
  await db.insert(diamonds).values(
    Array.from({ length: 30 }, (_, index) => ({
      id: uuidv7(),
      templateId: (index % 6) + 1,
      certificateNumber: `LG${String(1000 + index)}`,
      clientSku: index % 5 === 0 ? `AB-${index}` : `ZZ-${index}`,
      shape: index % 2 === 0 ? "Round" : "Oval",
      manufacturedAs: ["Lab Grown", "Natural Stone", ""][index % 3] as string,
      imperfectionUrl: index % 4 === 0 ? `/imperfection/${index}` : "",
      clientId: index % 3 === 0 ? clientId : otherClientId,
      created: new Date(Date.UTC(2026, 2, 1 + index, 12)),
    })),
  );
});
const numbers = (page: Awaited<ReturnType<typeof list>>) => page.items.map((item) => item.certificateNumber);

describe("the diamond list", () => {
  it("shows the newest first with an exact total", async () => {
    const page = await list("limit=50");
    expect(page.total).toBe(30);
    expect(numbers(page).slice(0, 2)).toEqual(["LG1029", "LG1028"]);
  });

  it("pages forward and back by cursor", async () => {
    const first = await list("limit=10");
    const second = await list(`limit=10&cursor=${first.nextCursor}`);
    expect(second.offset).toBe(10);
    expect(numbers(second)[0]).toBe("LG1019");
    const back = await list(`limit=10&cursor=${second.prevCursor}&direction=prev`);
    expect(numbers(back)).toEqual(numbers(first));
    expect(back.prevCursor).toBeNull();
  });

  it("searches certificate numbers and client SKUs partially, whatever the case", async () => {
    expect(numbers(await list("search=lg102"))).toHaveLength(10);
    expect((await list("search=ab-")).total).toBe(6);
    expect(numbers(await list("search=ab-25"))).toEqual(["LG1025"]);
  });

  it("matches a search under 3 characters at the start of a certificate number or client SKU only", async () => {
    // SKUs AB-0, AB-5 … AB-25; everything else ZZ-…; certificate numbers LG1000 … LG1029.
    expect((await list("search=ab")).total).toBe(6);
    expect((await list("search=b")).total).toBe(0);
    expect((await list("search=Lg")).total).toBe(30);
    expect((await list("search=10")).total).toBe(0);
    expect((await list("search=z")).total).toBe(24);
    // LIKE's wildcards are plain characters here, as in longer searches.
    expect((await list("search=A_")).total).toBe(0);
    expect((await list("search=%25")).total).toBe(0);
    expect(numbers(await list("search=ab&origin=Lab%20Grown"))).toEqual(["LG1015", "LG1000"]);
  });

  it("filters by each field alone", async () => {
    expect((await list("templateId=3")).total).toBe(5);
    expect((await list(`clientId=${clientId}`)).total).toBe(10);
    expect((await list("shape=Oval")).total).toBe(15);
    expect((await list("origin=Lab%20Grown")).total).toBe(10);
    expect((await list("origin=Natural%20Stone")).total).toBe(10);
    expect((await list("origin=Natural")).total).toBe(20);
    expect((await list("imperfections=with")).total).toBe(8);
    expect((await list("imperfections=without")).total).toBe(22);
  });

  it("filters by a created range that ends at the end of its last day", async () => {
    const from = new Date(Date.UTC(2026, 2, 5)).toISOString();
    const to = new Date(Date.UTC(2026, 2, 8)).toISOString();
    const page = await list(`createdFrom=${from}&createdTo=${to}`);
    expect(numbers(page)).toEqual(["LG1006", "LG1005", "LG1004"]);
  });

  it("combines filters and pages the filtered set on the server", async () => {
    const query = `shape=Round&origin=Natural&clientId=${otherClientId}`;
    const all = await list(`${query}&limit=100`);
    const expected = Array.from({ length: 30 }, (_, index) => index).filter(
      // Round: even; Natural (not lab grown) and the other client: index % 3 is 1 or 2.
      (index) => index % 2 === 0 && index % 3 !== 0,
    );
    expect(all.total).toBe(expected.length);
    const first = await list(`${query}&limit=3`);
    const second = await list(`${query}&limit=3&cursor=${first.nextCursor}`);
    expect([...numbers(first), ...numbers(second)]).toEqual(numbers(all).slice(0, 6));
    expect(second.total).toBe(all.total);
  });

  it("sorts by certificate number and by template, both ways, across pages", async () => {
    const ascending = await list("sort=certificateNumber:asc&limit=4");
    expect(numbers(ascending)).toEqual(["LG1000", "LG1001", "LG1002", "LG1003"]);
    const next = await list(`sort=certificateNumber:asc&limit=4&cursor=${ascending.nextCursor}`);
    expect(numbers(next)[0]).toBe("LG1004");
    const byTemplate = await list("sort=template:desc&limit=30");
    const templates = byTemplate.items.map((item) => item.template.id);
    expect(templates).toEqual([...templates].sort((a, b) => b - a));
    const firstFive = await list("sort=template:desc&limit=5");
    const nextFive = await list(`sort=template:desc&limit=5&cursor=${firstFive.nextCursor}`);
    expect(nextFive.items.map((item) => item.template.id)).toEqual([5, 5, 5, 5, 5]);
  });

  it("carries the first page's total in its cursors, and counts again for cursors without one", async () => {
    const first = await list("limit=10");
    expect(decodeCursor(first.nextCursor ?? "")?.total).toBe(30);
    const added = uuidv7();
    await suite.context.database.db.insert(diamonds).values({
      id: added,
      templateId: 1,
      certificateNumber: "LG2000",
      created: new Date(Date.UTC(2026, 5, 1)),
    });
    try {
      // Later pages keep the total the first page read; the new diamond sits before the cursor.
      const second = await list(`limit=10&cursor=${first.nextCursor}`);
      expect(second.total).toBe(30);
      expect(numbers(second)[0]).toBe("LG1019");
      const back = await list(`limit=10&cursor=${second.prevCursor}&direction=prev`);
      expect(back.total).toBe(30);
      expect(numbers(back)).toEqual(numbers(first));
      // A fresh first page counts anew (from the kept counts: no filter).
      expect((await list("limit=10")).total).toBe(31);
      // A cursor written before totals were carried still works, and counts.
      const old = decodeCursor(first.nextCursor ?? "");
      if (!old) throw new Error("the first page has a next cursor");
      const legacy = encodeCursor({ key: old.key, id: old.id, offset: old.offset });
      const fromLegacy = await list(`limit=10&cursor=${legacy}`);
      expect(fromLegacy.total).toBe(31);
      expect(numbers(fromLegacy)[0]).toBe("LG1019");
      expect(decodeCursor(fromLegacy.nextCursor ?? "")?.total).toBe(31);
    } finally {
      await suite.context.database.db.delete(diamonds).where(eq(diamonds.id, added));
    }
  });

  it("offers a next page exactly when there is one, even when a carried total is stale", async () => {
    const first = await list("sort=certificateNumber:desc&limit=15");
    const added = uuidv7();
    // Sorts after every LG10xx number going down: lands on the second page.
    await suite.context.database.db
      .insert(diamonds)
      .values({ id: added, templateId: 1, certificateNumber: "LG0999" });
    try {
      const second = await list(`sort=certificateNumber:desc&limit=15&cursor=${first.nextCursor}`);
      expect(numbers(second)).toHaveLength(15);
      expect(second.nextCursor).not.toBeNull();
      // 'Showing 16 to 30 of 30' while the cursor carries 30; the next page shows the 31st row.
      expect(second.total).toBe(30);
      const third = await list(`sort=certificateNumber:desc&limit=15&cursor=${second.nextCursor}`);
      expect(numbers(third)).toEqual(["LG0999"]);
      expect(third.total).toBe(31);
      expect(third.nextCursor).toBeNull();
    } finally {
      await suite.context.database.db.delete(diamonds).where(eq(diamonds.id, added));
    }
  });

  it("answers bad filters with 400", async () => {
    for (const query of [
      "templateId=9",
      "origin=Moon",
      "clientId=nope",
      "createdFrom=yesterday",
      "imperfections=maybe",
    ]) {
      const response = await suite.context.request({ url: `/api/diamonds?${query}`, cookie: suite.cookie });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
