import { describe, expect, it } from "vitest";
import { imperfectionTypes } from "../../options/imperfection-types";
import { imperfectionShapes } from "../../options/shapes";
import { newDesignSymbol } from "../imperfection-design";
import { symbolColor, symbolColors } from "../imperfection-symbols";
import { plotSvg, shapeDiagramPaths, symbolKeySvg, symbolPath, symbolTransform } from "../plot-art";
import { xmlProblems } from "./xml-check";

// Commands and numbers with at most one decimal (no float noise such as 33.699999999999996).
const pathData = /^(?:[MLHVCSQTAZmlhvcsqtaz]|-?\d+(?:\.\d)?(?!\d)|[\s,])+$/;
const everySymbol = { canvas_data: imperfectionTypes.map((type) => newDesignSymbol(type)) };

describe("the plot art", () => {
  it("has a diagram for every shape and a glyph for every characteristic, as plain path data", () => {
    for (const shape of imperfectionShapes) {
      const { outline, facets } = shapeDiagramPaths(shape);
      expect(outline, shape).toMatch(pathData);
      expect(facets, shape).toMatch(pathData);
      expect(facets.length, shape).toBeGreaterThan(500);
    }
    const drawn = new Set<string>();
    for (const type of imperfectionTypes) {
      const { stroke, fill } = symbolPath(type);
      expect(`${stroke}${fill}`, type).not.toBe("");
      for (const data of [stroke, fill].filter(Boolean)) expect(data, type).toMatch(pathData);
      drawn.add(`${stroke}|${fill}`);
    }
    expect(drawn.size).toBe(imperfectionTypes.length);
  });

  it.each(imperfectionShapes)("writes a well-formed, deterministic %s plot", (shape) => {
    const svg = plotSvg({ shape, design: everySymbol, displayImperfectionIcons: true });
    expect(xmlProblems(svg)).toEqual([]);
    expect(plotSvg({ shape, design: everySymbol, displayImperfectionIcons: true })).toBe(svg);
    expect(svg).toContain('width="1344" height="816" viewBox="0 0 540 277.776"');
    expect(svg).toContain(shapeDiagramPaths(shape).facets);
  });

  it("draws each symbol where the design puts it, in its side's colour", () => {
    for (const type of imperfectionTypes) {
      const symbol = { ...newDesignSymbol(type), left: 12, top: 34.5 };
      const svg = plotSvg({
        shape: "Oval",
        design: { canvas_data: [symbol] },
        displayImperfectionIcons: true,
      });
      const group = svg.slice(svg.indexOf('<g transform="translate(12 34.5)">'));
      expect(group, type).toMatch(/^<g transform="translate\(12 34.5\)"><path /);
      const colours = new Set(group.match(/#[0-9a-f]{6}/g));
      expect([...colours], type).toEqual([symbolColor(type)]);
    }
  });

  it("turns, then scales, a symbol about its top-left corner, as Konva places a node", () => {
    const symbol = { ...newDesignSymbol("pit"), left: 10.5, top: 20, scaleX: 2, scaleY: 0.5, angle: -45 };
    expect(symbolTransform(symbol)).toBe("translate(10.5 20) rotate(-45) scale(2 0.5)");
    // A symbol whose unscaled size is not the glyph's 50 × 50 box is scaled to it.
    expect(symbolTransform({ ...symbol, width: 25, height: 40, angle: 0 })).toBe(
      "translate(10.5 20) scale(1 0.4)",
    );
    expect(symbolTransform(newDesignSymbol("pit"))).toBe("translate(330 138.888)");
    const svg = plotSvg({
      shape: "Round",
      design: { canvas_data: [symbol] },
      displayImperfectionIcons: true,
    });
    expect(svg).toContain('<g transform="translate(10.5 20) rotate(-45) scale(2 0.5)">');
  });

  it("leaves the symbols out when the map hides its icons, and takes another size", () => {
    const svg = plotSvg({
      shape: "Heart",
      design: everySymbol,
      displayImperfectionIcons: false,
      width: 390,
      height: 200.6,
    });
    expect(svg).not.toContain("<g transform=");
    expect(svg).not.toContain(symbolColors.internal);
    expect(svg).toContain('width="390" height="200.6"');
    expect(xmlProblems(svg)).toEqual([]);
  });

  it("escapes text", () => {
    const svg = plotSvg({
      shape: "Pear",
      design: { canvas_data: [] },
      displayImperfectionIcons: true,
      title: `A & B <"pear's">`,
    });
    expect(svg).toContain("<title>A &amp; B &lt;&quot;pear&apos;s&quot;&gt;</title>");
    expect(xmlProblems(svg)).toEqual([]);
    expect(xmlProblems("<svg><title>a < b</title></svg>")).not.toEqual([]);
  });
});

describe("the key to symbols", () => {
  it("names each symbol used once, internal (red) before external (green)", () => {
    const key = symbolKeySvg(["nick", "cloud", "nick", "laser drill hole"]);
    expect(xmlProblems(key)).toEqual([]);
    expect(key.match(/>Nick</g)).toHaveLength(1);
    const order = ["Cloud", "Laser drill hole", "Nick"].map((name) => key.indexOf(`>${name}<`));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order[0]).toBeGreaterThan(0);
    expect(key).toContain(symbolColors.internal);
    expect(key).toContain(symbolColors.external);
    expect(key).toContain(">Red symbols: internal characteristics.<");
    expect(key).toContain(">Green symbols: external characteristics.<");
  });

  it("keys all 24, well-formed and the same every time, and is empty with nothing to key", () => {
    const key = symbolKeySvg(imperfectionTypes);
    expect(xmlProblems(key)).toEqual([]);
    expect(key.match(/<text /g)).toHaveLength(imperfectionTypes.length + 2);
    expect(key).toContain('width="540" height="278" viewBox="0 0 540 278"');
    expect(symbolKeySvg(imperfectionTypes)).toBe(key);
    expect(symbolKeySvg([])).toBe("");
  });

  it("lays a phone's key out two to a row, one unit a pixel unless told", () => {
    const key = symbolKeySvg(["cloud", "nick", "pit"], { columns: 2 });
    // Two rows of 30, a gap of 6 and two legend lines of 16.
    expect(key).toContain('width="360" height="98" viewBox="0 0 360 98"');
    expect(symbolKeySvg(["cloud"], { columns: 2, width: 720 })).toContain('width="720" height="136"');
  });
});
