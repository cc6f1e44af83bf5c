import { qrListPageSchema, qrListSchema, qrVideoChoicesSchema } from "@loupe/domain/videos/qr-list-api";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import { and, eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { beforeEach, describe, expect, it } from "vitest";
import { activityLog } from "../../db/activity-schema";
import { insertCertificateVideo } from "../../testing/certificate-videos";
import { insertClient } from "../../testing/companies";
import { testSuite } from "../../testing/test-suite";
import { certificateVideos } from "../certificate-videos/ports";
import { companies } from "../companies/ports";
import { insertDiamond, insertJewelry } from "./qr-list-test-helpers";

const suite = testSuite();
const path = "/api/qr-lists";
const request = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
  suite.context.request({ method, url, payload, cookie: suite.cookie });
const create = async (payload: unknown) => {
  const response = await request("POST", path, payload);
  expect(response.statusCode, response.body).toBe(201);
  return qrListSchema.parse(response.json());
};
const list = async (query = "") => {
  const response = await request("GET", `${path}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return qrListPageSchema.parse(response.json());
};

let acme = "";
let zeta = "";
let videos = { ring: "", cert: "", line: "", bare: "" };
beforeEach(async () => {
  const db = suite.context.database.db;
  acme = await insertClient(db, "Acme Jewels");
  zeta = await insertClient(db, "Zeta Diamonds");
  videos = {
    ring: await insertCertificateVideo(db, { name: "AUR-RING-1042", clientId: acme, thumbnail: true }),
    cert: await insertCertificateVideo(db, {
      name: "LG1000234",
      clientId: zeta,
      namingMode: "certificate",
      sku: "MER-PEND-77",
    }),
    line: await insertCertificateVideo(db, { name: "ORD7-2", clientId: acme, namingMode: "orderLine" }),
    bare: await insertCertificateVideo(db, { name: "NOTHING-1", clientId: null }),
  };
  await insertJewelry(db, {
    clientSku: "aur-ring-1042",
    jewelryType: "Ring",
    mainStone: { weight: "1.01", shape: "Oval" },
  });
  await insertDiamond(db, { certificateNumber: "lg1000234", shape: "Round", weight: 0.5 });
  await insertJewelry(db, {
    orderNumber: "ORD7",
    lineNumber: 2,
    jewelryType: "Bracelet",
    mainStone: { weight: "2.5 ctw", shape: "Princess" },
  });
});

describe("QR lists", () => {
  it("create with a client and 2+ videos, read back in order with live certificate info, logged", async () => {
    const created = await create({
      title: " Spring show ",
      clientId: acme,
      videoIds: [videos.line, videos.ring, videos.bare],
    });
    expect(created).toMatchObject({
      title: "Spring show",
      client: { id: acme, name: "Acme Jewels" },
      qrCodeGenerated: false,
      version: 1,
    });
    expect(created.publicUrl).toMatch(new RegExp(`^https?://[^/]+/c/list/${created.id}$`));
    expect(created.videos.map((video) => [video.name, video.certInfo])).toEqual([
      ["ORD7-2", { caratWeight: "2.5 ctw", shape: "Princess", type: "Bracelet" }],
      ["AUR-RING-1042", { caratWeight: "1.01", shape: "Oval", type: "Ring" }],
      ["NOTHING-1", null],
    ]);
    expect(created.videos[1]?.videoUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(created.videos[1]?.thumbnailUrl).toMatch(/^\/api\/files\//);
    expect(created.videos[0]?.thumbnailUrl).toBeNull();
    const read = qrListSchema.parse((await request("GET", `${path}/${created.id}`)).json());
    expect(read).toEqual(created);
    const [entry] = await suite.context.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, "qr-list"), eq(activityLog.action, "create")));
    expect(entry?.summary).toContain("ORD7-2, AUR-RING-1042, NOTHING-1");
  });

  it("refuse a save without a client or with fewer than 2 videos, with the domain's messages", async () => {
    const none = await request("POST", path, { title: "", clientId: null, videoIds: [videos.ring] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([
      { field: "clientId", message: videoMessages.qrListClientRequired },
      { field: "videoIds", message: videoMessages.qrListTooFewVideos(2) },
    ]);
    const gone = await request("POST", path, {
      title: "",
      clientId: acme,
      videoIds: [videos.ring, uuidv7()],
    });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().detail).toBe(videoMessages.qrListVideosGone);
    const twice = await request("POST", path, {
      title: "",
      clientId: acme,
      videoIds: [videos.ring, videos.ring],
    });
    expect(twice.statusCode).toBe(400);
    expect((await list()).total).toBe(0);
    expect(
      await suite.context.database.db.select().from(activityLog).where(eq(activityLog.entityType, "qr-list")),
    ).toEqual([]);
  });

  it("update with the version (409 when stale), reorder videos, and keep the version on a print", async () => {
    const created = await create({ title: "A", clientId: acme, videoIds: [videos.ring, videos.line] });
    const put = (body: unknown) => request("PUT", `${path}/${created.id}`, body);
    const saved = await put({ title: "B", clientId: zeta, videoIds: [videos.cert, videos.ring], version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    const updated = qrListSchema.parse(saved.json());
    expect(updated).toMatchObject({ title: "B", client: { id: zeta }, version: 2 });
    expect(updated.videos.map((video) => [video.name, video.certInfo?.type])).toEqual([
      ["LG1000234", "Diamond"],
      ["AUR-RING-1042", "Ring"],
    ]);
    expect(updated.videos[0]?.certInfo).toEqual({ caratWeight: "0.50", shape: "Round", type: "Diamond" });
    const stale = await put({ title: "C", clientId: zeta, videoIds: [videos.cert, videos.ring], version: 1 });
    expect(stale.statusCode).toBe(409);
    const printed = await request("POST", `${path}/${created.id}/qr-generated`);
    expect(printed.statusCode).toBe(204);
    const after = qrListSchema.parse((await request("GET", `${path}/${created.id}`)).json());
    expect(after).toMatchObject({ qrCodeGenerated: true, version: 2, title: "B" });
    expect(
      (await put({ title: "C", clientId: zeta, videoIds: [videos.cert, videos.ring], version: 2 }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await request("PUT", `${path}/${uuidv7()}`, {
          title: "",
          clientId: acme,
          videoIds: [videos.cert, videos.ring],
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("delete with an entry; 404 after", async () => {
    const created = await create({ title: "Gone", clientId: acme, videoIds: [videos.ring, videos.line] });
    expect((await request("DELETE", `${path}/${created.id}`)).statusCode).toBe(204);
    expect((await request("GET", `${path}/${created.id}`)).statusCode).toBe(404);
    expect((await request("DELETE", `${path}/${created.id}`)).statusCode).toBe(404);
    expect((await request("POST", `${path}/${created.id}/qr-generated`)).statusCode).toBe(404);
  });

  it("lose a deleted video, and its client when the client is deleted", async () => {
    const created = await create({
      title: "T",
      clientId: acme,
      videoIds: [videos.ring, videos.line, videos.cert],
    });
    const db = suite.context.database.db;
    await db.delete(certificateVideos).where(eq(certificateVideos.id, videos.line));
    const read = qrListSchema.parse((await request("GET", `${path}/${created.id}`)).json());
    expect(read.videos.map((video) => video.name)).toEqual(["AUR-RING-1042", "LG1000234"]);
    expect((await list()).items[0]?.videoCount).toBe(2);
    await db.delete(companies).where(eq(companies.id, acme));
    expect(qrListSchema.parse((await request("GET", `${path}/${created.id}`)).json()).client).toBeNull();
  });

  it("page the table newest first with a total, filter by client and search the title", async () => {
    const titles = ["Gala one", "Gala two", "Spring", "Summer", "gala three"];
    for (const [index, title] of titles.entries())
      await create({ title, clientId: index % 2 === 0 ? acme : zeta, videoIds: [videos.ring, videos.line] });
    const first = await list("limit=2");
    expect(first.items.map((item) => item.title)).toEqual(["gala three", "Summer"]);
    expect(first).toMatchObject({ total: 5, offset: 0 });
    const second = await list(`limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.title)).toEqual(["Spring", "Gala two"]);
    expect(second.items[0]).toMatchObject({
      videoCount: 2,
      client: { name: "Acme Jewels" },
      qrCodeGenerated: false,
    });
    expect((await list(`clientId=${zeta}`)).items.map((item) => item.title)).toEqual(["Summer", "Gala two"]);
    expect((await list("search=GALA")).items.map((item) => item.title)).toEqual([
      "gala three",
      "Gala two",
      "Gala one",
    ]);
    expect((await list(`search=gala&clientId=${acme}`)).total).toBe(2);
    expect((await list("sort=title:asc")).items.map((item) => item.title)).toEqual([
      "Gala one",
      "gala three",
      "Gala two",
      "Spring",
      "Summer",
    ]);
    for (const bad of ["limit=0", "limit=9999", "clientId=acme", "sort=name:asc", "cursor=%%%"])
      expect((await request("GET", `${path}?${bad}`)).statusCode, bad).toBe(400);
  });

  it("offer videos to pick by name and client, with their certificate info", async () => {
    const choices = async (query: string) => {
      const response = await request("GET", `${path}/video-choices?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return qrVideoChoicesSchema.parse(response.json()).items;
    };
    expect((await choices("")).map((video) => video.name)).toEqual([
      "AUR-RING-1042",
      "LG1000234",
      "NOTHING-1",
      "ORD7-2",
    ]);
    const found = await choices("search=lg100");
    expect(found).toMatchObject([
      {
        name: "LG1000234",
        client: { id: zeta, name: "Zeta Diamonds" },
        certInfo: { type: "Diamond", shape: "Round" },
      },
    ]);
    expect((await choices(`clientId=${acme}`)).map((video) => video.name)).toEqual([
      "AUR-RING-1042",
      "ORD7-2",
    ]);
    expect((await choices("search=100%25")).map((video) => video.name)).toEqual([]);
    expect((await request("GET", `${path}/video-choices?clientId=x`)).statusCode).toBe(400);
  });

  it("answer 404 for a list that is not there and 400 for an id that is not one", async () => {
    expect((await request("GET", `${path}/${uuidv7()}`)).statusCode).toBe(404);
    expect((await request("GET", `${path}/not-an-id`)).statusCode).toBe(400);
  });
});
