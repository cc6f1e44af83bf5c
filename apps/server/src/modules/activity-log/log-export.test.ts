import ExcelJS from "exceljs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectDownload } from "../../testing/expect-download";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { seedEntries } from "./log-fixtures";

let context: TestContext;
let cookie: string;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const ann = { id: "0190a000-0000-7000-8000-000000000001", fullName: "Ann Lee" };
const bo = { id: "0190a000-0000-7000-8000-000000000002", fullName: "Bo Chen" };
const range = "createdFrom=2024-01-01T00:00:00.000Z&createdTo=2025-01-01T00:00:00.000Z";

beforeEach(async () => {
  await context.reset();
  cookie = (await context.signInAsNew(["view_activity_log"])).cookie;
  await seedEntries(context.database.db, [
    {
      created: "2024-05-01T09:00:00Z",
      actor: ann,
      subject: "LG1234567",
      summary: "Ann Lee created diamond LG1234567",
    },
    {
      created: "2024-05-02T14:05:09Z",
      actor: bo,
      subject: "LG1234567",
      summary: "Bo Chen updated diamond LG1234567",
      changes: [
        { field: "colorValue", before: "G", after: "F" },
        { field: "clarityValue", before: "", after: "VS1" },
      ],
    },
    {
      created: "2024-05-03T09:00:00Z",
      actor: bo,
      subject: '=HYPERLINK("http://x.test")',
      entityType: "client",
      summary: "@SUM(1)",
    },
  ]);
});

describe("the log's exports", () => {
  it("are a spreadsheet of the filtered entries, newest first, with their changes", async () => {
    const response = await context.request({
      url: `/api/activity-log/export.xlsx?${range}&search=lg123`,
      cookie,
    });
    expectDownload(response, { name: "Activity Log.xlsx", kind: "xlsx", total: 2 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Activity Log");
    const rows = (sheet?.getSheetValues() ?? [])
      .slice(1)
      .map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(rows).toEqual([
      ["Date (UTC)", "User", "Message", "Certificate / Name", "Action", "Record", "Changes"],
      [
        "2024-05-02 14:05:09",
        "Bo Chen",
        "Bo Chen updated diamond LG1234567",
        "LG1234567",
        "update",
        "diamond",
        "Color: G → F\nClarity: — → VS1",
      ],
      [
        "2024-05-01 09:00:00",
        "Ann Lee",
        "Ann Lee created diamond LG1234567",
        "LG1234567",
        "create",
        "diamond",
      ],
    ]);
  });

  it("are a CSV of the filtered entries whose cells a spreadsheet never runs as formulas", async () => {
    const response = await context.request({
      url: `/api/activity-log/export.csv?${range}&administratorId=${bo.id}`,
      cookie,
    });
    expectDownload(response, { name: "Activity Log.csv", kind: "csv", total: 2 });
    const lines = response.body.trim().split("\r\n");
    expect(lines[0]).toBe("Date (UTC),User,Message,Certificate / Name,Action,Record,Changes");
    expect(lines[1]).toBe(
      `2024-05-03 09:00:00,Bo Chen,"'@SUM(1)","'=HYPERLINK(""http://x.test"")",create,client,`,
    );
    expect(lines.slice(2).join("\n")).toContain('"Color: G → F\nClarity: — → VS1"');
  });

  it("hold nothing but the header when nothing matches", async () => {
    const response = await context.request({
      url: `/api/activity-log/export.csv?${range}&search=nothing`,
      cookie,
    });
    expectDownload(response, { name: "Activity Log.csv", kind: "csv", total: 0 });
    expect(response.body.trim().split("\r\n")).toHaveLength(1);
  });
});
