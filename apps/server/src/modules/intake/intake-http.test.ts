import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseConfig } from "../../config";
import { buildIntegrations } from "../../integrations/build-integrations";
import {
  type DiamondTrackReferenceServer,
  startDiamondTrackReferenceServer,
} from "../../integrations/diamond-track/diamond-track-reference-server";
import { createHttpDiamondTrack } from "../../integrations/diamond-track/http-diamond-track";
import { diamondInput } from "../../testing/diamond-fixtures";
import { createTestContext, type TestContext } from "../../testing/test-app";

// Add From Diamond Track over real HTTP: the app's Diamond Track is the HTTP client, talking to
// the reference server on a local port (docs/diamond-track.md).
const apiKey = "intake-test-key";
let server: DiamondTrackReferenceServer;
let context: TestContext;
let cookie: string;
beforeAll(async () => {
  server = await startDiamondTrackReferenceServer({ apiKey });
  const integrations = {
    ...buildIntegrations(parseConfig({})),
    diamondTrack: createHttpDiamondTrack(server.url, { apiKey, timeoutMs: 1500, retryDelayMs: 10 }),
  };
  context = await createTestContext({}, { integrations });
});
afterAll(async () => {
  await context.close();
  await server.close();
});
beforeEach(async () => {
  await context.reset();
  cookie = (await context.signInAsNew()).cookie;
  server.requests.length = 0;
  server.delayMs = 0;
  server.failNext(0);
});

const intake = async (certificates: string, type = "diamond") => {
  const response = await context.request({
    method: "POST",
    url: "/api/intake",
    payload: { type, mode: "multiple", certificates },
    cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as { certificateNumber: string; outcome: string; message?: string }[];
};

describe("Add From Diamond Track over HTTP", () => {
  it("creates what Diamond Track knows and reports what it does not", async () => {
    const results = await intake("HT1, NF-2", "jewelry");
    expect(results.map((result) => result.outcome)).toEqual(["created", "unknown"]);
    expect(server.requests.map((request) => request.path).sort()).toEqual([
      "/v1/items/HT1?type=Jewelry",
      "/v1/items/NF-2?type=Jewelry",
    ]);
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${apiKey}`);
  });

  it("does not ask Diamond Track about a number Loupe already has", async () => {
    const saved = await context.request({
      method: "POST",
      url: "/api/diamonds",
      payload: diamondInput({ certificateNumber: "HT3" }),
      cookie,
    });
    expect(saved.statusCode).toBe(201);
    expect((await intake("HT3"))[0]?.outcome).toBe("existing");
    expect(server.requests).toEqual([]);
  });

  it("tries again after a 500 and creates the item", async () => {
    server.failNext(1);
    expect((await intake("HT4"))[0]?.outcome).toBe("created");
    expect(server.requests).toHaveLength(2);
  });

  it("reports a slow Diamond Track as failed, with a message the popup shows, and writes nothing", async () => {
    server.delayMs = 4000;
    const [result] = await intake("HT5");
    expect(result).toEqual({
      certificateNumber: "HT5",
      outcome: "failed",
      message: "Diamond Track did not answer within 1.5 seconds",
    });
    const queue = await context.request({ url: "/api/intake/newly-added", cookie });
    expect(queue.json().total).toBe(0);
  });

  it("keeps a partly graded item, red in the queue with what it lacks", async () => {
    const [result] = await intake("PG-HT7");
    expect(result).toMatchObject({ outcome: "created", missingFields: ["Polish", "Clarity"] });
    const queue = await context.request({ url: "/api/intake/newly-added", cookie });
    expect(queue.json().items).toEqual([
      expect.objectContaining({
        certificateNumber: "PG-HT7",
        incomplete: true,
        missingFields: ["Polish", "Clarity"],
      }),
    ]);
  });

  it("reports a Diamond Track that keeps failing once retries are spent", async () => {
    server.failNext(10, 502);
    const [result] = await intake("HT6");
    expect(result?.outcome).toBe("failed");
    expect(result?.message).toContain("Diamond Track answered 502 Bad Gateway");
    expect(server.requests).toHaveLength(3);
  });
});
