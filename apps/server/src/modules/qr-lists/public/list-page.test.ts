import { qrListSchema } from "@loupe/domain/videos/qr-list-api";
import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { beforeEach, describe, expect, it } from "vitest";
import { storedFiles } from "../../../db/files-schema";
import { notFoundText } from "../../../public/certificate-layout";
import { expectInertFileResponse } from "../../../testing/expect-inert-file";
import { savePublicTestLab } from "../../../testing/public-records";
import { recordedViews } from "../../../testing/recorded-events";
import { testSuite } from "../../../testing/test-suite";
import { certificateVideos } from "../../certificate-videos/ports";
import { insertClient, insertDiamond, insertJewelry, insertVideo } from "../qr-list-test-helpers";

// The public page a QR list's printed code opens (/c/list/{id}): server-rendered, no sign-in, its
// videos in order with their certificates, media from /c/media only, views counted with the client.
const suite = testSuite();
const db = () => suite.context.database.db;
const get = (url: string, headers: Record<string, string> = {}) => suite.context.request({ url, headers });

let client = "";
let listId = "";
const videos = { ring: "", stone: "", queued: "" };

beforeEach(async () => {
  client = await insertClient(db(), "Acme <Jewels>");
  videos.ring = await insertVideo(db(), { name: "AUR-RING-1042", clientId: client, thumbnail: true });
  videos.stone = await insertVideo(db(), { name: "LG1000234", clientId: client, namingMode: "certificate" });
  videos.queued = await insertVideo(db(), { name: "QUEUED-9", clientId: client });
  await insertJewelry(db(), {
    clientSku: "AUR-RING-1042",
    jewelryType: "Ring",
    mainStone: { weight: "1.01", shape: "Oval" },
  });
  await insertDiamond(db(), { certificateNumber: "LG1000234", shape: "Round", weight: 0.5 });
  await insertDiamond(db(), { clientSku: "QUEUED-9", shape: "Pear", weight: 3, newlyAdded: true });
  const created = await suite.context.request({
    method: "POST",
    url: "/api/qr-lists",
    cookie: suite.cookie,
    payload: {
      title: "Holiday <Showcase>",
      clientId: client,
      videoIds: [videos.stone, videos.ring, videos.queued],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  listId = qrListSchema.parse(created.json()).id;
});

describe("the public list page", () => {
  it("shows the list's videos in order, each with its certificate, under the lab, escaped", async () => {
    await savePublicTestLab(suite);
    const response = await get(`/c/list/${listId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    const body = response.body;
    expect(body).toContain('<h1 id="list-title">Holiday &lt;Showcase&gt;</h1>');
    expect(body).toContain("Acme &lt;Jewels&gt;");
    expect(body).toContain("3 videos");
    expect(body).toContain("Loupe Gemological Laboratory");
    const names = [...body.matchAll(/<h2 id="video-\d+-title">([^<]*)<\/h2>/g)].map((match) => match[1]);
    expect(names).toEqual(["LG1000234", "AUR-RING-1042", "QUEUED-9"]);
    expect(body).toContain('<a href="/c/diamond/LG1000234">View certificate');
    expect(body).toContain('<a href="/c/jewelry/AUR-RING-1042">View certificate');
    expect(body).toMatch(/<dt>Carat Weight<\/dt><dd>0\.50<\/dd>/);
    expect(body).toMatch(/<dt>Type<\/dt><dd>Ring<\/dd>/);
    // A queued record is not public: its video shows, its certificate does not.
    expect(body).not.toContain("Pear");
    expect(body).not.toContain("/c/diamond/QUEUED-9");
    // The page's own QR code shares the list; no inline script or style.
    expect(body).toContain('aria-label="QR code linking to this list"');
    expect(body).not.toMatch(/<script>|<style| style=/);
  });

  it("plays every video, and shows every poster, from the public media route, served inert", async () => {
    const body = (await get(`/c/list/${listId}`)).body;
    const sources = [...body.matchAll(/<video [^>]*src="([^"]+)"/g)].map((match) => match[1] ?? "");
    const posters = [...body.matchAll(/ poster="([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(sources).toHaveLength(3);
    expect(posters).toHaveLength(1);
    const files = await db()
      .select({ id: storedFiles.id, storageKey: storedFiles.storageKey })
      .from(storedFiles);
    for (const url of [...sources, ...posters]) {
      expect(url).toMatch(/^\/c\/media\/[0-9a-f-]{36}$/);
      const file = files.find((entry) => url.endsWith(entry.id));
      await suite.context.services.storage.put(file?.storageKey ?? "", Buffer.alloc(1000));
      const response = await suite.context.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expectInertFileResponse(response, url);
    }
  });

  it("counts each view against the list and its client; HEAD is not a view", async () => {
    await get(`/c/list/${listId}`, {
      "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X)",
    });
    await suite.context.app.inject({ method: "HEAD", url: `/c/list/${listId}` });
    const views = await recordedViews(db(), listId);
    expect(views.map(({ pageKind, clientId, deviceClass }) => ({ pageKind, clientId, deviceClass }))).toEqual(
      [{ pageKind: "list", clientId: client, deviceClass: "mobile" }],
    );
  });

  it("answers the friendly 404 for an unknown or malformed id, and 'check another report' never opens a list", async () => {
    for (const url of [`/c/list/${uuidv7()}`, "/c/list/not-a-list", `/c/check?number=${listId}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain(notFoundText);
    }
  });

  it("says so when every video of the list was deleted", async () => {
    await db().delete(certificateVideos).where(eq(certificateVideos.clientId, client));
    const body = (await get(`/c/list/${listId}`)).body;
    expect(body).toContain("0 videos");
    expect(body).toContain("This list has no videos any more.");
    expect(body).not.toContain("<video");
  });
});
