import { describe, expect, it } from "vitest";
import { diamondInput } from "../testing/diamond-fixtures";
import { recordedViews } from "../testing/recorded-events";
import { testSuite } from "../testing/test-suite";

// The public page's ETag (issue 26 item 5): a browser holding the page revalidates it for a 304
// without the body, each revalidation is still a counted view, and right after an edit the old
// tag brings the new page.
const suite = testSuite({ PUBLIC_BASE_URL: "https://certs.example.test" });
const pageUrl = "/c/diamond/LG100200300";
const getPage = (headers: Record<string, string> = {}) => suite.context.request({ url: pageUrl, headers });
const viewsOf = (id: string) => recordedViews(suite.context.database.db, id);

describe("the public page's ETag", () => {
  it("answers 304 to its own tag, counts that view, and a new page under a new tag after an edit", async () => {
    const created = await suite.context.request({
      method: "POST",
      url: "/api/diamonds",
      payload: diamondInput({ shape: "Round" }),
      cookie: suite.cookie,
    });
    expect(created.statusCode, created.body).toBe(201);
    const diamond = created.json().diamond;

    const first = await getPage({ "accept-encoding": "identity" });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(">Round<");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");

    const again = await getPage({ "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    // The same tag whatever the encoding (a weak tag names the page, not its bytes).
    expect((await getPage({ "accept-encoding": "br" })).headers.etag).toBe(etag);
    expect(await viewsOf(diamond.id)).toHaveLength(3);

    const saved = await suite.context.request({
      method: "PUT",
      url: `/api/diamonds/${diamond.id}`,
      payload: { ...diamondInput({ shape: "Oval" }), version: diamond.version },
      cookie: suite.cookie,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const edited = await getPage({ "if-none-match": etag, "accept-encoding": "identity" });
    expect(edited.statusCode).toBe(200);
    expect(edited.body).toContain(">Oval<");
    expect(edited.body).not.toContain(">Round<");
    expect(edited.headers.etag).not.toBe(etag);
    expect((await getPage({ "if-none-match": String(edited.headers.etag) })).statusCode).toBe(304);
  });
});
