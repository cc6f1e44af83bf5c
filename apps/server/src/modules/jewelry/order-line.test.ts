import { orderLineInscription } from "@loupe/domain/jewelry/order-line";
import { messages } from "@loupe/domain/messages";
import { and, asc, eq, inArray, like, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { activityLog } from "../../db/activity-schema";
import { outbox } from "../../db/outbox-schema";
import { jewelryInput, mainStone } from "../../testing/jewelry-fixtures";
import { testSuite } from "../../testing/test-suite";
import { jewelry } from "./schema";

const suite = testSuite();

const send = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  suite.context.request({ method, url, payload, cookie: suite.cookie });

type Line = { orderNumber?: string; lineNumber?: number | null };

// The line as the editor reads it before a plain Save.
const readLine = async ({ orderNumber, lineNumber }: Line, excludeId?: string) => {
  const query = new URLSearchParams({ orderNumber: orderNumber ?? "", lineNumber: String(lineNumber) });
  if (excludeId) query.set("excludeId", excludeId);
  const response = await send("GET", `/api/jewelry/order-line?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { members: { id: string; version: number }[]; names: Record<string, string> };
};

// What the editor sends once the user confirmed the line's changes as read now.
const confirmation = async (line: Line, excludeId?: string, keepInscription = false) => ({
  members: (await readLine(line, excludeId)).members.map(({ id, version }) => ({ id, version })),
  keepInscription,
});

async function create(overrides: Parameters<typeof jewelryInput>[0]) {
  const body = jewelryInput(overrides);
  const orderLine = body.lineNumber == null ? undefined : await confirmation(body);
  const response = await send("POST", "/api/jewelry?digitalCertificate=false", { ...body, orderLine });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

// A plain Save of a stored record with the line's changes confirmed.
async function update(id: string, overrides: Parameters<typeof jewelryInput>[0], query = "") {
  const body = jewelryInput(overrides);
  return send("PUT", `/api/jewelry/${id}${query}`, {
    ...body,
    version: await currentVersion(id),
    orderLine: await confirmation(body, id),
  });
}

const currentVersion = async (id: string) =>
  (
    await suite.context.database.db
      .select({ version: jewelry.version })
      .from(jewelry)
      .where(eq(jewelry.id, id))
  )[0]?.version ?? 0;

// JW-1 of the seeded line, saved again with another metal.
const saveFirstInGold = async (id: string, query = "") =>
  update(
    id,
    { certificateNumber: "JW-1", clientSku: "SKU-1", orderNumber: "A100", lineNumber: 2, metal: "Gold" },
    query,
  );

const byNumber = async () => {
  const all = await suite.context.database.db.select().from(jewelry).orderBy(asc(jewelry.certificateNumber));
  return new Map(all.map((row) => [row.certificateNumber, row]));
};

// Three items of order A100 line 2, one of line 3 and one of another order; each with its own
// numbers, tracking, QA and price. Created through the API, each one's line taking the last's
// grading as it is saved.
async function seedLine() {
  const own = (n: number) => ({
    certificateNumber: `JW-${n}`,
    clientSku: `SKU-${n}`,
    trackingNumber: `1Z${n}`,
    retailPrice: 100 * n,
    qaStatus: n % 2 ? ("Passed" as const) : ("Failed" as const),
    inscription: `own ${n}`,
  });
  const a = await create({ ...own(1), orderNumber: "A100", lineNumber: 2 });
  const b = await create({ ...own(2), orderNumber: "A100", lineNumber: 2 });
  const c = await create({ ...own(3), orderNumber: "A100", lineNumber: 2 });
  const otherLine = await create({ ...own(4), orderNumber: "A100", lineNumber: 3, metal: "Silver" });
  const otherOrder = await create({ ...own(5), orderNumber: "B200", lineNumber: 2, metal: "Silver" });
  return {
    a: a.jewelry,
    b: b.jewelry,
    c: c.jewelry,
    otherLine: otherLine.jewelry,
    otherOrder: otherOrder.jewelry,
  };
}

describe("plain Save updates the whole order line (spec 001 §7.1, decision 0009)", () => {
  it("reads the others of a line beforehand, with the names of their companies", async () => {
    const { a, b, c } = await seedLine();
    const line = await readLine({ orderNumber: "A100", lineNumber: 2 }, a.id);
    expect(line.members.map((member) => member.id).sort()).toEqual([b.id, c.id].sort());
    expect(line.members[0]).toMatchObject({
      version: expect.any(Number),
      certificateNumber: expect.any(String),
    });
    expect((await readLine({ orderNumber: "a 100", lineNumber: 2 })).members).toHaveLength(3);
    expect((await readLine({ orderNumber: "A100", lineNumber: 9 })).members).toEqual([]);
    expect((await readLine({ orderNumber: "", lineNumber: 2 })).members).toEqual([]);
  });

  it("gives every other record of the line the saved grading, each keeping its own fields", async () => {
    const { b } = await seedLine();
    const before = await byNumber();
    // Only what this save queues is looked at below.
    await suite.context.database.db.delete(outbox);
    const response = await update(b.id, {
      certificateNumber: "JW-2",
      clientSku: "SKU-2",
      trackingNumber: "1Z2",
      retailPrice: 200,
      qaStatus: "Failed",
      orderNumber: "A100",
      lineNumber: 2,
      metal: "Platinum",
      cardDescription: "Halo ring, platinum",
      mainStone: mainStone({ type: "Sapphire", shape: "Oval", measurements: "7x5x3" }),
      hasSideStones: true,
      sideStone: { type: "Diamond", shape: "Round", weight: "0.40" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.orderLineUpdated).toBe(2);
    // The saved record takes the inscription too.
    expect(body.jewelry).toMatchObject({ metal: "Platinum", inscription: orderLineInscription });

    const after = await byNumber();
    for (const number of ["JW-1", "JW-3"]) {
      const row = after.get(number);
      const was = before.get(number);
      expect(row).toMatchObject({
        metal: "Platinum",
        cardDescription: "Halo ring, platinum",
        hasSideStones: true,
        inscription: orderLineInscription,
        // Its own identity, shipping and billing stay.
        certificateNumber: was?.certificateNumber,
        clientSku: was?.clientSku,
        trackingNumber: was?.trackingNumber,
        retailPrice: was?.retailPrice,
        qaStatus: was?.qaStatus,
        version: (was?.version ?? 0) + 1,
        coloredStone: true,
      });
      expect(row?.mainStone).toMatchObject({ type: "Sapphire", shape: "Oval", measurements: "7 x 5 x 3 mm" });
      expect(row?.sideStone).toMatchObject({ type: "Diamond", weight: "0.40" });
    }
    // Each changed sibling is queued for the spreadsheet, as its own save would be.
    const queued = await suite.context.database.db.select().from(outbox);
    const synced = queued
      .filter((message) => message.kind === "jewelry.spreadsheet-sync")
      .map((message) => (message.payload as { jewelryId: string }).jewelryId);
    for (const number of ["JW-1", "JW-3"]) expect(synced).toContain(after.get(number)?.id);
    // Other lines and orders are untouched.
    expect(after.get("JW-4")).toEqual(before.get("JW-4"));
    expect(after.get("JW-5")).toEqual(before.get("JW-5"));
    const log = await suite.context.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "update"), like(activityLog.summary, "%order line A100-2")));
    // One entry per other record the line changed, naming it, with its fields before → after.
    expect(log.map((entry) => entry.subject).sort()).toEqual(["JW-1", "JW-3"]);
    for (const entry of log) expect(entry.changes?.length).toBeGreaterThan(0);
  });

  it("derives each record's incomplete state from its own fields with the line's grading", async () => {
    const { b } = await seedLine();
    // Two imported rows of the same line, both needing information: X only lacks the grading the
    // line shares; Y has neither a certificate number nor a SKU, which no save of a sibling gives.
    const db = suite.context.database.db;
    const imported = { templateId: 1, orderNumber: "A100", lineNumber: 2, incomplete: true };
    const [x, y] = await db
      .insert(jewelry)
      .values([
        { ...imported, id: uuidv7(), certificateNumber: "JW-6" },
        { ...imported, id: uuidv7(), certificateNumber: "" },
      ])
      .returning();
    const response = await update(b.id, {
      certificateNumber: "JW-2",
      clientSku: "SKU-2",
      orderNumber: "A100",
      lineNumber: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    // X and Y take the grading; JW-1 and JW-3 have it already and are not touched.
    expect(response.json().orderLineUpdated).toBe(2);
    const after = await db
      .select()
      .from(jewelry)
      .where(inArray(jewelry.id, [x?.id ?? "", y?.id ?? ""]));
    const incompleteOf = (id: string | undefined) => after.find((row) => row.id === id)?.incomplete;
    expect(incompleteOf(x?.id)).toBe(false);
    expect(incompleteOf(y?.id)).toBe(true);
  });

  it("leaves the line alone on Create Digital Certificate", async () => {
    const { a } = await seedLine();
    const before = await byNumber();
    const response = await saveFirstInGold(a.id, "?digitalCertificate=true");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().orderLineUpdated).toBe(0);
    const after = await byNumber();
    expect(after.get("JW-2")).toEqual(before.get("JW-2"));
    expect(after.get("JW-3")).toEqual(before.get("JW-3"));
  });

  it("writes nothing when any record of the line fails to update", async () => {
    const { a, c } = await seedLine();
    const before = await byNumber();
    const logBefore = await suite.context.database.db.select().from(activityLog);
    // The database refuses to change C: the save of A must not land, nor B's update.
    const db = suite.context.database.db;
    await db.execute(
      sql.raw(`create function refuse_jewelry_update() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_jewelry_update before update on jewelry
        for each row when (old.id = '${c.id}') execute function refuse_jewelry_update()`),
    );
    try {
      const response = await saveFirstInGold(a.id);
      expect(response.statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw("drop trigger refuse_jewelry_update on jewelry"));
      await db.execute(sql.raw("drop function refuse_jewelry_update()"));
    }
    expect(await byNumber()).toEqual(before);
    expect(await suite.context.database.db.select().from(activityLog)).toHaveLength(logBefore.length);
  });

  it("a stale save changes no record of the line", async () => {
    const { b } = await seedLine();
    const before = await byNumber();
    const body = jewelryInput({
      certificateNumber: "JW-2",
      orderNumber: "A100",
      lineNumber: 2,
      metal: "Gold",
    });
    const response = await send("PUT", `/api/jewelry/${b.id}`, {
      ...body,
      version: (await currentVersion(b.id)) + 5,
      orderLine: await confirmation(body, b.id),
    });
    expect(response.statusCode).toBe(409);
    expect(await byNumber()).toEqual(before);
  });

  it("a lone piece's Save asks before replacing a typed inscription, and keeps it when asked", async () => {
    const lone = jewelryInput({
      certificateNumber: "JW-L",
      clientSku: "",
      orderNumber: "L1",
      lineNumber: 1,
      inscription: "LASER 18K",
    });
    const countLone = async () =>
      (await suite.context.database.db.select().from(jewelry).where(eq(jewelry.certificateNumber, "JW-L")))
        .length;
    // Nothing confirmed: refused, nothing written.
    const unconfirmed = await send("POST", "/api/jewelry", lone);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().detail).toBe(messages.orderLineNotConfirmed("L1-1"));
    expect(await countLone()).toBe(0);

    // Confirmed, keeping the typed inscription.
    const kept = await send("POST", "/api/jewelry", {
      ...lone,
      orderLine: await confirmation(lone, undefined, true),
    });
    expect(kept.statusCode, kept.body).toBe(201);
    const { jewelry: created, orderLineUpdated } = kept.json();
    expect(created.inscription).toBe("LASER 18K");
    expect(orderLineUpdated).toBe(0);

    // Confirmed with the rule: the inscription becomes 'Video Illustration'.
    const applied = await update(created.id, { ...lone, certificateNumber: "JW-L" });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().jewelry.inscription).toBe(orderLineInscription);
  });

  it("refuses a save when the line changed after the user reviewed it, writing nothing", async () => {
    const { a, c } = await seedLine();
    const db = suite.context.database.db;
    const body = jewelryInput({
      certificateNumber: "JW-1",
      orderNumber: "A100",
      lineNumber: 2,
      metal: "Gold",
    });
    const reviewed = await confirmation(body, a.id);
    // Another user saves C meanwhile.
    await db
      .update(jewelry)
      .set({ metal: "Bronze", version: sql`${jewelry.version} + 1` })
      .where(eq(jewelry.id, c.id));
    const before = await byNumber();
    const logBefore = await db.select().from(activityLog);
    const response = await send("PUT", `/api/jewelry/${a.id}`, {
      ...body,
      version: await currentVersion(a.id),
      orderLine: reviewed,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(messages.orderLineChanged("A100-2"));
    expect(await byNumber()).toEqual(before);
    expect(await db.select().from(activityLog)).toHaveLength(logBefore.length);

    // A record joining the line after the review is refused the same way.
    const again = await confirmation(body, a.id);
    await db
      .insert(jewelry)
      .values({ id: uuidv7(), templateId: 1, certificateNumber: "JW-9", orderNumber: "A100", lineNumber: 2 });
    const joined = await send("PUT", `/api/jewelry/${a.id}`, {
      ...body,
      version: await currentVersion(a.id),
      orderLine: again,
    });
    expect(joined.statusCode).toBe(409);
    expect(joined.json().detail).toBe(messages.orderLineChanged("A100-2"));
  });

  it("leaves the records the change set does not name untouched", async () => {
    const { a, b, c } = await seedLine();
    // After seeding the line shares C's grading; saving B again with it changes only B's inscription.
    const before = await byNumber();
    const response = await update(b.id, {
      certificateNumber: "JW-2",
      clientSku: "SKU-2",
      trackingNumber: "1Z2",
      retailPrice: 200,
      qaStatus: "Failed",
      inscription: orderLineInscription,
      orderNumber: "A100",
      lineNumber: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().orderLineUpdated).toBe(0);
    const after = await byNumber();
    expect(after.get("JW-1")).toEqual(before.get("JW-1"));
    expect(after.get("JW-3")).toEqual(before.get("JW-3"));
    expect([a.id, c.id]).not.toContain(b.id);
  });
});
