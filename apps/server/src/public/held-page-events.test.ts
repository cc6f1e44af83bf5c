import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPageViews } from "../db/page-views-schema";
import { createTestContext, type TestContext } from "../testing/test-app";
import { publicPageRoutes } from "./public-pages";

// The views a server holds (page-views.ts): the page does not wait for its row, the row is
// written within the second, and a closing server writes what it holds.
let context: TestContext;
let app: FastifyInstance;
const stone = uuidv7();

beforeAll(async () => {
  context = await createTestContext();
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await publicPageRoutes(app, context.services, [
    {
      kind: "diamond",
      find: async (_db, key) =>
        key === "STONE-1"
          ? {
              id: stone,
              clientId: null,
              clientWebsite: null,
              canonicalPath: "/c/diamond/STONE-1",
              render: async () => "<p>stone</p>",
            }
          : null,
    },
  ]);
  await app.ready();
});
afterAll(() => context.close());

// Read straight from the table: what has been written, not what is held.
const writtenViews = async () =>
  (await context.services.db.select().from(publicPageViews).where(eq(publicPageViews.recordId, stone)))
    .length;

describe("a public page's view, held a moment", () => {
  it("is answered before its view is written, and the view is written within the second, dated by its request", async () => {
    const asked = performance.now();
    const askedAt = Date.now();
    expect((await app.inject({ url: "/c/diamond/STONE-1" })).statusCode).toBe(200);
    const answeredAt = Date.now();
    expect(await writtenViews()).toBe(0);
    await expect.poll(writtenViews, { timeout: 10_000, interval: 50 }).toBe(1);
    // Held for the second after it, not written at once…
    expect(performance.now() - asked).toBeGreaterThanOrEqual(900);
    // …and dated when the page was asked for, not when the row was written.
    const [view] = await context.services.db
      .select({ viewedAt: publicPageViews.viewedAt })
      .from(publicPageViews)
      .where(eq(publicPageViews.recordId, stone));
    expect(view?.viewedAt.getTime()).toBeGreaterThanOrEqual(askedAt);
    expect(view?.viewedAt.getTime()).toBeLessThanOrEqual(answeredAt);
  });

  it("writes the views it holds when the server closes", async () => {
    const before = await writtenViews();
    await Promise.all([1, 2, 3].map(() => app.inject({ url: "/c/diamond/STONE-1" })));
    expect(await writtenViews()).toBe(before);
    await app.close();
    expect(await writtenViews()).toBe(before + 3);
  });
});
