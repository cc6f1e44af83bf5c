import { notAnImage } from "@loupe/domain/files";
import { messages } from "@loupe/domain/messages";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog } from "../../db/activity-schema";
import { storedFiles } from "../../db/files-schema";
import { testSuite } from "../../testing/test-suite";
import { diamonds } from "../diamonds/ports";
import { client, expectCountsExact, expectLinksAgree, mapInput, placed } from "./imperfection-test-helpers";
import { diamondImperfections } from "./schema";

const suite = testSuite();
const api = () => client(suite.context, suite.cookie);
const db = () => suite.context.database.db;

describe("an imperfection map", () => {
  it("reopens with its design exactly as saved, text for text", async () => {
    const input = mapInput({
      design: {
        canvas_data: [
          placed("feather", 12.5, 200.00001, -33.75),
          placed("pinpoint", 0.1 + 0.2, 277.776, 359.9),
          placed("cloud", 539.9999, 1e-7),
        ],
      },
    });
    const sent = JSON.stringify(input.design);
    const created = await api().createMap(input);
    const reopened = await api().send("GET", `/api/imperfections/${created.id}`);
    expect(reopened.body).toContain(`"design":${sent}`);
    expect(JSON.stringify(reopened.json().design)).toBe(sent);
    expect(reopened.json()).toMatchObject({
      name: input.name,
      shape: "Oval",
      imperfections: ["feather", "pinpoint", "cloud"],
      printed: false,
      diamond: null,
      proportionsUrl: null,
      version: 1,
    });

    const edited = { ...input, design: { canvas_data: [placed("nick", 1, 2, 3)] }, version: 1 };
    await api().expectOk("PUT", `/api/imperfections/${created.id}`, edited);
    const again = await api().send("GET", `/api/imperfections/${created.id}`);
    expect(JSON.stringify(again.json().design)).toBe(JSON.stringify(edited.design));
    expect(again.json()).toMatchObject({ imperfections: ["nick"], version: 2 });
    // The log says which characteristics changed, not the whole design.
    const [entry] = await db().select().from(activityLog).where(eq(activityLog.action, "update"));
    expect(entry?.changes).toEqual([
      { field: "imperfections", before: ["feather", "pinpoint", "cloud"], after: ["nick"] },
    ]);
  });

  it("refuses a design or a name that breaks the format, naming the field", async () => {
    const cases = [
      {
        input: mapInput({ design: { canvas_data: [{ ...placed("cloud", 1, 1), fill: "#000000" }] } }),
        field: "body.design.canvas_data.0.fill",
      },
      {
        input: { ...mapInput(), design: { canvas_data: [{ ...placed("cloud", 1, 1), label: "smudge" }] } },
        field: "body.design.canvas_data.0.label",
      },
      { input: { ...mapInput(), design: { canvas_data: "[]" } }, field: "body.design.canvas_data" },
      { input: { ...mapInput(), design: { canvas_data: [], objects: [] } }, field: "body.design" },
      { input: mapInput({ name: "   " }), field: "body.name", message: messages.imperfectionNameRequired },
      { input: { ...mapInput(), shape: "Trillion" }, field: "body.shape" },
    ];
    for (const { input, field, message } of cases) {
      const response = await api().send("POST", "/api/imperfections", input);
      expect({ field, status: response.statusCode }).toEqual({ field, status: 400 });
      const errors = response.json().errors as { field: string; message: string }[];
      expect(errors.map((error) => error.field)).toContain(field);
      if (message) expect(errors).toContainEqual({ field, message });
    }
    const bad = await suite.context.request({
      method: "POST",
      url: "/api/imperfections",
      cookie: suite.cookie,
      payload: '{"name":"x",',
      headers: { "content-type": "application/json" },
    });
    expect(bad.statusCode).toBe(400);
    expect((await db().select({ n: count() }).from(diamondImperfections))[0]?.n).toBe(0);
  });

  it("is its owner's alone: another user's answers 404 exactly like a missing one", async () => {
    const created = await api().createMap();
    const other = client(suite.context, (await suite.context.signInAsNew()).cookie);
    const diamondId = await other.createDiamond("LG-OWNER-1");
    const missing = "01900000-0000-7000-8000-000000000000";
    const attempts = (id: string) => [
      other.send("GET", `/api/imperfections/${id}`),
      other.send("PUT", `/api/imperfections/${id}`, { ...mapInput(), version: 1 }),
      other.send("DELETE", `/api/imperfections/${id}`),
      other.uploadProportions(id),
      other.connect(id, diamondId),
      other.send("DELETE", `/api/imperfections/${id}/connection`),
    ];
    const theirs = await Promise.all(attempts(created.id));
    const gone = await Promise.all(attempts(missing));
    for (const [index, response] of theirs.entries()) {
      expect(response.statusCode, `${index} ${response.body}`).toBe(404);
      expect(response.json()).toEqual(gone[index]?.json());
    }
    expect((await other.expectOk("GET", "/api/imperfections")).total).toBe(0);
    expect(await other.expectOk("GET", "/api/imperfections/totals")).toEqual({
      total: 0,
      drafts: 0,
      completed: 0,
    });
    const mine = await api().expectOk("GET", `/api/imperfections/${created.id}`);
    expect(mine).toMatchObject({ name: created.name, version: 1, proportionsUrl: null, diamond: null });
  });

  it("refuses a stale version with 409 and keeps the newer save", async () => {
    const created = await api().createMap();
    await api().expectOk("PUT", `/api/imperfections/${created.id}`, {
      ...mapInput({ name: "First" }),
      version: 1,
    });
    const stale = await api().send("PUT", `/api/imperfections/${created.id}`, {
      ...mapInput({ name: "Second" }),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toMatch(/changed/i);
    const unversioned = await api().send("PUT", `/api/imperfections/${created.id}`, mapInput());
    expect(unversioned.statusCode).toBe(400);
    expect((await api().expectOk("GET", `/api/imperfections/${created.id}`)).name).toBe("First");
  });

  it("takes a proportions image only if its content is an image, and keeps nothing of a refused one", async () => {
    const created = await api().createMap();
    const filesBefore = (await db().select({ n: count() }).from(storedFiles))[0]?.n;
    const renamed = await api().uploadProportions(
      created.id,
      "proportions.png",
      Buffer.from("girdle 3.2%\n"),
    );
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().detail).toBe(notAnImage);
    expect((await db().select({ n: count() }).from(storedFiles))[0]?.n).toBe(filesBefore);
    expect((await api().expectOk("GET", `/api/imperfections/${created.id}`)).proportionsUrl).toBeNull();

    const response = await api().uploadProportions(created.id);
    expect(response.statusCode, response.body).toBe(200);
    const map = response.json();
    expect(map.proportionsUrl).toMatch(/^\/api\/files\//);
    expect(Date.parse(map.proportionsAddedAt)).toBeGreaterThan(Date.now() - 60_000);
    const image = await suite.context.request({ url: map.proportionsUrl, cookie: suite.cookie });
    expect(image.headers["content-type"]).toBe("image/png");
    const entries = await db().select().from(activityLog).where(eq(activityLog.action, "upload"));
    expect(entries.map((entry) => [entry.entityType, entry.subject]).sort()).toEqual([
      ["file", "proportions.png"],
      ["imperfection", created.name],
    ]);
  });

  it("keeps each user's totals exact through creates, prints and deletes", async () => {
    const first = await api().createMap();
    await api().createMap({ name: "Second" });
    await expectCountsExact(db());
    expect(await api().expectOk("GET", "/api/imperfections/totals")).toEqual({
      total: 2,
      drafts: 2,
      completed: 0,
    });
    await db()
      .update(diamondImperfections)
      .set({ printed: true })
      .where(eq(diamondImperfections.id, first.id));
    expect(await api().expectOk("GET", "/api/imperfections/totals")).toEqual({
      total: 2,
      drafts: 1,
      completed: 1,
    });
    await api().expectOk("DELETE", `/api/imperfections/${first.id}`);
    expect(await api().expectOk("GET", "/api/imperfections/totals")).toEqual({
      total: 1,
      drafts: 1,
      completed: 0,
    });
    await expectCountsExact(db());
    expect((await db().select({ n: count() }).from(diamonds))[0]?.n).toBe(0);
  });

  it("answers a stored design it cannot read with the editor's message, not a half-read design", async () => {
    const created = await api().createMap();
    await db()
      .update(diamondImperfections)
      .set({ design: sql`'{"objects":[{"type":"circle"}]}'::jsonb` })
      .where(eq(diamondImperfections.id, created.id));
    const response = await api().send("GET", `/api/imperfections/${created.id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(messages.imperfectionDesignUnreadable);
    // The list does not read designs: it still shows the map.
    expect((await api().expectOk("GET", "/api/imperfections")).total).toBe(1);
  });

  it("outlives its owner's account: kept, owned by nobody, the counts exact", async () => {
    const owner = await suite.context.createAdministrator({ permissions: [] });
    const plotter = client(suite.context, await suite.context.signIn(owner.email));
    const map = await plotter.createMap();
    expect((await plotter.uploadProportions(map.id)).statusCode).toBe(200);
    const diamondId = await plotter.createDiamond("LG-OUTLIVES-1");
    expect((await plotter.connect(map.id, diamondId)).statusCode).toBe(200);
    const removed = await api().send("DELETE", `/api/administrators/${owner.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    const [kept] = await db().select().from(diamondImperfections).where(eq(diamondImperfections.id, map.id));
    expect(kept).toMatchObject({ ownerId: null, diamondId });
    await expectCountsExact(db());
    await expectLinksAgree(db());
  });

  it("asks for a file when a proportions upload has none", async () => {
    const created = await api().createMap();
    const response = await suite.context.request({
      method: "POST",
      url: `/api/imperfections/${created.id}/proportions`,
      cookie: suite.cookie,
      payload: "------b--\r\n",
      headers: { "content-type": "multipart/form-data; boundary=----b" },
    });
    expect(response.statusCode).toBe(400);
  });
});
