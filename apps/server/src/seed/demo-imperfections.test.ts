import { describe, expect, it } from "vitest";
import { expectCountsExact, expectLinksAgree } from "../modules/imperfections/imperfection-test-helpers";
import { demoSuite } from "../testing/test-suite";

const suite = demoSuite();

const get = async (url: string) => {
  const response = await suite.context.request({ url, cookie: suite.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

describe("the demo imperfection maps", () => {
  it("are the demo administrator's drafts and connected, proportioned maps, one printed", async () => {
    const page = (await get("/api/imperfections")).json();
    expect(page.total).toBe(5);
    expect((await get("/api/imperfections/totals")).json()).toEqual({ total: 5, drafts: 4, completed: 1 });
    const linked = page.items.filter((item: { diamond: unknown }) => item.diamond !== null);
    expect(linked).toHaveLength(2);
    for (const map of linked) {
      expect(map.shape).toBe(map.diamond.shape);
      const image = await get(map.proportionsUrl);
      expect(image.headers["content-type"]).toBe("image/png");
    }
    for (const item of page.items) {
      const map = (await get(`/api/imperfections/${item.id}`)).json();
      expect(map.design.canvas_data.length).toBeGreaterThan(0);
      expect(map.imperfections.length).toBeGreaterThan(0);
    }
    await expectLinksAgree(suite.context.database.db);
    await expectCountsExact(suite.context.database.db);
  });
});
