import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type RecordingHttpServer, refusedUrl, startRecordingHttpServer } from "../recording-http-server";
import type { SpreadsheetRows } from "./spreadsheet-target";
import { createWebhookTarget } from "./webhook-target";

const rows: SpreadsheetRows = {
  sheet: "Diamond Sheet",
  headers: ["Certificate Number", "Client SKU", "Weight"],
  keyColumn: "Certificate Number",
  rows: [
    ["LG1", "SKU-1", 1.02],
    ["", "SKU-2", null],
  ],
};

let server: RecordingHttpServer;
beforeAll(async () => {
  server = await startRecordingHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.answerWith({ status: 200, body: '{"result":"ok"}', contentType: "application/json" });
});

describe("spreadsheet webhook target", () => {
  it("POSTs the rows as JSON to the web app", async () => {
    await createWebhookTarget(`${server.url}/macros/s/deployment/exec`).upsert(rows);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/macros/s/deployment/exec");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request?.body ?? "")).toEqual(rows);
  });

  it("sends the outbox message's id as the Idempotency-Key", async () => {
    await createWebhookTarget(server.url).upsert(rows, "0190a6e0-0000-7000-8000-0000000000bb");
    expect(server.requests[0]?.headers["idempotency-key"]).toBe("0190a6e0-0000-7000-8000-0000000000bb");
  });

  it("throws a readable error when the web app answers 500", async () => {
    server.answerWith({ status: 500, body: "Exception: sheet is protected" });
    await expect(createWebhookTarget(server.url).upsert(rows)).rejects.toThrow(
      "The spreadsheet web app answered 500 Internal Server Error: Exception: sheet is protected",
    );
  });

  it("gives up after its timeout", async () => {
    server.answerWith("never");
    await expect(createWebhookTarget(server.url, { timeoutMs: 200 }).upsert(rows)).rejects.toThrow(
      "The spreadsheet web app did not answer within 0.2 seconds",
    );
  });

  it("says so when nothing listens at the address", async () => {
    const url = await refusedUrl();
    await expect(createWebhookTarget(url).upsert(rows)).rejects.toThrow(
      `The spreadsheet web app could not be reached at ${url} (connection refused)`,
    );
  });
});
