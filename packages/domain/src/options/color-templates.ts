// Color templates (families) and their grades (spec 000 §3, 001 §3.3, 002 §3).

export const colorTemplateNames = [
  "Standard",
  "Blue",
  "Brown",
  "Green",
  "Pink",
  "Yellow",
  "Yellow-Orange",
  "Black",
  "Red",
  "Purplish-Red",
] as const;
export type ColorTemplateName = (typeof colorTemplateNames)[number];

export type ColorProduct = "diamond" | "jewelry";

export function isColorTemplateName(value: string): value is ColorTemplateName {
  return (colorTemplateNames as readonly string[]).includes(value);
}

// Standard grades are the GIA letters. The diamond form lists them from Z down to D (spec 000); the
// jewelry editor from D to Z followed by a few color words (spec 001).
export const standardColorLetters = [
  "D",
  "E",
  "F",
  "G",
  "H",
  "I",
  "J",
  "K",
  "L",
  "M",
  "N",
  "O",
  "P",
  "Q",
  "R",
  "S",
  "T",
  "U",
  "V",
  "W",
  "X",
  "Y",
  "Z",
] as const;
export type StandardColorLetter = (typeof standardColorLetters)[number];

export const diamondStandardColorGrades: readonly StandardColorLetter[] = [...standardColorLetters].reverse();

export const jewelryStandardColorGrades = [
  ...standardColorLetters,
  "Blue",
  "Black",
  "Champagne",
  "Yellow",
  "Brown",
] as const;

// GIA fancy-color grade words, lightest to strongest.
const fullFancyGrades = [
  "Faint",
  "Very Light",
  "Light",
  "Fancy Light",
  "Fancy",
  "Fancy Intense",
  "Fancy Vivid",
  "Fancy Deep",
  "Fancy Dark",
] as const;
// Yellowish stones lighter than Fancy Light are graded on the D-Z scale, so these families start there.
const yellowishGrades = [
  "Fancy Light",
  "Fancy",
  "Fancy Intense",
  "Fancy Vivid",
  "Fancy Deep",
  "Fancy Dark",
] as const;
// Red has no light grades: a light red stone is graded pink.
const redGrades = ["Fancy", "Fancy Intense", "Fancy Vivid", "Fancy Deep", "Fancy Dark"] as const;

export const brownColorGrades = ["C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8"] as const;
export const blackColorGrades = ["A", "AA", "AAA", "AAAA"] as const;

const fancyColorGrades: Readonly<Record<Exclude<ColorTemplateName, "Standard">, readonly string[]>> = {
  Blue: fullFancyGrades,
  Brown: brownColorGrades,
  Green: fullFancyGrades,
  Pink: fullFancyGrades,
  Yellow: yellowishGrades,
  "Yellow-Orange": yellowishGrades,
  Black: blackColorGrades,
  Red: redGrades,
  "Purplish-Red": redGrades,
};

// Brown and Black have no key code in the spec: their scales (C1-C8, A-AAAA) are used by no other
// family, so a value already tells its family and needs no marker.
export const colorKeyCodes: Readonly<Record<ColorTemplateName, string | null>> = {
  Standard: null,
  Blue: "_B_",
  Brown: null,
  Green: "_G_",
  Pink: "_P_",
  Yellow: "_Y_",
  "Yellow-Orange": "_YO_",
  Black: null,
  Red: "_R_",
  "Purplish-Red": "_PR_",
};

export function colorGradesFor(
  template: ColorTemplateName,
  product: ColorProduct = "diamond",
): readonly string[] {
  if (template !== "Standard") return fancyColorGrades[template];
  return product === "jewelry" ? jewelryStandardColorGrades : diamondStandardColorGrades;
}
