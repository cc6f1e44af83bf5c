import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { recordedClicks } from "../../testing/recorded-events";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { companies } from "../companies/ports";
import { insertClient, insertDiamond, userAgents } from "./analytics-fixtures";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ COUNTRY_HEADERS: "cf-ipcountry" });
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const visit = (path: string, headers: Record<string, string> = { "user-agent": userAgents.iphone }) =>
  context.request({ url: path, headers });

const clicksOf = (recordId: string) => recordedClicks(context.services.db, recordId);

describe("the click from a public page to its client's website", () => {
  it("is linked from the page, recorded with its device and country, and sent to the stored address", async () => {
    const db = context.services.db;
    const clientId = await insertClient(db, "Aurora", "https://aurora.example/shop?from=cert");
    const id = await insertDiamond(db, { clientId, certificateNumber: "LG1" });
    const page = await visit("/c/diamond/lg1");
    expect(page.body).toContain('<a href="/c/diamond/LG1/visit" rel="nofollow noopener">');
    // Whatever the request names, the target is the client's stored website.
    const response = await visit("/c/diamond/LG1/visit?url=https://evil.example&next=//evil.example", {
      "user-agent": userAgents.android,
      "cf-ipcountry": "de",
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("https://aurora.example/shop?from=cert");
    expect(response.headers["cache-control"]).toBe("no-store");
    const clicks = await clicksOf(id);
    expect(
      clicks.map(({ clientId: client, pageKind, platform, country }) => ({
        client,
        pageKind,
        platform,
        country,
      })),
    ).toEqual([{ client: clientId, pageKind: "diamond", platform: "android", country: "DE" }]);
    const [kept] = (
      (await db.execute(
        sql`select sum(views)::int as views, sum(clicks)::int as clicks from analytics_day_counts`,
      )) as unknown as {
        rows: { views: number; clicks: number }[];
      }
    ).rows;
    expect(kept).toEqual({ views: 1, clicks: 1 });
  });

  it("answers the not-found page, records nothing and shows no link when the client has no website", async () => {
    const db = context.services.db;
    const clientId = await insertClient(db, "Plain");
    const id = await insertDiamond(db, { clientId, certificateNumber: "LG2" });
    expect((await visit("/c/diamond/LG2")).body).not.toContain("/visit");
    const response = await visit("/c/diamond/LG2/visit");
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
    expect(await clicksOf(id)).toEqual([]);
    expect((await visit("/c/diamond/NOPE/visit")).statusCode).toBe(404);
    expect((await visit("/c/planet/LG2/visit")).statusCode).toBe(404);
  });

  it("never sends a visitor to a stored address that is not http(s) on another host", async () => {
    const db = context.services.db;
    const clientId = await insertClient(db, "Tampered");
    const id = await insertDiamond(db, { clientId, certificateNumber: "LG3" });
    // Written past the domain's check, as an old or tampered row could be.
    for (const website of [
      "javascript:alert(1)",
      "//evil.example",
      "/api/clients",
      "data:text/html,x",
      "https://u:p@evil.example",
    ]) {
      await db.update(companies).set({ website }).where(eq(companies.id, clientId));
      const response = await visit("/c/diamond/LG3/visit");
      expect({ website, status: response.statusCode, location: response.headers.location }).toEqual({
        website,
        status: 404,
        location: undefined,
      });
      expect((await visit("/c/diamond/LG3")).body).not.toContain("/visit");
    }
    expect(await clicksOf(id)).toEqual([]);
  });

  it("sends a crawler on but does not count its click", async () => {
    const db = context.services.db;
    const clientId = await insertClient(db, "Aurora", "https://aurora.example");
    const id = await insertDiamond(db, { clientId, certificateNumber: "LG4" });
    const response = await visit("/c/diamond/LG4/visit", { "user-agent": userAgents.bot });
    expect(response.statusCode).toBe(302);
    expect((await clicksOf(id)).map((click) => click.platform)).toEqual([null]);
    const kept =
      (await db.execute(sql`select ((select count(*) from analytics_day_counts) + (select count(*) from analytics_month_counts)
      + (select count(*) from analytics_record_month_counts))::int as n`)) as unknown as {
        rows: { n: number }[];
      };
    expect(kept.rows[0]?.n).toBe(0);
  });

  it("refuses a client website that is not an http(s) address when it is saved", async () => {
    const cookie = (await context.signInAsNew()).cookie;
    const base = { name: "Web Co", email: "web@co.example", representativeName: "Rita" };
    for (const website of ["javascript:alert(1)", "/clients", "ftp://co.example", "www.co.example"]) {
      const response = await context.request({
        method: "POST",
        url: "/api/clients",
        cookie,
        payload: { ...base, website },
      });
      expect({ website, status: response.statusCode }).toEqual({ website, status: 400 });
      expect(response.body).toContain("http:// or https://");
    }
    const saved = await context.request({
      method: "POST",
      url: "/api/clients",
      cookie,
      payload: { ...base, website: " https://co.example/ " },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ website: "https://co.example/" });
  });
});
