import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectCountsExact, expectLinksAgree } from "../modules/imperfections/imperfection-test-helpers";
import { createTestContext, type TestContext } from "../testing/test-app";
import { seedDemoData } from "./demo-data";

let context: TestContext;
let cookie: string;
beforeAll(async () => {
  context = await createTestContext();
  await context.reset();
  const demo = await seedDemoData(context.database.db, context.services.storage);
  if (!demo) throw new Error("The demo data was not seeded");
  cookie = await context.signIn(demo.email, demo.password);
});
afterAll(() => context.close());

const get = async (url: string) => {
  const response = await context.request({ url, cookie });
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
    await expectLinksAgree(context.database.db);
    await expectCountsExact(context.database.db);
  });
});
