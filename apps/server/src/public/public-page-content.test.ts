import { asteriskNote, publicCertificateTexts as texts } from "@loupe/domain/settings/public-texts";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { companies } from "../modules/companies/ports";
import {
  insertPublicDiamond,
  insertPublicRing,
  publicTestLab,
  savePublicTestLab,
} from "../testing/public-records";
import { storeTestFile } from "../testing/stored-file";
import { testSuite } from "../testing/test-suite";
import { escapeHtml } from "./html";

// What a consumer sees first on a public certificate, for both types (issue 21): the issuing lab,
// the report's number and issue date, carats to two decimals, what an asterisk means, a proper
// header without a client, and a video that says when it cannot play.
const suite = testSuite({ PUBLIC_BASE_URL: "https://certs.example.test" });
const lab = publicTestLab;
const saveLab = (logoFileId: string | null = null) => savePublicTestLab(suite, logoFileId);
const insertDiamond = (values: Parameters<typeof insertPublicDiamond>[1] = {}) =>
  insertPublicDiamond(suite.context.database.db, values);
const insertRing = (number: string, weight: string, clarity: "" | "*" | "**" = "") =>
  insertPublicRing(suite.context.database.db, number, weight, clarity);

const get = (url: string) => suite.context.request({ url });
const top = (body: string) => body.slice(0, body.indexOf('<p class="headline">'));

describe("the public certificate's header and facts", () => {
  it("leads with the lab's logo, name and accreditation, then the number and issue date", async () => {
    const logo = await storeTestFile(suite.context, "lab.png", "image/png");
    await saveLab(logo);
    await insertDiamond();
    await insertRing("JW700123", "0.5");
    for (const url of ["/c/diamond/LG700123", "/c/jewelry/JW700123"]) {
      const { body, statusCode } = await get(url);
      expect(statusCode).toBe(200);
      const head = top(body);
      expect(head).toContain(`<img class="lab-logo" src="/c/media/${logo}" alt=""`);
      expect(head).toContain(`<p class="lab-name">${lab.name}</p>`);
      expect(head).toContain(`<p class="lab-accreditation">${lab.accreditation}</p>`);
      expect(head.indexOf("lab-name")).toBeLessThan(head.indexOf("<h1"));
      expect(head).toMatch(/<strong>(LG|JW)700123<\/strong>/);
      expect(head).toContain('Issued <time datetime="2026-03-07">03/07/2026</time>');
      expect(body).toContain(`<footer class="foot">Issued by ${lab.name}</footer>`);
      // The lab's logo is served to anyone.
      expect((await get(`/c/media/${logo}`)).statusCode).toBe(200);
    }
  });

  it("keeps the lab's header and shows no client block for a record without a client", async () => {
    await saveLab();
    await insertDiamond();
    const { body } = await get("/c/diamond/LG700123");
    expect(body).toContain(`<header class="lab"><div class="lab-text"><p class="lab-name">${lab.name}</p>`);
    expect(body).not.toContain('class="client"');
    expect(body).not.toContain("<img");
  });

  it("names the client under the number when there is one", async () => {
    const clientId = uuidv7();
    await suite.context.database.db
      .insert(companies)
      .values({ id: clientId, kind: "client", name: "Aurora" });
    await insertDiamond({ clientId });
    const { body } = await get("/c/diamond/LG700123");
    expect(top(body)).not.toContain('class="lab"');
    expect(body).toContain(
      `<p class="client"><span>${texts.issuedFor}</span> <strong class="client-name">Aurora</strong></p>`,
    );
  });

  it("gives carats to two decimals on both types", async () => {
    await insertDiamond({ weight: 1.5 });
    await insertRing("JW1", "0.5");
    await insertRing("JW2", "0.4 ctw");
    expect((await get("/c/diamond/LG700123")).body).toContain("<dt>Weight</dt><dd>1.50ct</dd>");
    expect((await get("/c/diamond/LG700123")).body).toContain('<p class="headline">1.50ct');
    expect((await get("/c/jewelry/JW1")).body).toContain("<dt>Weight</dt><dd>0.50ct</dd>");
    expect((await get("/c/jewelry/JW2")).body).toContain("<dt>Weight</dt><dd>0.40 ctw</dd>");
  });

  it("explains the asterisk only where a grade carries one", async () => {
    await saveLab();
    await insertDiamond();
    await insertDiamond({ certificateNumber: "LG2", clarityAsterisks: "" });
    await insertRing("JW1", "1", "**");
    await insertRing("JW2", "1");
    const note = `<p class="note">${asteriskNote(lab.name)}</p>`;
    expect((await get("/c/diamond/LG700123")).body).toContain(note);
    expect((await get("/c/jewelry/JW1")).body).toContain(note);
    expect((await get("/c/diamond/LG2")).body).not.toContain('class="note"');
    expect((await get("/c/jewelry/JW2")).body).not.toContain('class="note"');
  });

  it("loads the video fallback script only on a page with a video, from this server", async () => {
    const video = await storeTestFile(suite.context, "stone.mp4", "video/mp4");
    await insertDiamond({ certificateVideoFileId: video });
    await insertDiamond({ certificateNumber: "LG2" });
    const withVideo = (await get("/c/diamond/LG700123")).body;
    const script = withVideo.match(
      /<script src="(\/c\/assets\/certificate\.js\?v=\w+)" defer><\/script>/,
    )?.[1];
    expect(script).toBeDefined();
    expect(withVideo.match(/<script/g)).toHaveLength(1);
    expect(withVideo).toContain('data-fallback="video-failed"');
    expect(withVideo).toContain(
      `<p class="video-failed" id="video-failed" role="status" hidden>${escapeHtml(texts.videoFailed)}</p>`,
    );
    const served = await get(script ?? "");
    expect(served.headers["content-type"]).toContain("text/javascript");
    expect(served.body).toContain('addEventListener("error"');
    expect((await get("/c/diamond/LG2")).body).not.toContain("<script");
  });
});
