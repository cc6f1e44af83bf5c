import { inflateSync } from "node:zlib";
import { pamphletDiamondFixture, pamphletFixture } from "@loupe/domain/imperfections/pamphlet-fixture";
import { pamphletPageSvg } from "@loupe/domain/imperfections/pamphlet-page";
import { describe, expect, it } from "vitest";
import { pamphletPdf } from "./pamphlet-pdf";

const pamphlet = pamphletFixture({
  name: "Oval plot",
  shape: "Oval",
  printed: true,
  printDate: "2026-11-27T12:00:00.000Z",
  diamond: pamphletDiamondFixture({
    manufacturedAs: "Lab Grown",
    shape: "Oval",
    measurements: "8.10 x 6.02 x 3.75 mm",
    weight: 1.2,
    color: { template: "Standard", value: "F", asterisks: "" },
    clarity: { value: "VVS2", asterisks: "" },
    cut: "",
    polish: "Excellent",
    symmetry: "Very Good",
    inscription: "LG12345",
    certificateComments: "Additional clouds not shown. ".repeat(12),
    girdle: "Thin to Medium",
    depthPercent: 62.3,
    tablePercent: 58,
  }),
  publicCertificateUrl: "https://lab.example/c/diamond/12345",
});

const plotSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 540 277.776"><ellipse cx="135" cy="139" rx="100" ry="70" fill="none" stroke="#333"/></svg>`;
const keySvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 20"><circle cx="5" cy="10" r="3" fill="#c92a2a"/></svg>`;
const onePixelPng =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

function pageSvg() {
  return pamphletPageSvg({
    pamphlet,
    labName: "Loupe Gem Lab",
    plotSvg,
    keySvg,
    proportionsHref: onePixelPng,
    qrModules: [
      [true, false],
      [false, true],
    ],
    today: new Date("2026-11-27T12:00:00Z"),
  });
}

// The text a PDF's content streams draw, as pdfkit writes it: hex strings of the characters.
function drawnText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  let text = "";
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      const content = inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1");
      for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g))
        text += Buffer.from(hex[1] ?? "", "hex").toString("latin1");
    } catch {
      // an image or font stream, not page content
    }
  }
  return text;
}

const pageCount = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;

describe("the pamphlet PDF", () => {
  it("is exactly one page on A4 and on US Letter, with the pamphlet's words on it", async () => {
    for (const paper of ["A4", "LETTER"] as const) {
      const pdf = await pamphletPdf(pageSvg(), paper, "Report LG12345");
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pageCount(pdf)).toBe(1);
      const text = drawnText(pdf);
      expect(text).toContain("Lab Grown diamond grading");
      expect(text).toContain("LG12345");
      expect(text).toContain("1.20ct");
      expect(text).toContain("Loupe Gem Lab");
    }
  });

  it("sizes the page as the paper asked for", async () => {
    const a4 = (await pamphletPdf(pageSvg(), "A4", "x")).toString("latin1");
    const letter = (await pamphletPdf(pageSvg(), "LETTER", "x")).toString("latin1");
    expect(a4).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(letter).toMatch(/\/MediaBox \[0 0 612 792\]/);
  });
});
