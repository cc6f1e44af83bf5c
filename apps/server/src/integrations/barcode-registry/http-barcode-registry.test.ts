import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type RecordingHttpServer, refusedUrl, startRecordingHttpServer } from "../recording-http-server";
import { createHttpBarcodeRegistry } from "./http-barcode-registry";

const registration = {
  barcode: "SKU-001",
  url: "https://videos.example/v/LG1.mp4",
  customer: "Acme Jewels",
  override: false,
};
// What the service reads: override as the string "true" or "false" (002 §7 addJewelryToUriApi).
const sent = { ...registration, override: "false" };

let server: RecordingHttpServer;
beforeAll(async () => {
  server = await startRecordingHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.answerWith({ status: 200, body: '{"ok":true}', contentType: "application/json" });
});

describe("HTTP barcode registry", () => {
  it("POSTs {barcode, url, customer, override} as JSON to the configured URL with the API key", async () => {
    const registry = createHttpBarcodeRegistry(`${server.url}/api/uri?source=loupe`, {
      apiKey: "secret-key",
    });
    await registry.register({ ...registration, extra: "dropped" } as typeof registration);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/api/uri?source=loupe");
    expect(request?.headers.authorization).toBe("Bearer secret-key");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request?.body ?? "")).toEqual(sent);
  });

  it("sends the outbox message's id as the Idempotency-Key, none without one", async () => {
    const registry = createHttpBarcodeRegistry(server.url);
    await registry.register(registration, "0190a6e0-0000-7000-8000-0000000000cc");
    await registry.register(registration);
    expect(server.requests.map((request) => request.headers["idempotency-key"])).toEqual([
      "0190a6e0-0000-7000-8000-0000000000cc",
      undefined,
    ]);
  });

  it('sends override true as the string "true"', async () => {
    await createHttpBarcodeRegistry(server.url).register({ ...registration, override: true });
    expect(JSON.parse(server.requests[0]?.body ?? "")).toEqual({ ...sent, override: "true" });
  });

  it("sends no Authorization header without an API key", async () => {
    await createHttpBarcodeRegistry(server.url).register({ ...registration, customer: "NONE" });
    const [request] = server.requests;
    expect(request?.headers.authorization).toBeUndefined();
    expect(JSON.parse(request?.body ?? "")).toEqual({ ...sent, customer: "NONE" });
  });

  it("throws a readable error when the service answers 500, without the API key in it", async () => {
    server.answerWith({
      status: 500,
      body: '{"error":"duplicate barcode"}',
      contentType: "application/json",
    });
    const registry = createHttpBarcodeRegistry(server.url, { apiKey: "secret-key" });
    const failure = registry.register(registration);
    await expect(failure).rejects.toThrow(
      'The barcode service answered 500 Internal Server Error: {"error":"duplicate barcode"}',
    );
    await expect(failure).rejects.not.toThrow(/secret-key/);
  });

  it("throws a readable error when the API key is refused", async () => {
    server.answerWith({ status: 401, body: "" });
    await expect(
      createHttpBarcodeRegistry(server.url, { apiKey: "wrong" }).register(registration),
    ).rejects.toThrow(/^The barcode service answered 401 Unauthorized$/);
  });

  it("gives up after its timeout", async () => {
    server.answerWith("never");
    await expect(
      createHttpBarcodeRegistry(server.url, { timeoutMs: 150 }).register(registration),
    ).rejects.toThrow("The barcode service did not answer within 0.15 seconds");
  });

  it("says so when nothing listens at the address, showing only the origin", async () => {
    const url = await refusedUrl();
    await expect(
      createHttpBarcodeRegistry(`${url}/private/path?key=k`).register(registration),
    ).rejects.toThrow(`The barcode service could not be reached at ${url} (connection refused)`);
  });
});
