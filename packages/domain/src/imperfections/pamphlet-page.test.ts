import { describe, expect, it } from "vitest";
import { pamphletDiamondFixture, pamphletFixture } from "./pamphlet-fixture";
import { type PamphletPageParts, pamphletPageSvg, wrapText } from "./pamphlet-page";

const pamphlet = pamphletFixture({
  diamond: pamphletDiamondFixture({
    certificateNumber: "9001",
    measurements: "",
    weight: 0.5,
    color: { template: "Standard", value: "H", asterisks: "" },
    clarity: { value: "SI1", asterisks: "" },
    polish: "",
    symmetry: "",
    fluorescence: "",
    inscription: "",
    certificateComments: '<script>alert("x")</script>',
    girdle: "",
    depthPercent: null,
    tablePercent: null,
  }),
});

const parts = (overrides: Partial<PamphletPageParts> = {}): PamphletPageParts => ({
  pamphlet,
  labName: "Lab & Co",
  plotSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 540 277.776" width="1344" height="816"><g id="plot"/></svg>',
  keySvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 10"><g id="key"/></svg>',
  proportionsHref: "/media/p?a=1&b=2",
  qrModules: null,
  today: new Date(2026, 10, 27),
  ...overrides,
});

describe("the pamphlet page", () => {
  it("escapes every stored text and places the plot at the page's size, not its own", () => {
    const svg = pamphletPageSvg(parts());
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;script&gt;");
    expect(svg).toContain("Lab &amp; Co");
    expect(svg).toContain('href="/media/p?a=1&amp;b=2"');
    expect(svg).toMatch(/<svg x="100" y="50" width="90" height="[\d.]+" xmlns=/);
    expect(svg).not.toContain('width="1344"');
    expect(svg).toContain("NATURAL DIAMOND GRADING");
    expect(svg).toContain("11/27/2026");
  });

  it("shows the key only when the map asks for it and the QR code only with a certificate video", () => {
    expect(pamphletPageSvg(parts())).toContain('id="key"');
    expect(pamphletPageSvg(parts())).not.toContain("Scan to view the");
    const plain = pamphletPageSvg(parts({ pamphlet: { ...pamphlet, displayImperfectionIcons: false } }));
    expect(plain).not.toContain('id="key"');
    const withQr = pamphletPageSvg(
      parts({
        qrModules: [
          [true, false],
          [false, true],
        ],
      }),
    );
    expect(withQr).toContain("Scan to view the");
    expect((withQr.match(/h[\d.]+v[\d.]+h-[\d.]+z/g) ?? []).length).toBe(2);
  });

  it("shows the print date once printed", () => {
    const printed = { ...pamphlet, printed: true, printDate: new Date(2026, 0, 5).toISOString() };
    expect(pamphletPageSvg(parts({ pamphlet: printed }))).toContain("01/05/2026");
  });
});

describe("wrapText", () => {
  it("breaks at words within the width and ends a cut text with an ellipsis", () => {
    expect(wrapText("one two three four", 2, 11, 5)).toEqual(["one two", "three four"]);
    const cut = wrapText("a b c d e f g h", 2, 3, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1]?.endsWith("…")).toBe(true);
  });
});
