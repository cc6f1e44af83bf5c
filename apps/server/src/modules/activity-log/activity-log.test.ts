import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { seedEntries } from "./log-fixtures";

let context: TestContext;
let cookie: string;
const ann = { id: "", fullName: "Ann Lee" };
const bo = { id: "", fullName: "Bo Chen" };
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  cookie = (await context.signInAsNew(["view_activity_log"])).cookie;
  ann.id = (await context.createAdministrator({ fullName: ann.fullName })).id;
  bo.id = (await context.createAdministrator({ fullName: bo.fullName })).id;
});

const read = async (query: Record<string, string>) => {
  const response = await context.request({ url: `/api/activity-log?${new URLSearchParams(query)}`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    items: { subject: string; actorName: string; created: string }[];
    total: number;
    nextCursor: string | null;
    prevCursor: string | null;
    offset: number;
  };
};
// Entries of 2024, apart from anything the sign-ins above wrote today.
const year2024 = { createdFrom: "2024-01-01T00:00:00.000Z", createdTo: "2025-01-01T00:00:00.000Z" };

describe("GET /api/activity-log", () => {
  it("lists entries newest first, page by page, with a total that holds while paging", async () => {
    await seedEntries(
      context.database.db,
      Array.from({ length: 7 }, (_, index) => ({
        created: `2024-03-0${index + 1}T10:00:00.000Z`,
        actor: index % 2 ? ann : bo,
        subject: `LG10${index}`,
      })),
    );
    const first = await read({ ...year2024, limit: "3" });
    expect(first.items.map((item) => item.subject)).toEqual(["LG106", "LG105", "LG104"]);
    expect(first).toMatchObject({ total: 7, offset: 0, prevCursor: null });
    const second = await read({ ...year2024, limit: "3", cursor: first.nextCursor ?? "" });
    expect(second.items.map((item) => item.subject)).toEqual(["LG103", "LG102", "LG101"]);
    expect(second).toMatchObject({ total: 7, offset: 3 });
    const third = await read({ ...year2024, limit: "3", cursor: second.nextCursor ?? "" });
    expect(third.items.map((item) => item.subject)).toEqual(["LG100"]);
    expect(third.nextCursor).toBeNull();
    const back = await read({ ...year2024, limit: "3", cursor: third.prevCursor ?? "", direction: "prev" });
    expect(back.items.map((item) => item.subject)).toEqual(["LG103", "LG102", "LG101"]);
  });

  it("finds a certificate by any part of it, whatever the case, with its total", async () => {
    await seedEntries(context.database.db, [
      { created: "2024-05-01T09:00:00Z", actor: ann, subject: "LG1234567" },
      {
        created: "2024-05-02T09:00:00Z",
        actor: bo,
        subject: "LG1234567",
        changes: [{ field: "colorValue", before: "G", after: "F" }],
      },
      { created: "2024-05-03T09:00:00Z", actor: bo, subject: "LG7654321" },
      { created: "2024-05-04T09:00:00Z", actor: bo, subject: "100%_ODD" },
    ]);
    const found = await read({ search: "g12345" });
    expect(found.total).toBe(2);
    expect(found.items.map((item) => item.actorName)).toEqual(["Bo Chen", "Ann Lee"]);
    expect(found.items[0]).toMatchObject({
      action: "update",
      changes: [{ field: "colorValue", before: "G", after: "F" }],
    });
    // % and _ are the user's characters, not wildcards.
    expect((await read({ search: "0%_" })).items.map((item) => item.subject)).toEqual(["100%_ODD"]);
    expect((await read({ search: "1_0" })).total).toBe(0);
    // A long term probes the index with its end and still matches only the whole term.
    expect((await read({ search: "lg1234567" })).total).toBe(2);
    expect((await read({ search: "XG1234567" })).total).toBe(0);
    expect((await read({ search: "g7654321" })).items.map((item) => item.subject)).toEqual(["LG7654321"]);
  });

  it("filters by user and by dates, the end day included, and by both with a search", async () => {
    await seedEntries(context.database.db, [
      { created: "2024-06-09T23:59:59.999Z", actor: ann, subject: "A-BEFORE" },
      { created: "2024-06-10T00:00:00.000Z", actor: ann, subject: "A-FIRST" },
      { created: "2024-06-11T23:59:59.999Z", actor: ann, subject: "A-LAST" },
      { created: "2024-06-12T00:00:00.000Z", actor: ann, subject: "A-AFTER" },
      { created: "2024-06-11T12:00:00.000Z", actor: bo, subject: "B-INSIDE" },
    ]);
    // The browser sends its midnights: June 10 to June 11 in UTC is [10th 00:00, 12th 00:00).
    const range = { createdFrom: "2024-06-10T00:00:00.000Z", createdTo: "2024-06-12T00:00:00.000Z" };
    const both = await read({ ...range, administratorId: ann.id });
    expect(both.items.map((item) => item.subject)).toEqual(["A-LAST", "A-FIRST"]);
    expect(both.total).toBe(2);
    expect((await read(range)).total).toBe(3);
    expect((await read({ ...year2024, administratorId: bo.id })).items.map((item) => item.subject)).toEqual([
      "B-INSIDE",
    ]);
    expect((await read({ ...range, search: "a-l" })).items.map((item) => item.subject)).toEqual(["A-LAST"]);
    expect((await read({ administratorId: ann.id.toUpperCase(), ...year2024 })).total).toBe(4);
  });

  it("offers every administrator as a user to filter by, by name", async () => {
    const response = await context.request({ url: "/api/activity-log/users", cookie });
    const names = (response.json() as { items: { fullName: string }[] }).items.map((item) => item.fullName);
    expect(names.indexOf("Ann Lee")).toBeLessThan(names.indexOf("Bo Chen"));
    expect(response.json().items).toContainEqual({ id: bo.id, fullName: "Bo Chen" });
  });

  it("answers bad input with 400 and says what is wrong", async () => {
    const cases: [string, RegExp][] = [
      ["search=ab", /search needs at least 3 characters/],
      ["createdFrom=yesterday", /createdFrom/],
      [
        "createdFrom=2024-06-12T00:00:00Z&createdTo=2024-06-10T00:00:00Z",
        /createdTo cannot be before createdFrom/,
      ],
      ["administratorId=ann", /administratorId must be an administrator's id/],
      ["limit=5000", /limit/],
      ["sort=subject:asc", /sort field must be one of created/],
      ["cursor=not-a-cursor", /page cursor is not valid/],
    ];
    for (const [query, detail] of cases) {
      const response = await context.request({ url: `/api/activity-log?${query}`, cookie });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail, query).toMatch(detail);
    }
    const badExport = await context.request({ url: "/api/activity-log/export.csv?search=ab", cookie });
    expect(badExport.statusCode).toBe(400);
  });

  it("refuses a signed-in administrator without view_activity_log, on every route", async () => {
    const other = (await context.signInAsNew(["super_admin", "edit_attributes"])).cookie;
    for (const url of [
      "/api/activity-log",
      "/api/activity-log/users",
      "/api/activity-log/export.xlsx",
      "/api/activity-log/export.csv",
    ]) {
      const response = await context.request({ url, cookie: other });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().detail).toBe("You do not have permission to do this.");
    }
  });
});
