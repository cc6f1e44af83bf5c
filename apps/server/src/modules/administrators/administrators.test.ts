import { messages } from "@loupe/domain/messages";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { administrators } from "../../db/accounts-schema";
import { activityLog } from "../../db/activity-schema";
import { createTestContext, type TestContext, testPassword } from "../../testing/test-app";

let context: TestContext;
let cookie: string;
let me: { id: string; email: string };
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  const signedIn = await context.signInAsNew(["super_admin"]);
  cookie = signedIn.cookie;
  me = signedIn;
});

const newAdministrator = {
  fullName: "Grace Gemologist",
  email: "Grace@Lab.test",
  phone: "2125550199",
  password: "a long enough password",
  permissions: ["view_activity_log"],
};

const create = (body: object, as = cookie) =>
  context.request({ method: "POST", url: "/api/administrators", payload: body, cookie: as });
const list = (query: string, as = cookie) =>
  context.request({ url: `/api/administrators?${query}`, cookie: as });

describe("administrators", () => {
  it("creates one, never returns its password, and logs who did it", async () => {
    const response = await create(newAdministrator);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      fullName: "Grace Gemologist",
      email: "grace@lab.test",
      posts: 0,
      version: 1,
    });
    expect(JSON.stringify(created)).not.toMatch(/password/i);
    await context.signIn("grace@lab.test", "a long enough password");
    const log = await context.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, created.id))
      .orderBy(activityLog.id);
    // Her own sign-in is logged too, on her record.
    expect(log.map((entry) => [entry.action, entry.administratorId])).toEqual([
      ["create", me.id],
      ["sign-in", created.id],
    ]);
    expect(log[0]).toMatchObject({
      administratorId: me.id,
      action: "create",
      entityType: "administrator",
      subject: "Grace Gemologist",
    });
  });

  it("refuses missing fields, a short password and a taken e-mail, writing nothing", async () => {
    const missing = await create({ ...newAdministrator, fullName: " " });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((error: { field: string }) => error.field)).toContain("body.fullName");
    expect((await create({ ...newAdministrator, password: "short" })).statusCode).toBe(400);
    expect((await create({ ...newAdministrator, phone: "12" })).statusCode).toBe(400);
    expect((await create(newAdministrator)).statusCode).toBe(201);
    const taken = await create({ ...newAdministrator, fullName: "Someone Else" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toEqual({ field: "email", message: messages.emailTaken });
    expect(await context.database.db.select().from(administrators)).toHaveLength(2);
    // The one create; the test's own sign-in is logged apart.
    expect(
      await context.database.db.select().from(activityLog).where(ne(activityLog.action, "sign-in")),
    ).toHaveLength(1);
  });

  it("lets only a super administrator create, edit or delete", async () => {
    const plain = await context.signInAsNew(["view_activity_log"]);
    expect((await create(newAdministrator, plain.cookie)).statusCode).toBe(403);
    expect((await list("", plain.cookie)).statusCode).toBe(200);
    const remove = await context.request({
      method: "DELETE",
      url: `/api/administrators/${me.id}`,
      cookie: plain.cookie,
    });
    expect(remove.statusCode).toBe(403);
  });

  it("updates with the current version, and names who changed it when the version is stale", async () => {
    const created = (await create(newAdministrator)).json();
    const update = (body: object) =>
      context.request({ method: "PUT", url: `/api/administrators/${created.id}`, payload: body, cookie });
    const first = await update({ ...created, fullName: "Grace Hopper", version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ fullName: "Grace Hopper", version: 2 });
    const stale = await update({ ...created, fullName: "Grace Kelly", version: 1 });
    expect(stale.statusCode).toBe(409);
    const [meRow] = await context.database.db
      .select()
      .from(administrators)
      .where(eq(administrators.id, me.id));
    expect(stale.json().detail).toContain(`This record was changed by ${meRow?.fullName} on `);
    const [row] = await context.database.db
      .select()
      .from(administrators)
      .where(eq(administrators.id, created.id));
    expect(row?.fullName).toBe("Grace Hopper");
  });

  it("logs every permission granted or taken away, and who did it", async () => {
    const created = (await create(newAdministrator)).json();
    const [creation] = await context.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, created.id));
    expect(creation?.summary).toMatch(
      /created administrator Grace Gemologist with permissions: View activity log$/,
    );
    const update = (permissions: string[], version: number) =>
      context.request({
        method: "PUT",
        url: `/api/administrators/${created.id}`,
        payload: { ...created, permissions, version },
        cookie,
      });
    expect((await update(["super_admin", "edit_attributes"], 1)).statusCode).toBe(200);
    expect((await update(["super_admin", "edit_attributes"], 2)).statusCode).toBe(200);
    expect((await update([], 3)).statusCode).toBe(200);
    const changes = await context.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, created.id), eq(activityLog.action, "permission-change")))
      .orderBy(activityLog.created, activityLog.id);
    expect(
      changes.map((entry) => [entry.administratorId, entry.summary.replace(/^.* of Grace Gemologist: /, "")]),
    ).toEqual([
      [me.id, "granted Super administrator, Edit attributes; removed View activity log"],
      [me.id, "removed Super administrator, Edit attributes"],
    ]);
  });

  it("keeps the last super administrator and refuses deleting yourself", async () => {
    const self = await context.request({ method: "DELETE", url: `/api/administrators/${me.id}`, cookie });
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toBe(messages.cannotDeleteSelf);
    const [meRow] = await context.database.db
      .select()
      .from(administrators)
      .where(eq(administrators.id, me.id));
    const demote = await context.request({
      method: "PUT",
      url: `/api/administrators/${me.id}`,
      payload: { fullName: meRow?.fullName, email: meRow?.email, phone: "", permissions: [], version: 1 },
      cookie,
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().detail).toBe(messages.lastSuperAdministrator);
  });

  it("deletes another administrator after which their sessions end", async () => {
    const other = await context.createAdministrator({ permissions: [] });
    const otherCookie = await context.signIn(other.email, testPassword);
    const response = await context.request({
      method: "DELETE",
      url: `/api/administrators/${other.id}`,
      cookie,
    });
    expect(response.statusCode).toBe(204);
    expect((await context.request({ url: "/api/auth/session", cookie: otherCookie })).statusCode).toBe(401);
    const missing = await context.request({
      method: "DELETE",
      url: `/api/administrators/${other.id}`,
      cookie,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("searches by name, e-mail or phone", async () => {
    await create(newAdministrator);
    await create({ ...newAdministrator, fullName: "Henry Setter", email: "henry@lab.test", phone: "" });
    const byName = (await list("search=grace")).json();
    expect(byName.items.map((item: { fullName: string }) => item.fullName)).toEqual(["Grace Gemologist"]);
    expect(byName.total).toBe(1);
    expect((await list("search=henry%40")).json().total).toBe(1);
    expect((await list("search=555019")).json().total).toBe(1);
    expect((await list("search=%25")).json().total).toBe(0);
  });

  it("pages forward and back by cursor with exact totals and offsets", async () => {
    for (let index = 0; index < 11; index++) {
      await context.createAdministrator({
        fullName: `Person ${String(index).padStart(2, "0")}`,
        permissions: [],
      });
    }
    const seen: string[] = [];
    let page = (await list("limit=5&sort=fullName:asc")).json();
    expect(page).toMatchObject({ total: 12, offset: 0, prevCursor: null });
    seen.push(...page.items.map((item: { fullName: string }) => item.fullName));
    const pages = [page];
    while (page.nextCursor) {
      page = (await list(`limit=5&sort=fullName:asc&cursor=${page.nextCursor}`)).json();
      pages.push(page);
      seen.push(...page.items.map((item: { fullName: string }) => item.fullName));
    }
    expect(pages.map((item) => item.offset)).toEqual([0, 5, 10]);
    expect(seen).toHaveLength(12);
    expect([...seen].sort((a, b) => a.localeCompare(b))).toEqual(seen);
    const back = (await list(`limit=5&sort=fullName:asc&direction=prev&cursor=${page.prevCursor}`)).json();
    expect(back.offset).toBe(5);
    expect(back.items).toEqual(pages[1].items);
    const descending = (await list("limit=5&sort=fullName:desc")).json();
    expect(descending.items[0].fullName).toBe(seen.at(-1));
  });

  it("shows one administrator with posts and an empty SKU list until certificates exist", async () => {
    const created = (await create(newAdministrator)).json();
    const detail = await context.request({ url: `/api/administrators/${created.id}`, cookie });
    expect(detail.json()).toMatchObject({ fullName: "Grace Gemologist", totalVideoPosts: 0, posts: 0 });
    const skus = await context.request({ url: `/api/administrators/${created.id}/skus`, cookie });
    expect(skus.json()).toEqual({ items: [] });
    const unknown = await context.request({
      url: "/api/administrators/01900000-0000-7000-8000-000000000000",
      cookie,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("counts posts from the certificate areas' sources", async () => {
    const created = (await create(newAdministrator)).json();
    context.services.certificateSources.push({
      countByAdministrator: async (_db, ids) =>
        new Map(ids.filter((id) => id === created.id).map((id) => [id, 3])),
      listByAdministrator: async () => [],
      countByCompany: async () => new Map(),
      listByCompany: async () => [],
    });
    try {
      const detail = await context.request({ url: `/api/administrators/${created.id}`, cookie });
      expect(detail.json().totalVideoPosts).toBe(3);
      const row = (await list("search=grace")).json().items[0];
      expect(row.posts).toBe(3);
    } finally {
      context.services.certificateSources.pop();
    }
  });
});

describe("concurrent writes", () => {
  it("let exactly one of several simultaneous creates with one e-mail through, the others get 409", async () => {
    const attempts = await Promise.all(
      Array.from({ length: 6 }, (_, index) => create({ ...newAdministrator, fullName: `Racer ${index}` })),
    );
    const statuses = attempts.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await context.database.db
      .select()
      .from(administrators)
      .where(eq(administrators.email, "grace@lab.test"));
    expect(rows).toHaveLength(1);
    // The one create; the test's own sign-in is logged apart.
    expect(
      await context.database.db.select().from(activityLog).where(ne(activityLog.action, "sign-in")),
    ).toHaveLength(1);
  });
});

describe("unique e-mail races", () => {
  it("become a 409 even when the database's unique index is what catches them", async () => {
    const { isUniqueViolation } = await import("../../db/errors");
    await create(newAdministrator);
    const [existing] = await context.database.db
      .select()
      .from(administrators)
      .where(eq(administrators.email, "grace@lab.test"));
    const duplicate = context.database.db.insert(administrators).values({
      ...(existing as typeof administrators.$inferInsert),
      id: "01900000-0000-7000-8000-000000000001",
    });
    const error = await duplicate.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error("other"))).toBe(false);
  });
});
