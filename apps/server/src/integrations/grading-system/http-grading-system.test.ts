import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type RecordingHttpServer, refusedUrl, startRecordingHttpServer } from "../recording-http-server";
import { createHttpGradingSystem } from "./http-grading-system";

const filing = {
  diamondId: "0b8f7c3e-3f1e-4c39-9d7a-1f4f4f0e6a11",
  certificateNumber: "LG12345",
  certificateUrl: "https://lab.example/c/diamond/LG12345",
};

let server: RecordingHttpServer;
beforeAll(async () => {
  server = await startRecordingHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.answerWith({ status: 200, body: '{"ok":true}', contentType: "application/json" });
});

describe("HTTP grading system", () => {
  it("POSTs {diamond_id, CertNum, certificate_url} as JSON with the API key", async () => {
    await createHttpGradingSystem(`${server.url}/certificates`, { apiKey: "grading-key" }).saveCertificate({
      ...filing,
      extra: "dropped",
    } as typeof filing);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/certificates");
    expect(request?.headers.authorization).toBe("Bearer grading-key");
    expect(JSON.parse(request?.body ?? "")).toEqual({
      diamond_id: filing.diamondId,
      CertNum: "LG12345",
      certificate_url: filing.certificateUrl,
    });
  });

  it("sends the outbox message's id as the Idempotency-Key, the same on a repeat", async () => {
    const grading = createHttpGradingSystem(server.url);
    await grading.saveCertificate(filing, "0190a6e0-0000-7000-8000-0000000000aa");
    await grading.saveCertificate(filing, "0190a6e0-0000-7000-8000-0000000000aa");
    expect(server.requests.map((request) => request.headers["idempotency-key"])).toEqual([
      "0190a6e0-0000-7000-8000-0000000000aa",
      "0190a6e0-0000-7000-8000-0000000000aa",
    ]);
    await grading.saveCertificate(filing);
    expect(server.requests[2]?.headers["idempotency-key"]).toBeUndefined();
  });

  it("throws a readable error on a refusal, without the API key in it", async () => {
    server.answerWith({
      status: 422,
      body: '{"error":"unknown certificate"}',
      contentType: "application/json",
    });
    const failure = createHttpGradingSystem(server.url, { apiKey: "grading-key" }).saveCertificate(filing);
    await expect(failure).rejects.toThrow(
      'The grading system answered 422 Unprocessable Entity: {"error":"unknown certificate"}',
    );
    await expect(failure).rejects.not.toThrow(/grading-key/);
  });

  it("gives up after its timeout", async () => {
    server.answerWith("never");
    await expect(
      createHttpGradingSystem(server.url, { timeoutMs: 150 }).saveCertificate(filing),
    ).rejects.toThrow("The grading system did not answer within 0.15 seconds");
  });

  it("says so when nothing listens at the address", async () => {
    const url = await refusedUrl();
    await expect(createHttpGradingSystem(`${url}/x?token=t`).saveCertificate(filing)).rejects.toThrow(
      `The grading system could not be reached at ${url} (connection refused)`,
    );
  });
});
