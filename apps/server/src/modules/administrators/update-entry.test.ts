import { and, asc, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog } from "../../db/activity-schema";
import { testSuite } from "../../testing/test-suite";

// An administrator's edit writes one record, so one entry, whatever it changed.
const suite = testSuite();

const grace = {
  fullName: "Grace Gemologist",
  email: "grace@lab.test",
  phone: "",
  permissions: ["view_activity_log"],
};

async function createGrace(): Promise<string> {
  const created = await suite.context.request({
    method: "POST",
    url: "/api/administrators",
    cookie: suite.cookie,
    payload: { ...grace, password: "a long enough password" },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id;
}

const edit = (id: string, payload: object) =>
  suite.context.request({ method: "PUT", url: `/api/administrators/${id}`, cookie: suite.cookie, payload });

const editsOf = (id: string) =>
  suite.context.database.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entityId, id), ne(activityLog.action, "create")))
    .orderBy(asc(activityLog.id));

describe("an administrator's edit", () => {
  it("writes one entry with the name, permissions and approval before → after", async () => {
    const id = await createGrace();
    const response = await edit(id, {
      ...grace,
      fullName: "Grace Hopper",
      permissions: ["edit_attributes"],
      needsApproval: true,
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const entries = await editsOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "update",
      subject: "Grace Hopper",
      changes: [
        { field: "fullName", before: "Grace Gemologist", after: "Grace Hopper" },
        { field: "permissions", before: ["view_activity_log"], after: ["edit_attributes"] },
        { field: "needsApproval", before: false, after: true },
      ],
    });
    expect(entries[0]?.summary).toMatch(
      /updated administrator Grace Hopper; changed the permissions of Grace Hopper: granted Edit attributes; removed View activity log; marked Grace Hopper as needing approval$/,
    );
  });

  it("is a permission change when the permissions are all it changed", async () => {
    const id = await createGrace();
    expect((await edit(id, { ...grace, permissions: [], version: 1 })).statusCode).toBe(200);
    const entries = await editsOf(id);
    expect(entries.map(({ action, summary }) => [action, summary.replace(/^.* of /, "")])).toEqual([
      ["permission-change", "Grace Gemologist: removed View activity log"],
    ]);
  });
});
