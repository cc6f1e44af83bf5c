import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordedViews } from "../testing/recorded-events";
import { createTestContext, type TestContext } from "../testing/test-app";
import { notFoundText } from "./certificate-layout";
import { type PublicPage, publicPageRoutes } from "./public-pages";

// The frame with three registered kinds of its own, to show it hands each address to its kind.
let context: TestContext;
let app: FastifyInstance;
const asked: string[] = [];
const ids = { ring: uuidv7(), stone: uuidv7(), list: uuidv7(), client: uuidv7() };

const fakePage = (
  kind: PublicPage["kind"],
  id: string,
  number: string,
  clientId: string | null = null,
): PublicPage => ({
  kind,
  find: async (_db, key) => {
    asked.push(`${kind}:${key}`);
    if (key.toUpperCase() !== number) return null;
    return {
      id,
      clientId,
      clientWebsite: null,
      canonicalPath: `/c/${kind}/${number}`,
      render: async (pageUrl) => `<p>${kind} ${number} at ${pageUrl}</p>`,
    };
  },
});

beforeAll(async () => {
  context = await createTestContext({ PUBLIC_BASE_URL: "https://certs.example.test/" });
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await publicPageRoutes(app, context.services, [
    fakePage("jewelry", ids.ring, "RING-1"),
    fakePage("diamond", ids.stone, "STONE-1"),
    fakePage("list", ids.list, "LIST-1", ids.client),
  ]);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await context.close();
});

const views = (id: string) => recordedViews(context.services.db, id);

describe("the public page frame", () => {
  it("hands each address to the page of its kind, with the canonical URL", async () => {
    const ring = await app.inject({ url: "/c/jewelry/ring-1" });
    expect(ring.statusCode).toBe(200);
    expect(ring.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(ring.headers["cache-control"]).toBe("no-cache");
    expect(ring.body).toBe("<p>jewelry RING-1 at https://certs.example.test/c/jewelry/RING-1</p>");
    const stone = await app.inject({ url: "/c/diamond/STONE-1" });
    expect(stone.body).toBe("<p>diamond STONE-1 at https://certs.example.test/c/diamond/STONE-1</p>");
    expect(asked.slice(-2)).toEqual(["jewelry:ring-1", "diamond:STONE-1"]);
  });

  it("counts a view under the kind that showed it, with the record's client", async () => {
    await app.inject({ url: "/c/jewelry/RING-1" });
    const counted = await views(ids.ring);
    expect(counted.length).toBeGreaterThan(0);
    expect(new Set(counted.map((view) => view.pageKind))).toEqual(new Set(["jewelry"]));
    expect((await app.inject({ url: "/c/list/LIST-1" })).statusCode).toBe(200);
    expect(await views(ids.list)).toMatchObject([{ pageKind: "list", clientId: ids.client }]);
  });

  it("sends 'check another report' to certificates only, never to a list", async () => {
    asked.length = 0;
    const list = await app.inject({ url: "/c/check?number=LIST-1" });
    expect(list.statusCode).toBe(404);
    expect(asked).toEqual(["jewelry:LIST-1", "diamond:LIST-1"]);
    const stone = await app.inject({ url: "/c/check?number=stone-1" });
    expect(stone.statusCode).toBe(303);
    expect(stone.headers.location).toBe("/c/diamond/STONE-1");
  });

  it("answers the friendly 404 page for a type nobody registered, without asking any page", async () => {
    asked.length = 0;
    const response = await app.inject({ url: "/c/bracelet/RING-1" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toContain(notFoundText);
    expect(asked).toEqual([]);
  });

  it("answers 404 for a key its type does not know, and never asks with a blank or overlong key", async () => {
    asked.length = 0;
    expect((await app.inject({ url: "/c/jewelry/STONE-1" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/c/jewelry/%20%20" })).statusCode).toBe(404);
    // Fastify itself refuses a parameter over 100 characters (414) before the frame sees it.
    expect((await app.inject({ url: `/c/jewelry/${"R".repeat(101)}` })).statusCode).toBeGreaterThanOrEqual(
      404,
    );
    expect(asked).toEqual(["jewelry:STONE-1"]);
  });
});
