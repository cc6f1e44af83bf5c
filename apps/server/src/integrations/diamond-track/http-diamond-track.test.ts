import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { refusedUrl } from "../recording-http-server";
import { diamondTrackItemSchema } from "./diamond-track";
import {
  type DiamondTrackReferenceServer,
  startDiamondTrackReferenceServer,
} from "./diamond-track-reference-server";
import { simulatedItem } from "./diamond-track-simulator";
import { createHttpDiamondTrack } from "./http-diamond-track";

const apiKey = "dt-secret-key";
let server: DiamondTrackReferenceServer;
beforeAll(async () => {
  server = await startDiamondTrackReferenceServer({ apiKey });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.delayMs = 0;
  server.failNext(0);
});

const client = (options: Parameters<typeof createHttpDiamondTrack>[1] = {}) =>
  createHttpDiamondTrack(server.url, { apiKey, retryDelayMs: 10, ...options });

describe("HTTP Diamond Track client against the reference server", () => {
  it("reads a diamond, sending the key as a bearer token and the type asked", async () => {
    const item = await client().fetchItem("LG1001", "diamond");
    expect(item).toEqual(simulatedItem("LG1001", "diamond"));
    expect(item?.Diamond?.Shape).not.toBe("");
    const [request] = server.requests;
    expect(request?.path).toBe("/v1/items/LG1001?type=Diamond");
    expect(request?.headers.authorization).toBe(`Bearer ${apiKey}`);
  });

  it("reads a jewelry item with its main stone", async () => {
    const item = await client().fetchItem("JW-77", "jewelry");
    expect(item?.ItemType).toBe("Jewelry");
    expect(item?.Jewelry?.MainStone.Shape).not.toBe("");
  });

  it("reads a partly graded item (the reference server's PG numbers) with its ungraded fields empty", async () => {
    const item = await client().fetchItem("PG-31", "diamond");
    expect(item).toEqual(simulatedItem("PG-31", "diamond"));
    expect(item?.Diamond).toMatchObject({ Clarity: "", Polish: "" });
    const piece = await client().fetchItem("PG-32", "jewelry");
    expect(piece?.Jewelry?.MainStone).toMatchObject({ Clarity: "", Polish: "" });
  });

  it("reads an ungraded field sent as null or left out as empty", () => {
    const graded = simulatedItem("LG1", "diamond");
    const { Clarity: _left, ...withoutClarity } = graded?.Diamond ?? {};
    const item = diamondTrackItemSchema.parse({ ...graded, Diamond: { ...withoutClarity, Polish: null } });
    expect(item.Diamond).toMatchObject({ Clarity: "", Polish: "" });
  });

  it("answers null for a number Diamond Track does not know (404)", async () => {
    expect(await client().fetchItem("NF-1", "diamond")).toBeNull();
    expect(server.requests).toHaveLength(1);
  });

  it("escapes a number with a slash in the path", async () => {
    await client().fetchItem("LG/12", "diamond");
    expect(server.requests[0]?.path).toBe("/v1/items/LG%2F12?type=Diamond");
  });

  it("tries again after a 500 and succeeds", async () => {
    server.failNext(1);
    expect(await client().fetchItem("LG1002", "diamond")).toEqual(simulatedItem("LG1002", "diamond"));
    expect(server.requests).toHaveLength(2);
  });

  it("gives up after its retries with a readable error", async () => {
    server.failNext(5, 503);
    await expect(client({ retries: 2 }).fetchItem("LG1003", "diamond")).rejects.toThrow(
      'Diamond Track answered 503 Service Unavailable: {"error":"Grading database busy"}',
    );
    expect(server.requests).toHaveLength(3);
  });

  it("does not retry a refusal (401), and never shows the key", async () => {
    const wrong = createHttpDiamondTrack(server.url, { apiKey: "wrong-key", retryDelayMs: 10 });
    const error = await wrong.fetchItem("LG1004", "diamond").catch((caught: Error) => caught);
    expect(String(error)).toContain("Diamond Track answered 401 Unauthorized");
    expect(String(error)).not.toContain("wrong-key");
    expect(server.requests).toHaveLength(1);
  });

  it("gives up on a slow answer after its timeout, without retrying", async () => {
    server.delayMs = 1000;
    await expect(client({ timeoutMs: 150 }).fetchItem("LG1005", "diamond")).rejects.toThrow(
      "Diamond Track did not answer within 0.15 seconds",
    );
    expect(server.requests).toHaveLength(1);
  });

  it("says so when nothing listens at the address, after retrying", async () => {
    const url = await refusedUrl();
    await expect(
      createHttpDiamondTrack(url, { retryDelayMs: 5 }).fetchItem("LG1006", "diamond"),
    ).rejects.toThrow(`Diamond Track could not be reached at ${url} (connection refused)`);
  });

  it("serves its OpenAPI description", async () => {
    const response = await fetch(`${server.url}/openapi.json`);
    const document = (await response.json()) as {
      paths: Record<string, unknown>;
      components: { schemas: { Item: { required: string[]; properties: Record<string, unknown> } } };
    };
    expect(Object.keys(document.paths)).toEqual(["/v1/items/{certNum}"]);
    // The item is described by the schema the client reads answers with.
    const item = document.components.schemas.Item;
    expect(item.required).toEqual(expect.arrayContaining(["CertNum", "ItemType"]));
    expect(Object.keys(item.properties)).toEqual(Object.keys(diamondTrackItemSchema.shape));
  });
});
