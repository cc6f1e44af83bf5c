import Fastify from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { responseSerializerCompiler } from "./response-serializer";

const account = z.object({
  id: z.uuid(),
  email: z.string(),
  manager: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  created: z.iso.datetime({ offset: true }),
  version: z.number().int(),
});
const id = "0190a000-0000-7000-8000-000000000001";

async function appAnswering(check: boolean, answer: unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check }));
  app.get("/account", { schema: { response: { 200: account } } }, async () => answer);
  await app.ready();
  return app;
}

describe("answers written from the response schema", () => {
  it("send only the schema's properties, nested ones too, checked or not", async () => {
    const answer = {
      id,
      email: "ann@lab.test",
      passwordHash: "$argon2id$secret",
      manager: { id, name: "Bo", sessionToken: "t0k3n" },
      created: "2026-11-29T05:00:00.000Z",
      version: 3,
    };
    for (const check of [false, true]) {
      const app = await appAnswering(check, answer);
      const response = await app.inject({ method: "GET", url: "/account" });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        id,
        email: "ann@lab.test",
        manager: { id, name: "Bo" },
        created: "2026-11-29T05:00:00.000Z",
        version: 3,
      });
      expect(response.body).not.toContain("secret");
      expect(response.body).not.toContain("t0k3n");
      await app.close();
    }
  });

  it("when checking, refuse an answer its zod schema refuses", async () => {
    const app = await appAnswering(true, {
      id: "not-a-uuid",
      email: "a",
      manager: null,
      created: "x",
      version: 1.5,
    });
    const response = await app.inject({ method: "GET", url: "/account" });
    expect(response.statusCode).toBe(500);
    await app.close();
  });

  it("when checking, refuse an answer the fast serializer would write differently", async () => {
    // fast-json-stringify writes a number given for a string as a string; zod refuses it.
    const app = await appAnswering(true, {
      id,
      email: 42,
      manager: null,
      created: "2026-11-29T05:00:00.000Z",
      version: 1,
    });
    expect((await app.inject({ method: "GET", url: "/account" })).statusCode).toBe(500);
    await app.close();
  });

  it("write each branch of a union by its own shape, whatever zod's patterns say", async () => {
    const shape = z
      .discriminatedUnion("kind", [
        z.object({ kind: z.literal("stone"), color: z.string().regex(/^#[0-9a-f]{6}$/i) }),
        z.object({ kind: z.literal("ring"), size: z.number(), format: z.string() }),
      ])
      .nullable();
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(responseSerializerCompiler({ check: true }));
    const answers = [
      { kind: "stone", color: "#FF0000", size: 5 },
      { kind: "ring", size: 7, format: "US", color: "#fff" },
      null,
    ];
    app.get<{ Querystring: { at: string } }>(
      "/shape",
      { schema: { response: { 200: shape } } },
      async (request) => answers[Number(request.query.at)],
    );
    const bodies = [];
    for (const at of [0, 1, 2]) {
      const response = await app.inject({ method: "GET", url: `/shape?at=${at}` });
      expect(response.statusCode, response.body).toBe(200);
      bodies.push(response.json());
    }
    expect(bodies).toEqual([
      { kind: "stone", color: "#FF0000" },
      { kind: "ring", size: 7, format: "US" },
      null,
    ]);
    await app.close();
  });
});
