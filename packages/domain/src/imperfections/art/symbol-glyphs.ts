import type { ImperfectionType } from "../../options/imperfection-types";
import { num } from "./geometry";

// The key to symbols' glyphs, the project's own, drawn in a 50 × 50 box after the grading
// reports' conventions (a pinpoint is a dot, a cloud a ring of dots, a feather a line with barbs,
// a crystal an outline, a natural a mark on the girdle line, ...). `stroke` is drawn as lines
// (symbolStyle.strokeWidth, round ends, no fill), `fill` as solid shapes; both in the symbol's
// colour. The editor draws the same data with two Konva.Path nodes.
export type SymbolGlyph = { stroke: string; fill: string };

export const symbolBox = 50;
export const symbolStyle = { strokeWidth: 3 } as const;

// A circle as two half arcs (Konva.Path and every SVG renderer read `a`).
const circle = (cx: number, cy: number, r: number) =>
  `M${num(cx - r)} ${num(cy)}a${r} ${r} 0 1 0 ${num(2 * r)} 0a${r} ${r} 0 1 0 ${num(-2 * r)} 0Z`;

// `count` dots of radius `r` evenly round a ring of radius `ring` about the box's centre.
function dotRing(count: number, ring: number, r: number): string {
  return Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * 2 * Math.PI;
    return circle(25 + ring * Math.cos(angle), 25 + ring * Math.sin(angle), r);
  }).join("");
}

// Short lines radiating from the centre, between radii `from` and `to`.
function rays(count: number, from: number, to: number): string {
  return Array.from({ length: count }, (_, i) => {
    const angle = ((i + 0.5) / count) * 2 * Math.PI;
    const at = (r: number) => `${num(25 + r * Math.cos(angle))} ${num(25 + r * Math.sin(angle))}`;
    return `M${at(from)}L${at(to)}`;
  }).join("");
}

const featherSpine = "M10 41C18 30 28 18 41 9";
const girdleLine = (y: number) => `M5 ${y}H45`;

const glyphs: Readonly<Record<ImperfectionType, SymbolGlyph>> = {
  // Internal characteristics (inclusions).
  pinpoint: { stroke: "", fill: circle(25, 25, 5.5) },
  cloud: { stroke: "", fill: dotRing(10, 14, 2.6) },
  crystal: { stroke: "M17 10L33 9L41 22L35 39L18 40L9 25Z", fill: "" },
  needle: { stroke: "", fill: "M8 42L27 27L42 8L23 23Z" },
  // Barbs lean towards the tip on both sides of a curved spine, as a feather's vanes do.
  feather: {
    stroke: `${featherSpine}M17.8 30.9V22.4M25.2 22.6V14.1M17.8 30.9H24.5M25.2 22.6H31.9M33.6 14.7H39`,
    fill: "",
  },
  "feather filled": {
    stroke: "M10 41C11 24 23 11 41 9C39 27 26 39 10 41ZM10 41L41 9M18 33L17 26M25 26L24 18M32 19L31 13",
    fill: "",
  },
  knot: {
    stroke: "M9 25a16 11 0 1 0 32 0a16 11 0 1 0 -32 0ZM19 25a6 4 0 1 0 12 0a6 4 0 1 0 -12 0Z",
    fill: "",
  },
  // An angular opening: its outline, hatched inside.
  cavity: {
    stroke: "M13 14L31 8L42 21L36 39L19 42L8 28ZM13 25L24 14M15 33L31 17M22 37L36 23",
    fill: "",
  },
  chip: { stroke: girdleLine(19), fill: "M14 19A11 11 0 0 0 36 19Z" },
  bruise: { stroke: rays(8, 7, 16), fill: circle(25, 25, 3) },
  "etch channel": { stroke: "M8 18H33C41 18 43 21 43 25C43 29 41 32 33 32H8", fill: "" },
  "internal laser drill": {
    stroke: "M14 36C18 28 12 24 20 19S30 18 30 12S36 6 42 8",
    fill: circle(12, 39, 4),
  },
  "laser drill hole": { stroke: "M13 37L40 10", fill: circle(12, 38, 4.5) },
  "indented natural": { stroke: `${girdleLine(25)}M25 9L35 25L25 41L15 25Z`, fill: "" },
  "internal graining": { stroke: "M8 18Q25 8 42 18M8 28Q25 18 42 28M8 38Q25 28 42 38", fill: "" },
  "twinning wisp": {
    stroke: "M25 25a3 3 0 0 1 6 0a6 6 0 0 1 -12 0a9 9 0 0 1 18 0a12 12 0 0 1 -24 0",
    fill: "",
  },
  // External characteristics (blemishes).
  natural: { stroke: `${girdleLine(15)}M13 15L25 35L37 15M19 21H31M22 27H28`, fill: "" },
  "extra facet": { stroke: "M11 13H39L34 37H16ZM11 13L34 37", fill: "" },
  nick: { stroke: "M14 15L25 35L36 15", fill: "" },
  pit: { stroke: circle(25, 25, 11), fill: circle(25, 25, 4) },
  abrasion: { stroke: "M5 30L10 20L15 30L20 20L25 30L30 20L35 30L40 20L45 30", fill: "" },
  "polish lines": { stroke: "M7 23L23 7M9 33L33 9M17 41L41 17M27 43L43 27", fill: "" },
  scratch: { stroke: "M6 37L44 13", fill: "" },
  "surface graining": {
    stroke:
      "M6 16C12 10 18 22 25 16S38 10 44 16M6 26C12 20 18 32 25 26S38 20 44 26M6 36C12 30 18 42 25 36S38 30 44 36",
    fill: "",
  },
};

export function symbolPath(type: ImperfectionType): SymbolGlyph {
  return glyphs[type];
}
