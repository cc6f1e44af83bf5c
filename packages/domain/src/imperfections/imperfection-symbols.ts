import type { ImperfectionType } from "../options/imperfection-types";

// Which characteristics are inside the stone (inclusions, drawn red) and which are on its surface
// (blemishes, drawn green), after the grading reports' key to symbols (spec 002 §2 'Pamphlet').
export type SymbolSide = "internal" | "external";

export const symbolSides: Readonly<Record<ImperfectionType, SymbolSide>> = {
  abrasion: "external",
  bruise: "internal",
  cavity: "internal",
  chip: "internal",
  cloud: "internal",
  crystal: "internal",
  "etch channel": "internal",
  "extra facet": "external",
  feather: "internal",
  "feather filled": "internal",
  "indented natural": "internal",
  "internal graining": "internal",
  "internal laser drill": "internal",
  knot: "internal",
  "laser drill hole": "internal",
  natural: "external",
  needle: "internal",
  nick: "external",
  pinpoint: "internal",
  pit: "external",
  "polish lines": "external",
  scratch: "external",
  "surface graining": "external",
  "twinning wisp": "internal",
};

// Red and green of the key to symbols, dark enough to read on white paper and on screen (4.5:1).
export const symbolColors: Readonly<Record<SymbolSide, string>> = {
  internal: "#c92a2a",
  external: "#2b8a3e",
};

export function symbolColor(type: ImperfectionType): string {
  return symbolColors[symbolSides[type]];
}
