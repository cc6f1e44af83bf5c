import {
  rejectedCertificateVideoListSchema,
  rejectedVideosRetriedSchema,
} from "@loupe/domain/videos/rejected-videos-api";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import { certificateVideoBarcodeKind } from "@loupe/domain/videos/video-save-api";
import { asc, eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { outbox } from "../../db/outbox-schema";
import { insertCertificateVideo } from "../../testing/certificate-videos";
import { insertClient } from "../../testing/companies";
import { testSuite } from "../../testing/test-suite";
import { companies } from "../companies/ports";
import { insertRejection } from "./rejected-test-helpers";
import { rejectedCertificateVideos } from "./schema";
import { entriesWritten } from "./video-test-helpers";

const suite = testSuite();
const path = "/api/certificate-videos/rejected";
const db = () => suite.context.database.db;
const send = (method: "GET" | "POST", url: string) =>
  suite.context.request({ method, url, cookie: suite.cookie });
const list = async () => {
  const response = await send("GET", path);
  expect(response.statusCode, response.body).toBe(200);
  return rejectedCertificateVideoListSchema.parse(response.json());
};
const queued = () =>
  db()
    .select({ kind: outbox.kind, payload: outbox.payload, status: outbox.status })
    .from(outbox)
    .orderBy(asc(outbox.id));
// The retries' entries, by subject.
const entries = async () =>
  (await entriesWritten(db()))
    .filter((entry) => entry.action === "retry")
    .sort((one, other) => one.subject.localeCompare(other.subject));

// Three rejected videos, rejected in this order: one of a client renamed since, one without one.
async function seedRejections() {
  const client = await insertClient(db(), "Acme Jewels");
  const ids = {
    first: await insertCertificateVideo(db(), { name: "REJ-1", clientId: client }),
    second: await insertCertificateVideo(db(), { name: "REJ-2" }),
    third: await insertCertificateVideo(db(), { name: "REJ-3", clientId: client }),
  };
  await insertRejection(db(), ids.first, "The barcode service answered 409 Conflict");
  await insertRejection(db(), ids.second);
  await insertRejection(db(), ids.third);
  await db().update(companies).set({ name: "Acme Renamed" }).where(eq(companies.id, client));
  return { client, ids };
}

describe("the rejected videos list", () => {
  it("lists newest first with the client as it was, the error and when", async () => {
    const { client, ids } = await seedRejections();
    const page = await list();
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.name)).toEqual(["REJ-3", "REJ-2", "REJ-1"]);
    expect(page.items[2]).toMatchObject({
      videoId: ids.first,
      client: { id: client, name: "Acme Jewels" },
      error: "The barcode service answered 409 Conflict",
      attempts: 10,
    });
    expect(page.items[1]?.client).toBeNull();
    expect(Date.parse(page.items[0]?.rejectedAt ?? "")).toBeLessThanOrEqual(Date.now());
  });

  it("answers an empty list when the service took everything", async () => {
    expect(await list()).toEqual({ items: [], total: 0 });
  });
});

describe("retrying a rejected video", () => {
  it("removes its row and queues the push again with override, with an activity entry", async () => {
    const { ids } = await seedRejections();
    const response = await send("POST", `${path}/${ids.second}/retry`);
    expect(response.statusCode, response.body).toBe(200);
    expect(rejectedVideosRetriedSchema.parse(response.json())).toEqual({ retried: ["REJ-2"] });
    expect((await list()).items.map((item) => item.name)).toEqual(["REJ-3", "REJ-1"]);
    expect(await queued()).toEqual([
      {
        kind: certificateVideoBarcodeKind,
        payload: { videoId: ids.second, override: true },
        status: "pending",
      },
    ]);
    const [entry, ...rest] = await entries();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ entityType: "certificate-video", entityId: ids.second, subject: "REJ-2" });
    expect(entry?.summary).toMatch(/ sent digital certificate video REJ-2 to the barcode service again$/);
  });

  it("says so for a video not on the list, and refuses a malformed id, writing nothing", async () => {
    const { ids } = await seedRejections();
    await send("POST", `${path}/${ids.first}/retry`);
    for (const videoId of [ids.first, uuidv7()]) {
      const response = await send("POST", `${path}/${videoId}/retry`);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe(videoMessages.rejectedVideoNotFound);
    }
    expect((await send("POST", `${path}/not-an-id/retry`)).statusCode).toBe(400);
    expect(await queued()).toHaveLength(1);
    expect(await entries()).toHaveLength(1);
  });

  it("retries every listed video at once, one message and one entry each", async () => {
    const { ids } = await seedRejections();
    const response = await send("POST", `${path}/retry-all`);
    expect(response.statusCode, response.body).toBe(200);
    expect(rejectedVideosRetriedSchema.parse(response.json()).retried.sort()).toEqual([
      "REJ-1",
      "REJ-2",
      "REJ-3",
    ]);
    expect(await db().select().from(rejectedCertificateVideos)).toEqual([]);
    expect((await queued()).map((row) => row.payload)).toEqual(
      expect.arrayContaining(
        [ids.first, ids.second, ids.third].map((videoId) => ({ videoId, override: true })),
      ),
    );
    expect((await entries()).map((entry) => entry.subject)).toEqual(["REJ-1", "REJ-2", "REJ-3"]);
    // Nothing left (another user retried first): said, not answered as success.
    const again = await send("POST", `${path}/retry-all`);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(videoMessages.rejectedVideosNone);
    expect(await queued()).toHaveLength(3);
  });

  it("pushes the retried video at once, through the same handler", async () => {
    const { ids } = await seedRejections();
    await send("POST", `${path}/${ids.first}/retry`);
    await suite.context.services.outboxWorker.runOnce();
    expect((await queued()).map((row) => row.status)).toEqual(["done"]);
    expect((await list()).total).toBe(2);
  });
});
