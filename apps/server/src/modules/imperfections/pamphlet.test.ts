import { messages } from "@loupe/domain/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../../db/outbox-schema";
import type { GradingSystemSimulator } from "../../integrations/grading-system/grading-system-simulator";
import { testSuite } from "../../testing/test-suite";
import { certificateFilingKind } from "./certificate-filing";
import { client, expectCountsExact, mapInput } from "./imperfection-test-helpers";

const suite = testSuite();
const api = () => client(suite.context, suite.cookie);
const db = () => suite.context.database.db;
const pageCount = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;

// A map with proportions, connected to a lab-grown diamond.
async function readyMap(certificateNumber = "100200300") {
  const map = await api().createMap({ name: "Round <b>plot</b>" });
  expect((await api().uploadProportions(map.id)).statusCode).toBe(200);
  const diamondId = await api().createDiamond(certificateNumber);
  expect((await api().connect(map.id, diamondId)).statusCode).toBe(200);
  return map.id as string;
}

describe("the pamphlet", () => {
  it("is refused until the map has its proportions image and a diamond", async () => {
    const map = await api().createMap();
    for (const url of [`/api/imperfections/${map.id}/pamphlet`, `/pamphlet/${map.id}.pdf`]) {
      const response = await api().send("GET", url);
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toBe(messages.imperfectionCannotPrint);
    }
    const print = await api().send("POST", `/api/imperfections/${map.id}/print`);
    expect(print.statusCode).toBe(409);
    expect((await api().expectOk("GET", `/api/imperfections/${map.id}`)).printed).toBe(false);
  });

  it("draws the diamond's grading, the plot and its key as one escaped page", async () => {
    const id = await readyMap();
    const { pamphlet, pageSvg } = await api().expectOk("GET", `/api/imperfections/${id}/pamphlet`);
    expect(pamphlet.diamond.certificateNumber).toBe("100200300");
    expect(pamphlet.publicCertificateUrl).toBeNull();
    expect(pageSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(pageSvg).toContain("Lab Grown diamond grading");
    expect(pageSvg).toContain("Report Number LG100200300");
    expect(pageSvg).toContain("1.01ct");
    expect(pageSvg).toContain("Key to symbols");
    expect(pageSvg).not.toContain("<b>");
    expect(pageSvg).not.toContain("Scan to view the");
  });

  it("prints: the map is DONE with its date, locked, counted as completed, and its certificate filed", async () => {
    const id = await readyMap();
    const printed = await api().expectOk("POST", `/api/imperfections/${id}/print`);
    expect(printed.printed).toBe(true);
    expect(Date.parse(printed.printDate)).toBeGreaterThan(Date.now() - 60_000);
    expect(await api().expectOk("GET", "/api/imperfections/totals")).toEqual({
      total: 1,
      drafts: 0,
      completed: 1,
    });
    await expectCountsExact(db());

    const edit = await api().send("PUT", `/api/imperfections/${id}`, {
      ...mapInput(),
      version: printed.version,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().detail).toBe(messages.imperfectionPrinted);

    const queued = await db().select().from(outbox).where(eq(outbox.kind, certificateFilingKind));
    expect(queued.map((message) => message.payload)).toEqual([{ imperfectionId: id }]);
    await suite.context.services.outboxWorker.runOnce();
    const grading = suite.context.services.integrations.gradingSystem as GradingSystemSimulator;
    expect(grading.certificateUrl("100200300")).toMatch(/\/c\/diamond\/100200300$/);

    // Printing again keeps the first print date.
    const again = await api().expectOk("POST", `/api/imperfections/${id}/print`);
    expect(again.printDate).toBe(printed.printDate);
  });

  it("comes as a one-page PDF on A4 or Letter, for its owner only, signed in", async () => {
    const id = await readyMap();
    const a4 = await api().send("GET", `/pamphlet/${id}.pdf`);
    expect(a4.statusCode).toBe(200);
    expect(a4.headers["content-type"]).toBe("application/pdf");
    expect(a4.headers["content-disposition"]).toBe('inline; filename="grading-report-LG100200300.pdf"');
    expect(pageCount(a4.rawPayload)).toBe(1);
    expect(a4.rawPayload.toString("latin1")).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const letter = await api().send("GET", `/pamphlet/${id}.pdf?paper=LETTER`);
    expect(pageCount(letter.rawPayload)).toBe(1);
    expect(letter.rawPayload.toString("latin1")).toMatch(/\/MediaBox \[0 0 612 792\]/);

    expect((await api().send("GET", `/pamphlet/${id}.pdf?paper=A3`)).statusCode).toBe(400);
    const signedOut = await suite.context.request({ method: "GET", url: `/pamphlet/${id}.pdf` });
    expect(signedOut.statusCode).toBe(401);
    const other = await suite.context.signInAsNew();
    const foreign = await suite.context.request({
      method: "GET",
      url: `/pamphlet/${id}.pdf`,
      cookie: other.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await api().send("GET", "/pamphlet/not-an-id.pdf")).statusCode).toBe(400);
  });
});

describe("the map's image", () => {
  it("is the plot as a PNG at print size, addressed by the map's version, for its owner only", async () => {
    const map = await api().createMap();
    expect(map.imageUrl).toBe(`/api/imperfections/${map.id}/image?v=1`);
    const image = await api().send("GET", map.imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.readUInt32BE(16)).toBe(1344);
    expect(image.rawPayload.readUInt32BE(20)).toBe(816);
    const other = await suite.context.signInAsNew();
    const foreign = await suite.context.request({ method: "GET", url: map.imageUrl, cookie: other.cookie });
    expect(foreign.statusCode).toBe(404);
  });
});
