import { builtInsOf } from "@loupe/domain/options/attribute-built-ins";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { activityLog } from "../../db/activity-schema";
import { diamondInput } from "../../testing/diamond-fixtures";
import { jewelryInput, mainStone } from "../../testing/jewelry-fixtures";
import { testSuite } from "../../testing/test-suite";

const suite = testSuite();
let editor: string;
beforeEach(async () => {
  editor = (await suite.context.signInAsNew(["edit_attributes"])).cookie;
});

const save = (name: string, payload: unknown, cookie: string | null = editor) =>
  suite.context.request({
    method: "PUT",
    url: `/api/attributes/${name}`,
    payload,
    ...(cookie === null ? {} : { cookie }),
  });
const entries = () =>
  suite.context.database.db
    .select({ action: activityLog.action, subject: activityLog.subject, changes: activityLog.changes })
    .from(activityLog)
    .where(eq(activityLog.entityType, "attribute"));

describe("the attributes", () => {
  it("lists every attribute in card order, saves a list and logs it before → after", async () => {
    const lists = await suite.context.request({ url: "/api/attributes/lists", cookie: suite.cookie });
    expect(lists.json().lists.map((list: { name: string }) => list.name)[0]).toBe("timerTickerBeforeAd");
    // Each list carries the domain's built-in options it extends, for the screen to mark.
    expect(lists.json().lists).toContainEqual({
      name: "cut",
      values: [],
      builtIns: builtInsOf("cut"),
      version: 0,
    });
    expect(builtInsOf("cut").length).toBeGreaterThan(0);

    const first = await save("cut", { values: [" Astor "], version: 0 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ name: "cut", values: ["Astor"], version: 1 });
    const second = await save("cut", { values: ["Astor Royal"], version: 1 });
    expect(second.json()).toMatchObject({ name: "cut", values: ["Astor Royal"], version: 2 });
    expect(await entries()).toEqual([
      { action: "create", subject: "cut", changes: null },
      {
        action: "update",
        subject: "cut",
        changes: [{ field: "values", before: ["Astor"], after: ["Astor Royal"] }],
      },
    ]);
    // The forms read the new value at once.
    const values = await suite.context.request({ url: "/api/attributes", cookie: suite.cookie });
    expect(values.json()).toEqual({ attributes: { cut: ["Astor Royal"] } });
  });

  it("refuses bad input with a clear 4xx and writes nothing", async () => {
    const empty = await save("cut", { values: [""], version: 0 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe("You must enter a value");
    expect((await save("metal", { values: ["Gold", "GOLD"], version: 0 })).statusCode).toBe(400);
    // A built-in option in another letter case is a duplicate too.
    expect((await save("cut", { values: ["ideal"], version: 0 })).json().detail).toBe(
      "This value is already in the list",
    );
    const range = await save("timerTickerBeforeAd", { values: ["30"], version: 0 });
    expect(range.statusCode).toBe(400);
    expect(range.json().detail).toBe("The Number type accepts 15 to 29 seconds.");
    expect((await save("timerTickerBeforeAd", { values: ["20"], version: 0 })).statusCode).toBe(200);
    expect((await save("nonsense", { values: ["x"], version: 0 })).statusCode).toBe(404);
    expect((await save("cut", { values: "x", version: 0 })).statusCode).toBe(400);
    expect((await save("timerTickerBeforeAd", { values: ["21"], version: 0 })).statusCode).toBe(409);
    expect((await entries()).length).toBe(1);
  });

  it("answers 401 without a session and 403 without edit_attributes, writing nothing", async () => {
    expect((await save("cut", { values: ["Astor"], version: 0 }, null)).statusCode).toBe(401);
    expect((await suite.context.request({ url: "/api/attributes/lists" })).statusCode).toBe(401);
    const { cookie } = await suite.context.signInAsNew(["super_admin", "view_activity_log"]);
    expect((await save("cut", { values: ["Astor"], version: 0 }, cookie)).statusCode).toBe(403);
    expect((await suite.context.request({ url: "/api/attributes/lists", cookie })).statusCode).toBe(200);
    expect(await entries()).toEqual([]);
  });

  it("says how many records use a value; deleting it from the list keeps them readable", async () => {
    expect((await save("cut", { values: ["Astor"], version: 0 })).statusCode).toBe(200);
    const created = await suite.context.request({
      method: "POST",
      url: "/api/diamonds",
      payload: diamondInput({ cut: "Astor" }),
      cookie: suite.cookie,
    });
    expect(created.statusCode, created.body).toBe(201);
    const usage = (value: string) =>
      suite.context.request({
        url: `/api/attributes/cut/usage?value=${encodeURIComponent(value)}`,
        cookie: editor,
      });
    expect((await usage("Astor")).json()).toEqual({ diamonds: 1, jewelry: 0 });
    expect((await usage("Nothing")).json()).toEqual({ diamonds: 0, jewelry: 0 });
    expect((await usage("")).statusCode).toBe(400);
    expect((await save("cut", { values: [], version: 1 })).statusCode).toBe(200);
    const id: string = created.json().diamond.id;
    const read = await suite.context.request({ url: `/api/diamonds/${id}`, cookie: suite.cookie });
    expect(read.statusCode).toBe(200);
    expect(JSON.stringify(read.json())).toContain("Astor");
  });

  it("counts jewelry by jewelry type, metal and stone type", async () => {
    const created = await suite.context.request({
      method: "POST",
      url: "/api/jewelry?digitalCertificate=false",
      payload: jewelryInput({ metal: "Palladium 950", mainStone: mainStone({ type: "Moissanite Royal" }) }),
      cookie: suite.cookie,
    });
    expect(created.statusCode, created.body).toBe(201);
    const usage = (name: string, value: string) =>
      suite.context.request({
        url: `/api/attributes/${name}/usage?value=${encodeURIComponent(value)}`,
        cookie: editor,
      });
    expect((await usage("metal", "Palladium 950")).json()).toEqual({ diamonds: 0, jewelry: 1 });
    expect((await usage("stone_types", "Moissanite Royal")).json()).toEqual({ diamonds: 0, jewelry: 1 });
    expect((await usage("jewelry_type", "Ring")).json()).toEqual({ diamonds: 0, jewelry: 1 });
  });
});
