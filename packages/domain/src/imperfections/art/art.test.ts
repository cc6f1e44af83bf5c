import { describe, expect, it } from "vitest";
import { imperfectionTypes } from "../../options/imperfection-types";
import { imperfectionShapes } from "../../options/shapes";
import { newDesignSymbol } from "../imperfection-design";
import { symbolColors } from "../imperfection-symbols";
import { plotSvg, shapeDiagramPaths, symbolKeySvg, symbolPath, symbolTransform } from "../plot-art";
import { xmlProblems } from "./xml-check";

const pathData = /^(?:[MLHVCSQTAZmlhvcsqtaz]|-?\d*\.?\d+(?:e-?\d+)?|[\s,])+$/;

describe("the plot art", () => {
  it("has a diagram for every shape and a glyph for every characteristic", () => {
    for (const shape of imperfectionShapes) {
      const { outline, facets } = shapeDiagramPaths(shape);
      expect(outline, shape).toMatch(pathData);
      expect(facets.length, shape).toBeGreaterThan(100);
    }
    for (const type of imperfectionTypes) {
      const { stroke, fill } = symbolPath(type);
      expect(`${stroke}${fill}`.length, type).toBeGreaterThan(0);
      for (const data of [stroke, fill].filter(Boolean)) expect(data, type).toMatch(pathData);
    }
  });

  it("writes a well-formed, deterministic plot with each symbol where the design puts it", () => {
    const design = { canvas_data: [newDesignSymbol("feather"), newDesignSymbol("nick")] };
    const svg = plotSvg({ shape: "Round", design, displayImperfectionIcons: true });
    expect(xmlProblems(svg)).toEqual([]);
    expect(plotSvg({ shape: "Round", design, displayImperfectionIcons: true })).toBe(svg);
    expect(svg).toContain('width="1344" height="816" viewBox="0 0 540 277.776"');
    expect(svg).toContain('<g transform="translate(330 138.888)">');
    expect(svg).toContain(`stroke="${symbolColors.internal}"`);
    expect(svg).toContain(`stroke="${symbolColors.external}"`);
  });

  it("turns, then scales, a symbol about its top-left corner, as Konva does", () => {
    const symbol = { ...newDesignSymbol("pit"), left: 10.5, top: 20, scaleX: 2, scaleY: 0.5, angle: 45 };
    expect(symbolTransform(symbol)).toBe("translate(10.5 20) rotate(45) scale(2 0.5)");
  });

  it("escapes text and keys each symbol once", () => {
    const svg = plotSvg({
      shape: "Pear",
      design: { canvas_data: [] },
      displayImperfectionIcons: true,
      title: `A & B <"pear">`,
    });
    expect(svg).toContain("<title>A &amp; B &lt;&quot;pear&quot;&gt;</title>");
    const key = symbolKeySvg(["nick", "cloud", "nick"]);
    expect(xmlProblems(key)).toEqual([]);
    expect(key.match(/>Nick</g)).toHaveLength(1);
    expect(key.indexOf(">Cloud<")).toBeLessThan(key.indexOf(">Nick<"));
  });
});
