import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog } from "../../db/activity-schema";
import { diamondInput } from "../../testing/diamond-fixtures";
import { testSuite } from "../../testing/test-suite";

const suite = testSuite();

const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  suite.context.request({ method, url, payload, cookie: suite.cookie });
const entriesOf = (id: string) =>
  suite.context.database.db
    .select()
    .from(activityLog)
    .where(eq(activityLog.entityId, id))
    .orderBy(activityLog.id);
const allEntries = () => suite.context.database.db.select().from(activityLog);

async function create(overrides: Parameters<typeof diamondInput>[0] = {}) {
  const response = await send("POST", "/api/diamonds", diamondInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().diamond;
}

describe("a diamond's writes on the activity log", () => {
  it("an update adds exactly one typed entry naming the certificate and each changed field before → after", async () => {
    const diamond = await create({ shape: "Round" });
    const response = await send("PUT", `/api/diamonds/${diamond.id}`, {
      ...diamondInput({ shape: "Oval" }),
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const entries = await entriesOf(diamond.id);
    expect(entries.map((entry) => entry.action)).toEqual(["create", "update"]);
    const update = entries[1];
    expect(update).toMatchObject({
      entityType: "diamond",
      subject: diamond.certificateNumber,
      changes: [{ field: "shape", before: "Round", after: "Oval" }],
    });
    expect(update?.summary).toMatch(new RegExp(`updated diamond ${diamond.certificateNumber}$`));
  });

  it("a delete adds one entry that still names the certificate", async () => {
    const diamond = await create();
    expect((await send("DELETE", `/api/diamonds/${diamond.id}`)).statusCode).toBe(204);
    const entries = await entriesOf(diamond.id);
    expect(entries.map(({ action, subject, changes }) => ({ action, subject, changes }))).toEqual([
      { action: "create", subject: diamond.certificateNumber, changes: null },
      { action: "delete", subject: diamond.certificateNumber, changes: null },
    ]);
  });

  it("a write that fails adds no entry", async () => {
    const diamond = await create();
    const before = (await allEntries()).length;
    // Refused input, a stale version, a taken certificate number (caught inside the transaction).
    expect(
      (await send("POST", "/api/diamonds", diamondInput({ measurements: "6.41 x 6.43" }))).statusCode,
    ).toBe(400);
    expect(
      (await send("PUT", `/api/diamonds/${diamond.id}`, { ...diamondInput({ shape: "Pear" }), version: 7 }))
        .statusCode,
    ).toBe(409);
    expect(
      (await send("POST", "/api/diamonds", diamondInput({ certificateNumber: diamond.certificateNumber })))
        .statusCode,
    ).toBe(409);
    expect(await allEntries()).toHaveLength(before);
  });
});
