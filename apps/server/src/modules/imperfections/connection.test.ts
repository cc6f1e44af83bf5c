import type { SessionUser } from "@loupe/domain/auth";
import { imperfectionPageSchema } from "@loupe/domain/imperfections/imperfection-api";
import { messages } from "@loupe/domain/messages";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog } from "../../db/activity-schema";
import { testSuite } from "../../testing/test-suite";
import { diamonds } from "../diamonds/ports";
import { client, expectCountsExact, expectLinksAgree, mapInput } from "./imperfection-test-helpers";
import { markImperfectionPrinted } from "./print";
import { diamondImperfections } from "./schema";

const suite = testSuite();
const api = () => client(suite.context, suite.cookie);
const db = () => suite.context.database.db;

async function mapWithProportions(name: string) {
  const map = await api().createMap({ name });
  expect((await api().uploadProportions(map.id)).statusCode).toBe(200);
  return map as { id: string; name: string };
}

const linkOf = async (diamondId: string) => {
  const [row] = await db()
    .select({ imperfectionId: diamonds.imperfectionId, at: diamonds.imperfectionConnectedAt })
    .from(diamonds)
    .where(eq(diamonds.id, diamondId));
  return row;
};
const entries = async () => (await db().select({ n: count() }).from(activityLog))[0]?.n ?? 0;
const withImperfections = async () =>
  (await api().expectOk("GET", "/api/diamonds?imperfections=with")).total as number;

// Makes the database refuse one statement of a write, so the write fails half-way through.
async function failing(statement: "UPDATE" | "DELETE", when: string, action: () => Promise<unknown>) {
  await db().execute(sql`create function refuse_map_write() returns trigger language plpgsql as $$
    begin raise exception 'forced failure'; end $$`);
  await db().execute(
    sql.raw(`create trigger refuse_map_write before ${statement} on diamond_imperfections
      for each row when (${when}) execute function refuse_map_write()`),
  );
  try {
    return await action();
  } finally {
    await db().execute(sql`drop trigger refuse_map_write on diamond_imperfections`);
    await db().execute(sql`drop function refuse_map_write()`);
  }
}

describe("the list's items, written by PostgreSQL", () => {
  it("fit the list's schema exactly and equal the editor's read of each map", async () => {
    const connectedMap = await mapWithProportions("Connected");
    await api().createMap({ name: "Plain" });
    const diamondId = await api().createDiamond("LG-LISTED-1");
    await db().update(diamonds).set({ weight: 1.257 }).where(eq(diamonds.id, diamondId));
    expect((await api().connect(connectedMap.id, diamondId)).statusCode).toBe(200);
    const [owner] = await db()
      .select({ id: diamondImperfections.ownerId })
      .from(diamondImperfections)
      .where(eq(diamondImperfections.id, connectedMap.id));
    const actor: SessionUser = { id: owner?.id ?? "", fullName: "Printer", email: "", permissions: [] };
    await db().transaction((tx) => markImperfectionPrinted(tx, actor, connectedMap.id));

    const response = await api().send("GET", "/api/imperfections");
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    const page = response.json();
    // parse drops keys the schema does not name, so equality also refuses extra ones.
    expect(imperfectionPageSchema.parse(page)).toEqual(page);
    expect(page.items.map((item: { name: string }) => item.name)).toEqual(["Plain", "Connected"]);
    for (const item of page.items) {
      const {
        design: _design,
        displayImperfectionIcons: _icons,
        ...read
      } = await api().expectOk("GET", `/api/imperfections/${item.id}`);
      expect(item).toEqual(read);
    }
    const [stored] = await db()
      .select()
      .from(diamondImperfections)
      .where(eq(diamondImperfections.id, connectedMap.id));
    const listed = page.items[1];
    expect(listed).toMatchObject({
      created: stored?.created.toISOString(),
      lastEdited: stored?.updatedAt.toISOString(),
      printDate: stored?.printDate?.toISOString(),
      proportionsAddedAt: stored?.proportionsAddedAt?.toISOString(),
      proportionsUrl: `/api/files/${stored?.proportionsFileId}`,
      imageUrl: `/api/imperfections/${connectedMap.id}/image?v=${stored?.version}`,
      printed: true,
    });
    expect(listed.diamond).toMatchObject({
      id: diamondId,
      certificateNumber: "LG-LISTED-1",
      weight: 1.257,
      connectedAt: stored?.diamondConnectedAt?.toISOString(),
    });
    expect(page.items[0]).toMatchObject({ diamond: null, proportionsUrl: null, printDate: null });
  });
});

