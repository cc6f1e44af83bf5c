import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

describe("the demo digital certificate videos", () => {
  it("were each edited after they were made, in another order than they were made", async () => {
    const response = await context.request({ url: "/api/certificate-videos?sort=created:desc", cookie });
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().items as { name: string; created: string; updated: string }[];
    expect(items.length).toBeGreaterThan(1);
    for (const item of items)
      expect(Date.parse(item.updated)).toBeGreaterThanOrEqual(Date.parse(item.created));
    const byUpdated = [...items].sort((a, b) => Date.parse(b.updated) - Date.parse(a.updated));
    expect(byUpdated.map((item) => item.name)).not.toEqual(items.map((item) => item.name));
  });
});
