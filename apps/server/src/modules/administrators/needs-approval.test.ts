import { messages } from "@loupe/domain/messages";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { administrators } from "../../db/accounts-schema";
import { activityLog } from "../../db/activity-schema";
import { HttpProblem } from "../../http/problem";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { createAdministrator, updateAdministrator } from "./service";

let context: TestContext;
let cookie: string;
let grace: { id: string; email: string; fullName: string };
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  cookie = (await context.signInAsNew(["super_admin"])).cookie;
  grace = await context.createAdministrator({ fullName: "Grace Gemologist", permissions: [] });
});

const update = (body: object, as = cookie) =>
  context.request({ method: "PUT", url: `/api/administrators/${grace.id}`, payload: body, cookie: as });
const edit = (needsApproval: boolean | undefined, version: number) => ({
  fullName: grace.fullName,
  email: grace.email,
  phone: "",
  permissions: [],
  ...(needsApproval === undefined ? {} : { needsApproval }),
  version,
});
const stored = async () =>
  (await context.database.db.select().from(administrators).where(eq(administrators.id, grace.id)))[0];

describe("needs approval (spec 001 §3.2)", () => {
  it("is off for a new administrator, and a super administrator creates one with it on", async () => {
    expect((await stored())?.needsApproval).toBe(false);
    const created = await context.request({
      method: "POST",
      url: "/api/administrators",
      cookie,
      payload: {
        fullName: "Nia New",
        email: "nia@lab.test",
        password: "a long enough password",
        permissions: [],
        needsApproval: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().needsApproval).toBe(true);
  });

  it("is set and cleared by a super administrator, logged, and returned by the list and the record", async () => {
    const set = await update(edit(true, 1));
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ needsApproval: true, version: 2 });
    const listed = (await context.request({ url: "/api/administrators?search=Grace", cookie })).json();
    expect(listed.items).toEqual([expect.objectContaining({ id: grace.id, needsApproval: true })]);
    expect(
      (await context.request({ url: `/api/administrators/${grace.id}`, cookie })).json().needsApproval,
    ).toBe(true);

    // An edit that does not mention it leaves it as it is.
    expect((await update({ ...edit(undefined, 2), phone: "2125550199" })).json().needsApproval).toBe(true);

    const cleared = await update(edit(false, 3));
    expect(cleared.json()).toMatchObject({ needsApproval: false, version: 4 });
    expect((await stored())?.needsApproval).toBe(false);
    const log = await context.database.db
      .select({ summary: activityLog.summary })
      .from(activityLog)
      .where(
        and(
          eq(activityLog.entityId, grace.id),
          eq(activityLog.action, "update"),
          like(activityLog.summary, "%approval"),
        ),
      );
    expect(log.map((entry) => entry.summary)).toEqual([
      expect.stringMatching(/marked Grace Gemologist as needing approval$/),
      expect.stringMatching(/marked Grace Gemologist as no longer needing approval$/),
    ]);
  });

  it("cannot be changed by an administrator who is not a super administrator (403, nothing written)", async () => {
    const plain = await context.signInAsNew(["view_activity_log", "edit_attributes"]);
    const refused = await update(edit(true, 1), plain.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers["content-type"]).toContain("application/problem+json");
    expect(refused.json().detail).toBe(messages.forbidden);
    expect(await stored()).toMatchObject({ needsApproval: false, version: 1 });

    const created = await context.request({
      method: "POST",
      url: "/api/administrators",
      cookie: plain.cookie,
      payload: {
        fullName: "Nia",
        email: "nia@lab.test",
        password: "a long enough password",
        needsApproval: true,
      },
    });
    expect(created.statusCode).toBe(403);
  });

  // The routes let only super administrators write at all; the service holds the rule itself too,
  // with its own message, for any caller.
  it("is refused by the service itself to anyone else, with its message", async () => {
    const actor = { id: grace.id, fullName: grace.fullName, email: grace.email, permissions: [] };
    const refusal = updateAdministrator(
      context.database.db,
      context.services.certificateSources,
      actor,
      grace.id,
      edit(true, 1),
    );
    await expect(refusal).rejects.toBeInstanceOf(HttpProblem);
    await expect(refusal).rejects.toMatchObject({
      status: 403,
      detail: messages.onlySuperAdministratorApproves,
    });
    expect(await stored()).toMatchObject({ needsApproval: false, version: 1 });
    // Other edits, and repeating the stored value, stay theirs to make.
    const kept = await updateAdministrator(
      context.database.db,
      context.services.certificateSources,
      actor,
      grace.id,
      { ...edit(false, 1), phone: "2125550199" },
    );
    expect(kept).toMatchObject({ needsApproval: false, phone: "2125550199" });
    await expect(
      createAdministrator(context.database.db, actor, {
        fullName: "Nia",
        email: "nia@lab.test",
        phone: "",
        password: "a long enough password",
        permissions: [],
        needsApproval: true,
      }),
    ).rejects.toMatchObject({ status: 403, detail: messages.onlySuperAdministratorApproves });
  });
});