describe("connecting a map to a diamond", () => {
  it("needs the proportions image first", async () => {
    const map = await api().createMap();
    const diamondId = await api().createDiamond("LG-NEEDS-1");
    const response = await api().connect(map.id, diamondId);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(messages.imperfectionNeedsProportions);
    expect(await linkOf(diamondId)).toEqual({ imperfectionId: null, at: null });
  });

  it("links both sides with one time, moves a diamond between maps, and counts it as 'with imperfections'", async () => {
    const first = await mapWithProportions("First");
    const second = await mapWithProportions("Second");
    const diamondA = await api().createDiamond("LG-CONNECT-A");
    const diamondB = await api().createDiamond("LG-CONNECT-B");
    expect(await withImperfections()).toBe(0);

    const connected = await api().connect(first.id, diamondA);
    expect(connected.statusCode, connected.body).toBe(200);
    expect(connected.json().diamond).toMatchObject({ id: diamondA, certificateNumber: "LG-CONNECT-A" });
    const link = await linkOf(diamondA);
    expect(link?.imperfectionId).toBe(first.id);
    expect(link?.at?.toISOString()).toBe(connected.json().diamond.connectedAt);
    expect(await withImperfections()).toBe(1);
    await expectLinksAgree(db());
    await expectCountsExact(db());

    // The diamond moves to the second map; the first lets go of it.
    expect((await api().connect(second.id, diamondA)).statusCode).toBe(200);
    expect((await api().expectOk("GET", `/api/imperfections/${first.id}`)).diamond).toBeNull();
    expect((await linkOf(diamondA))?.imperfectionId).toBe(second.id);
    // The second map takes another diamond; the first diamond is released.
    expect((await api().connect(second.id, diamondB)).statusCode).toBe(200);
    expect((await linkOf(diamondA))?.imperfectionId).toBeNull();
    expect((await linkOf(diamondB))?.imperfectionId).toBe(second.id);
    expect(await withImperfections()).toBe(1);
    await expectLinksAgree(db());
    await expectCountsExact(db());

    const options = await api().expectOk("GET", "/api/imperfections/diamond-options?search=connect-b");
    expect(options.items).toEqual([
      {
        id: diamondB,
        certificateNumber: "LG-CONNECT-B",
        shape: "Round",
        weight: 1.01,
        imperfectionId: second.id,
      },
    ]);

    const disconnected = await api().send("DELETE", `/api/imperfections/${second.id}/connection`);
    expect(disconnected.statusCode).toBe(200);
    expect(disconnected.json().diamond).toBeNull();
    expect(await linkOf(diamondB)).toEqual({ imperfectionId: null, at: null });
    expect(await withImperfections()).toBe(0);
    await expectLinksAgree(db());
    await expectCountsExact(db());

    const log = await db().select().from(activityLog).where(eq(activityLog.action, "connect"));
    expect(log.filter((entry) => entry.entityType === "diamond").map((entry) => entry.subject)).toEqual([
      "LG-CONNECT-A",
      "LG-CONNECT-A",
      "LG-CONNECT-B",
    ]);
  });

  it("deleting a map clears its diamond's link and the counts together", async () => {
    const map = await mapWithProportions("Doomed");
    const diamondId = await api().createDiamond("LG-DELETE-1");
    expect((await api().connect(map.id, diamondId)).statusCode).toBe(200);
    expect((await api().send("DELETE", `/api/imperfections/${map.id}`)).statusCode).toBe(204);
    expect(await linkOf(diamondId)).toEqual({ imperfectionId: null, at: null });
    expect(await api().expectOk("GET", "/api/imperfections/totals")).toEqual({
      total: 0,
      drafts: 0,
      completed: 0,
    });
    expect(await withImperfections()).toBe(0);
    const [entry] = await db().select().from(activityLog).where(eq(activityLog.action, "delete"));
    expect(entry).toMatchObject({ entityType: "imperfection", subject: "Doomed" });
    await expectCountsExact(db());
  });

  it("lets go of a diamond that is deleted", async () => {
    const map = await mapWithProportions("Orphaned");
    const diamondId = await api().createDiamond("LG-GONE-1");
    expect((await api().connect(map.id, diamondId)).statusCode).toBe(200);
    expect((await api().send("DELETE", `/api/diamonds/${diamondId}`)).statusCode).toBe(204);
    expect((await api().expectOk("GET", `/api/imperfections/${map.id}`)).diamond).toBeNull();
    await expectLinksAgree(db());
    await expectCountsExact(db());
  });

  it("writes nothing at all when connect, disconnect or delete fails half-way", async () => {
    const map = await mapWithProportions("Sturdy");
    const diamondId = await api().createDiamond("LG-ATOMIC-1");
    const before = await entries();

    // The diamond's side is written first; the map's side then fails.
    const connect = await failing("UPDATE", "new.diamond_id is not null", () =>
      api().connect(map.id, diamondId),
    );
    expect((connect as { statusCode: number }).statusCode).toBe(500);
    expect(await linkOf(diamondId)).toEqual({ imperfectionId: null, at: null });
    expect(await entries()).toBe(before);
    await expectLinksAgree(db());

    expect((await api().connect(map.id, diamondId)).statusCode).toBe(200);
    const connected = await entries();
    const disconnect = await failing("UPDATE", "new.diamond_id is null", () =>
      api().send("DELETE", `/api/imperfections/${map.id}/connection`),
    );
    expect((disconnect as { statusCode: number }).statusCode).toBe(500);
    expect((await linkOf(diamondId))?.imperfectionId).toBe(map.id);
    expect(await entries()).toBe(connected);

    const remove = await failing("DELETE", "true", () =>
      api().send("DELETE", `/api/imperfections/${map.id}`),
    );
    expect((remove as { statusCode: number }).statusCode).toBe(500);
    expect((await linkOf(diamondId))?.imperfectionId).toBe(map.id);
    expect((await db().select({ n: count() }).from(diamondImperfections))[0]?.n).toBe(1);
    expect(await entries()).toBe(connected);
    expect(await withImperfections()).toBe(1);
    await expectLinksAgree(db());
    await expectCountsExact(db());
  });

  it("printing marks the map done, moves its counts and locks it", async () => {
    const map = await mapWithProportions("Printed");
    const [owner] = await db()
      .select({ id: diamondImperfections.ownerId })
      .from(diamondImperfections)
      .where(eq(diamondImperfections.id, map.id));
    const actor: SessionUser = { id: owner?.id ?? "", fullName: "Printer", email: "", permissions: [] };
    const print = () => db().transaction((tx) => markImperfectionPrinted(tx, actor, map.id));
    await expect(print()).rejects.toMatchObject({ status: 409, detail: messages.imperfectionCannotPrint });

    const diamondId = await api().createDiamond("LG-PRINT-1");
    expect((await api().connect(map.id, diamondId)).statusCode).toBe(200);
    await print();
    const printed = await api().expectOk("GET", `/api/imperfections/${map.id}`);
    expect(printed.printed).toBe(true);
    expect(Date.parse(printed.printDate)).toBeGreaterThan(Date.now() - 60_000);
    expect(await api().expectOk("GET", "/api/imperfections/totals")).toEqual({
      total: 1,
      drafts: 0,
      completed: 1,
    });

    const refusals = [
      api().send("PUT", `/api/imperfections/${map.id}`, { ...mapInput(), version: printed.version }),
      api().uploadProportions(map.id),
      api().send("DELETE", `/api/imperfections/${map.id}/connection`),
      api().connect(map.id, diamondId),
    ];
    for (const response of await Promise.all(refusals)) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().detail).toBe(messages.imperfectionPrinted);
    }
    await expectCountsExact(db());
  });
});
