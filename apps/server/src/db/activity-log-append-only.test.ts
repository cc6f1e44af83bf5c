import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testSuite } from "../testing/test-suite";
import { activityLog } from "./activity-schema";

const suite = testSuite();

async function entriesOf(entityId: string) {
  return suite.context.database.db.select().from(activityLog).where(eq(activityLog.entityId, entityId));
}

describe("the activity log is append-only", () => {
  it("refuses to change or remove an entry, even to the app's own connection", async () => {
    const { db } = suite.context.database;
    const created = await suite.context.request({
      method: "POST",
      url: "/api/clients",
      cookie: suite.cookie,
      payload: { name: "Append Only Co", email: "a@append.test", representativeName: "Ann" },
    });
    expect(created.statusCode).toBe(201);
    const id: string = created.json().id;
    const [entry] = await entriesOf(id);
    expect(entry).toBeDefined();

    await expect(
      db.update(activityLog).set({ summary: "rewritten" }).where(eq(activityLog.entityId, id)),
    ).rejects.toThrow();
    await expect(db.delete(activityLog).where(eq(activityLog.entityId, id))).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM activity_log`)).rejects.toThrow();
    expect(await entriesOf(id)).toEqual([entry]);
  });

  it("keeps an actor's entries, naming them, after the account is deleted", async () => {
    const head = await suite.context.signInAsNew(["super_admin"]);
    const grader = await suite.context.signInAsNew();
    const created = await suite.context.request({
      method: "POST",
      url: "/api/clients",
      cookie: grader.cookie,
      payload: { name: "Left Behind Co", email: "b@append.test", representativeName: "Ben" },
    });
    expect(created.statusCode).toBe(201);
    const removed = await suite.context.request({
      method: "DELETE",
      url: `/api/administrators/${grader.id}`,
      cookie: head.cookie,
    });
    expect(removed.statusCode).toBe(204);
    const [entry] = await entriesOf(created.json().id);
    expect(entry).toMatchObject({ administratorId: grader.id, action: "create" });
    expect(entry?.actorName).not.toBe("");
  });
});
