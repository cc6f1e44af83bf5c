import type { CertificateType } from "@loupe/domain/certificates/certificate-type";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { diamondInput } from "../../testing/diamond-fixtures";
import { jewelryInput } from "../../testing/jewelry-fixtures";
import { storeTestFile } from "../../testing/stored-file";
import { testSuite } from "../../testing/test-suite";
import { companies } from "../companies/ports";
import { diamonds } from "../diamonds/ports";
import { jewelry } from "../jewelry/ports";

// Issue 19: an item pulled from Diamond Track is not a certificate yet. Until completion (or a
// staff Save, which clears NewlyAdded) its public address answers exactly what an unknown number
// does, its video is private, and the QR export leaves it out; the staff's sheet keeps it.
const suite = testSuite();
const send = (method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: object) =>
  suite.context.request({ method, url, payload, cookie: suite.cookie });
// The public never has a session.
const visit = (url: string) => suite.context.request({ method: "GET", url });

const qrPaths: Record<CertificateType, string> = {
  diamond: "/api/diamonds/export-qr.csv",
  jewelry: "/api/jewelry/qr.csv",
};
const sheetPaths: Record<CertificateType, string> = {
  diamond: "/api/diamonds/export.xlsx",
  jewelry: "/api/jewelry/export.xlsx",
};

type QueuedItem = { type: CertificateType; id: string; version: number; certificateNumber: string };

async function pull(type: CertificateType, certificateNumber: string): Promise<QueuedItem> {
  const response = await send("POST", "/api/intake", {
    type,
    mode: "single",
    certificates: certificateNumber,
  });
  expect(response.json().results[0]).toMatchObject({ outcome: "created" });
  const queue = (await send("GET", "/api/intake/newly-added")).json().items as QueuedItem[];
  const item = queue.find((entry) => entry.certificateNumber === certificateNumber);
  if (!item) throw new Error(`${certificateNumber} is not in the queue`);
  return item;
}

// What a visitor can tell apart: status, the headers that describe the answer, and the body.
const answer = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  type: response.headers["content-type"],
  cache: response.headers["cache-control"],
  length: response.headers["content-length"],
  body: response.body,
});

async function expectLikeUnknown(url: string) {
  const unknown = url.replace(/[^/]+$/, "NOBODY-HOLDS-THIS");
  const [asked, nobody] = await Promise.all([visit(url), visit(unknown)]);
  expect(asked.statusCode).toBe(404);
  expect(answer(asked)).toEqual(answer(nobody));
}

const qrLines = async (type: CertificateType) => {
  const response = await send("GET", qrPaths[type]);
  expect(response.statusCode, response.body).toBe(200);
  return { lines: response.body.trim().split(/\r?\n/).slice(1), total: response.headers["x-total-count"] };
};

async function withClient(item: QueuedItem): Promise<QueuedItem> {
  const clientId = uuidv7();
  await suite.context.database.db.insert(companies).values({ id: clientId, kind: "client", name: "Aurora" });
  const set = await send("PATCH", `/api/intake/newly-added/${item.type}/${item.id}`, {
    clientId,
    version: item.version,
  });
  expect(set.statusCode, set.body).toBe(200);
  return set.json();
}

describe.each(["diamond", "jewelry"] as const)("a queued %s", (type) => {
  const number = type === "diamond" ? "LG9100" : "JW9100";
  const address = `/c/${type}/${number}`;

  it("has no public page, video or QR line while queued (even with a client), and has them once completed", async () => {
    // A public certificate already there: the QR export is not simply empty.
    const saved =
      type === "diamond"
        ? diamondInput({ certificateNumber: "PUB1" })
        : jewelryInput({ certificateNumber: "PUB1" });
    expect(
      (await send("POST", `/api/${type === "diamond" ? "diamonds" : "jewelry"}`, saved)).statusCode,
    ).toBe(201);
    const queued = await pull(type, number);
    const table = type === "diamond" ? diamonds : jewelry;
    const videoId = await storeTestFile(suite.context, "piece.mp4", "video/mp4");
    await suite.context.database.db
      .update(table)
      .set({ certificateVideoFileId: videoId })
      .where(eq(table.id, queued.id));

    await expectLikeUnknown(address);
    await expectLikeUnknown(address.toLowerCase());
    await expectLikeUnknown(`/c/media/${videoId}`);
    const before = await qrLines(type);
    expect(before.lines.join("\n")).not.toContain(number);
    expect(before.lines).toHaveLength(1);
    expect(before.total).toBe("1");
    // The staff's sheet is their list on paper: the queued item is in it.
    const sheet = await send("GET", sheetPaths[type]);
    expect(sheet.headers["x-total-count"]).toBe("2");
    // The list offers no public page for it.
    const list = (await send("GET", `/api/${type === "diamond" ? "diamonds" : "jewelry"}`)).json();
    const listed = list.items.find((row: { id: string }) => row.id === queued.id);
    expect(listed.publicPath).toBeNull();
    expect(
      (await send("GET", `/api/${type === "diamond" ? "diamonds" : "jewelry"}/${queued.id}`)).json()
        .publicPath,
    ).toBeNull();

    // A client alone does not make it public: completion does.
    const ready = await withClient(queued);
    await expectLikeUnknown(address);
    const done = await send("POST", "/api/intake/complete", {
      items: [{ type, id: ready.id, version: ready.version }],
    });
    expect(done.statusCode, done.body).toBe(200);

    const page = await visit(address);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(number);
    expect((await visit(`/c/media/${videoId}`)).statusCode).toBe(200);
    const after = await qrLines(type);
    expect(after.lines).toHaveLength(2);
    expect(after.lines.join("\n")).toContain(
      `${suite.context.services.config.publicBaseUrl.replace(/\/$/, "")}${address}`,
    );
    expect(after.total).toBe("2");
  });

  it("is public after a staff Save, which clears NewlyAdded", async () => {
    const queued = await pull(type, number);
    await expectLikeUnknown(address);
    const input =
      type === "diamond"
        ? diamondInput({ certificateNumber: number })
        : jewelryInput({ certificateNumber: number });
    const path = `/api/${type === "diamond" ? "diamonds" : "jewelry"}/${queued.id}`;
    const saved = await send("PUT", path, { ...input, version: queued.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await send("GET", "/api/intake/newly-added")).json().total).toBe(0);
    expect((await visit(address)).statusCode).toBe(200);
    expect((await send("GET", path)).json().publicPath).toBe(address);
    expect((await qrLines(type)).lines.join("\n")).toContain(number);
  });
});
