import { certificateVideoPageSchema } from "@loupe/domain/videos/video-api";
import { eq, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { beforeEach, describe, expect, it } from "vitest";
import { activityLog } from "../../db/activity-schema";
import { insertCertificateVideo } from "../../testing/certificate-videos";
import { insertClient } from "../../testing/companies";
import { testSuite } from "../../testing/test-suite";
import { companies } from "../companies/ports";
import { certificateVideos } from "./schema";

const suite = testSuite();
const path = "/api/certificate-videos";
const get = (query = "") =>
  suite.context.request({ method: "GET", url: `${path}?${query}`, cookie: suite.cookie });
const list = async (query = "") => {
  const response = await get(query);
  expect(response.statusCode, response.body).toBe(200);
  return certificateVideoPageSchema.parse(response.json());
};
const names = async (query = "") => (await list(query)).items.map((item) => item.name);
const day = (date: number) => new Date(Date.UTC(2026, 2, date, 12));

// Six videos, one a day from 1 March 2026 (updated in the reverse order), of two clients and none.
let acme = "";
let zeta = "";
beforeEach(async () => {
  const db = suite.context.database.db;
  acme = await insertClient(db, "acme Jewels");
  zeta = await insertClient(db, "Zeta Diamonds");
  const rows = [
    { name: "SKU-100", clientId: acme, thumbnail: true },
    { name: "LG2001", clientId: zeta },
    { name: "ord7-2", clientId: acme },
    { name: "sku-101_x", clientId: zeta },
    { name: "B100%", clientId: null },
    { name: "CERT9", clientId: acme },
  ];
  for (const [index, row] of rows.entries())
    await insertCertificateVideo(db, { ...row, created: day(1 + index), updatedAt: day(20 - index) });
});

describe("the digital certificate videos table", () => {
  it("lists newest first, paged on the server with an exact total and the row's parts", async () => {
    const first = await list("limit=4");
    expect(first.items.map((item) => item.name)).toEqual(["CERT9", "B100%", "sku-101_x", "ord7-2"]);
    expect(first.total).toBe(6);
    const second = await list(`limit=4&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.name)).toEqual(["LG2001", "SKU-100"]);
    expect(second).toMatchObject({ total: 6, offset: 4, nextCursor: null });
    const back = await list(`limit=4&direction=prev&cursor=${second.prevCursor}`);
    expect(back.items.map((item) => item.name)).toEqual(["CERT9", "B100%", "sku-101_x", "ord7-2"]);
    const sku = second.items[1];
    expect(sku).toMatchObject({
      client: { id: acme, name: "acme Jewels" },
      globalSku: true,
      addedBarcode: false,
      publicPath: null,
      created: day(1).toISOString(),
      updated: day(20).toISOString(),
    });
    expect(sku?.videoUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(sku?.thumbnailUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(second.items[0]?.thumbnailUrl).toBeNull();
    expect((await list("sort=created:desc")).items.find((item) => item.name === "B100%")?.client).toBeNull();
  });

  it("sorts by each column both ways, across pages", async () => {
    const cases: [string, string[]][] = [
      ["created:asc", ["SKU-100", "LG2001", "ord7-2", "sku-101_x", "B100%", "CERT9"]],
      ["updated:desc", ["SKU-100", "LG2001", "ord7-2", "sku-101_x", "B100%", "CERT9"]],
      ["updated:asc", ["CERT9", "B100%", "sku-101_x", "ord7-2", "LG2001", "SKU-100"]],
      ["name:asc", ["B100%", "CERT9", "LG2001", "ord7-2", "SKU-100", "sku-101_x"]],
      ["name:desc", ["sku-101_x", "SKU-100", "ord7-2", "LG2001", "CERT9", "B100%"]],
    ];
    for (const [sort, expected] of cases) {
      const first = await list(`sort=${sort}&limit=4`);
      const rest = await list(`sort=${sort}&limit=4&cursor=${first.nextCursor}`);
      expect({ sort, names: [...first.items, ...rest.items].map((item) => item.name) }).toEqual({
        sort,
        names: expected,
      });
    }
    // Client: no client first ascending, then acme's and Zeta's (case folded), each by id.
    const byClient = async (order: string) =>
      (await list(`sort=client:${order}&limit=10`)).items.map((item) => item.client?.name ?? "");
    expect(await byClient("asc")).toEqual([
      "",
      "acme Jewels",
      "acme Jewels",
      "acme Jewels",
      "Zeta Diamonds",
      "Zeta Diamonds",
    ]);
    expect(await byClient("desc")).toEqual([
      "Zeta Diamonds",
      "Zeta Diamonds",
      "acme Jewels",
      "acme Jewels",
      "acme Jewels",
      "",
    ]);
    const firstTwo = await list("sort=client:asc&limit=2");
    const nextTwo = await list(`sort=client:asc&limit=2&cursor=${firstTwo.nextCursor}`);
    expect(nextTwo.items.map((item) => item.client?.name)).toEqual(["acme Jewels", "acme Jewels"]);
  });

  it("filters by name, client and dates, and counts what it filters", async () => {
    const cases: [string, string[]][] = [
      ["search=sku", ["sku-101_x", "SKU-100"]],
      ["search=100%25", ["B100%"]],
      ["search=1_x", ["sku-101_x"]],
      [`clientId=${acme}`, ["CERT9", "ord7-2", "SKU-100"]],
      [`clientId=${zeta}&search=lg`, ["LG2001"]],
      ["createdFrom=2026-03-02T00:00:00.000Z&createdTo=2026-03-04T00:00:00.000Z", ["ord7-2", "LG2001"]],
      [`createdFrom=2026-03-03T00:00:00.000Z&clientId=${acme}&sort=name:asc`, ["CERT9", "ord7-2"]],
      [`clientId=${uuidv7()}`, []],
    ];
    for (const [query, expected] of cases) {
      const page = await list(query);
      expect({ query, names: page.items.map((item) => item.name), total: page.total }).toEqual({
        query,
        names: expected,
        total: expected.length,
      });
    }
  });

  it("keeps the totals exact through inserts, a client's deletion and a rename's new sort key", async () => {
    const db = suite.context.database.db;
    await db.delete(companies).where(eq(companies.id, zeta));
    expect((await list()).total).toBe(6);
    expect((await list(`clientId=${acme}`)).total).toBe(3);
    expect((await list(`clientId=${zeta}`)).total).toBe(0);
    expect((await list("sort=client:asc")).items.slice(0, 3).map((item) => item.client)).toEqual([
      null,
      null,
      null,
    ]);
    await db.update(companies).set({ name: "Aaron" }).where(eq(companies.id, acme));
    const keys = await db
      .select({ key: certificateVideos.clientSortKey })
      .from(certificateVideos)
      .where(eq(certificateVideos.clientId, acme));
    expect(keys.map((row) => row.key)).toEqual(["aaron", "aaron", "aaron"]);
    const counted = (await db.execute(sql`
      select (select n from digital_certificate_video_counts where dimension = 'all')::integer as kept,
             (select count(*) from digital_certificate_videos)::integer as rows`)) as unknown as {
      rows: { kept: number; rows: number }[];
    };
    expect(counted.rows[0]?.kept).toBe(counted.rows[0]?.rows);
  });

  it("refuses bad input with a clear message", async () => {
    const cases: [string, string][] = [
      ["limit=0", "limit"],
      ["limit=abc", "limit"],
      ["sort=size:asc", "sort field must be one of created, updated, name, client"],
      ["sort=created", "sort must look like field:asc or field:desc"],
      ["clientId=acme", "clientId must be a client's id"],
      ["createdFrom=yesterday", "createdFrom must be a date and time"],
      [
        "createdFrom=2026-03-04T00:00:00Z&createdTo=2026-03-01T00:00:00Z",
        "createdTo cannot be before createdFrom",
      ],
      [`search=${"x".repeat(121)}`, "search is at most 120 characters"],
      ["cursor=nonsense", "The page cursor is not valid; start again from the first page."],
    ];
    for (const [query, message] of cases) {
      const response = await get(query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.headers["content-type"]).toContain("application/problem+json");
      expect(response.body).toContain(message);
    }
  });

  it("deletes a video with its activity entry, and answers 404 for one that is not there", async () => {
    const [video] = (await list("search=CERT9")).items;
    const deleted = await suite.context.request({
      method: "DELETE",
      url: `${path}/${video?.id}`,
      cookie: suite.cookie,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await list()).total).toBe(5);
    expect(await names("search=CERT9")).toEqual([]);
    const entries = await suite.context.database.db
      .select({
        action: activityLog.action,
        entityType: activityLog.entityType,
        subject: activityLog.subject,
      })
      .from(activityLog)
      .where(eq(activityLog.entityId, video?.id ?? ""));
    expect(entries).toEqual([{ action: "delete", entityType: "certificate-video", subject: "CERT9" }]);
    const again = await suite.context.request({
      method: "DELETE",
      url: `${path}/${video?.id}`,
      cookie: suite.cookie,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe("This video does not exist (it may have been deleted).");
    const badId = await suite.context.request({
      method: "DELETE",
      url: `${path}/nope`,
      cookie: suite.cookie,
    });
    expect(badId.statusCode).toBe(400);
  });

  it("needs a session", async () => {
    expect((await suite.context.request({ method: "GET", url: path })).statusCode).toBe(401);
    const [video] = (await list()).items;
    const response = await suite.context.request({ method: "DELETE", url: `${path}/${video?.id}` });
    expect(response.statusCode).toBe(401);
    expect((await list()).total).toBe(6);
  });
});
