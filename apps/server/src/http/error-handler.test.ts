import { messages } from "@loupe/domain/messages";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerErrorHandler } from "./error-handler";

function failingApp(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get("/", async () => {
    throw error;
  });
  return app;
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("the error handler", () => {
  it("answers 409 'try again' when the database rolled a write back for crossing another", async () => {
    for (const cause of [withCode("deadlock detected", "40P01"), withCode("could not serialize", "40001")]) {
      // Drizzle wraps the driver's error: the code is on its cause.
      const response = await failingApp(new Error("Failed query", { cause })).inject({ url: "/" });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        status: 409,
        title: "Conflict",
        detail: messages.concurrentWriteConflict,
      });
    }
  });

  it("keeps other database failures a 500 that says nothing of the query", async () => {
    const response = await failingApp(
      new Error("Failed query: select secret", { cause: withCode("x", "23502") }),
    ).inject({
      url: "/",
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain("secret");
  });
});
