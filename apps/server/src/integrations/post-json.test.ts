import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { endpoint, OutsideSystemError, postJson } from "./post-json";
import { type RecordingHttpServer, startRecordingHttpServer } from "./recording-http-server";

// The error a call rejects with; fails the test when the call succeeds.
async function failureOf(call: Promise<unknown>): Promise<Error> {
  const outcome = await call.then(
    () => new Error("expected the call to fail"),
    (error: unknown) => ({ error }),
  );
  if (outcome instanceof Error) throw outcome;
  if (!(outcome.error instanceof Error)) throw new Error("expected an Error");
  return outcome.error;
}

let server: RecordingHttpServer;
beforeAll(async () => {
  server = await startRecordingHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe("postJson", () => {
  it("resolves with the answer's text", async () => {
    server.answerWith({ status: 201, body: "Data sent to server" });
    await expect(postJson({ system: "card printer", url: server.url, body: { a: 1 } })).resolves.toBe(
      "Data sent to server",
    );
  });

  it("throws an OutsideSystemError carrying the system and the status", async () => {
    server.answerWith({ status: 502, body: "" });
    const failure = await failureOf(postJson({ system: "card printer", url: server.url }));
    expect(failure).toBeInstanceOf(OutsideSystemError);
    expect(failure).toMatchObject({
      system: "card printer",
      status: 502,
      message: "The card printer answered 502 Bad Gateway",
    });
  });

  it("shortens a long error text to one line of 200 characters", async () => {
    server.answerWith({ status: 500, body: `first line\n${"x".repeat(500)}` });
    const failure = await failureOf(postJson({ system: "card printer", url: server.url }));
    expect(failure.message).toBe(
      `The card printer answered 500 Internal Server Error: ${`first line ${"x".repeat(500)}`.slice(0, 200)}…`,
    );
  });

  it("follows a redirect after the POST, as a Google Apps Script web app answers", async () => {
    const redirecting = createServer((_request, response) => {
      response.writeHead(302, { location: `${server.url}/echo` });
      response.end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, "127.0.0.1", resolve));
    const { port } = redirecting.address() as AddressInfo;
    server.answerWith({ status: 200, body: "done" });
    try {
      await expect(
        postJson({ system: "spreadsheet web app", url: `http://127.0.0.1:${port}/exec`, body: {} }),
      ).resolves.toBe("done");
      expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual(["GET /echo"]);
    } finally {
      await new Promise<void>((resolve) => redirecting.close(() => resolve()));
    }
  });

  it("names the default deadline in seconds", async () => {
    server.answerWith("never");
    const failure = await failureOf(postJson({ system: "card printer", url: server.url, timeoutMs: 1000 }));
    expect(failure.message).toBe("The card printer did not answer within 1 second");
  });
});

describe("endpoint", () => {
  it("joins a base URL and a name with one slash", () => {
    expect(endpoint("http://printer.local", "updateDataTable")).toBe("http://printer.local/updateDataTable");
    expect(endpoint("http://printer.local/api//", "clearDataTable")).toBe(
      "http://printer.local/api/clearDataTable",
    );
  });
});
