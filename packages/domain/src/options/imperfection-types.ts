// Imperfection symbol types, in spec 000 §3's order. Spec 002 lists 23 names (no "etch channel");
// we keep the 24 of spec 000 because it has an image for each.
export const imperfectionTypes = [
  "abrasion",
  "bruise",
  "cavity",
  "chip",
  "cloud",
  "crystal",
  "etch channel",
  "extra facet",
  "feather",
  "feather filled",
  "indented natural",
  "internal graining",
  "internal laser drill",
  "knot",
  "laser drill hole",
  "natural",
  "needle",
  "nick",
  "pinpoint",
  "pit",
  "polish lines",
  "scratch",
  "surface graining",
  "twinning wisp",
] as const;
export type ImperfectionType = (typeof imperfectionTypes)[number];
