import { z } from "zod";
import { caratText, gradeText, percentText } from "../certificates/card-text";
import { standardColorLetters } from "../options/color-templates";
import { imperfectionShapes } from "../options/shapes";
import { imperfectionDesignSchema } from "./imperfection-design";

// The printed grading pamphlet of a connected map (spec 002 §2 'Pamphlet / certificate print
// view'): the diamond's grading, its proportions, the plot with its key, and a QR code of the
// public certificate when the diamond has a certificate video.
export const pamphletDiamondSchema = z.object({
  id: z.string(),
  certificateNumber: z.string(),
  manufacturedAs: z.string(),
  shape: z.string(),
  measurements: z.string(),
  weight: z.number().nullable(),
  color: z.object({ template: z.string(), value: z.string(), asterisks: z.string() }),
  clarity: z.object({ value: z.string(), asterisks: z.string() }),
  cut: z.string(),
  polish: z.string(),
  symmetry: z.string(),
  fluorescence: z.string(),
  inscription: z.string(),
  certificateComments: z.string(),
  girdle: z.string(),
  depthPercent: z.number().nullable(),
  tablePercent: z.number().nullable(),
});
export type PamphletDiamond = z.infer<typeof pamphletDiamondSchema>;

export const pamphletSchema = z.object({
  id: z.string(),
  name: z.string(),
  shape: z.enum(imperfectionShapes),
  displayImperfectionIcons: z.boolean(),
  design: imperfectionDesignSchema,
  printed: z.boolean(),
  // The day the pamphlet shows: its print date once printed, otherwise today's.
  printDate: z.string().nullable(),
  proportionsUrl: z.string(),
  diamond: pamphletDiamondSchema,
  // The public certificate page, for the QR code; null when the diamond has no certificate video.
  publicCertificateUrl: z.string().nullable(),
});
export type Pamphlet = z.infer<typeof pamphletSchema>;

const isLabGrown = (diamond: Pick<PamphletDiamond, "manufacturedAs">) =>
  diamond.manufacturedAs === "Lab Grown";

export function pamphletTitle(diamond: Pick<PamphletDiamond, "manufacturedAs">): string {
  return isLabGrown(diamond) ? "Lab Grown diamond grading" : "NATURAL DIAMOND GRADING";
}

// A lab-grown report number reads 'LG…'; a number already written that way is not prefixed twice.
export function reportNumber(diamond: Pick<PamphletDiamond, "manufacturedAs" | "certificateNumber">): string {
  const number = diamond.certificateNumber;
  return isLabGrown(diamond) && !/^LG/i.test(number) ? `LG${number}` : number;
}

// The GIA names of the D-to-Z ranges; a fancy colour's family is its hue (the colour template).
const standardRanges: readonly [last: string, name: string][] = [
  ["F", "Colorless"],
  ["J", "Near Colorless"],
  ["M", "Faint"],
  ["R", "Very Light"],
  ["Z", "Light"],
];

export function colorFamilyName(color: PamphletDiamond["color"]): string {
  if (color.template !== "Standard") return color.template;
  const index = (standardColorLetters as readonly string[]).indexOf(color.value);
  if (index < 0) return "";
  const range = standardRanges.find(([last]) => index <= standardColorLetters.indexOf(last as "Z"));
  return range?.[1] ?? "";
}

export type PamphletRow = { label: string; value: string };

const filled = (rows: PamphletRow[]) => rows.filter((row) => row.value.trim() !== "");

// Grading results in the report's order; cut is graded for round stones only.
export function gradingRows(diamond: PamphletDiamond): PamphletRow[] {
  const family = colorFamilyName(diamond.color);
  const color = gradeText(diamond.color);
  return filled([
    { label: "Shape", value: diamond.shape },
    { label: "Measurements", value: diamond.measurements },
    { label: "Carat Weight", value: caratText(diamond.weight) },
    { label: "Color Grade", value: color && family ? `${color} — ${family}` : color },
    { label: "Clarity Grade", value: gradeText(diamond.clarity) },
    { label: "Cut Grade", value: diamond.shape.startsWith("Round") ? diamond.cut : "" },
    { label: "Polish", value: diamond.polish },
    { label: "Symmetry", value: diamond.symmetry },
    { label: "Fluorescence", value: diamond.fluorescence },
    { label: "Inscription", value: diamond.inscription },
    { label: "Comments", value: diamond.certificateComments },
  ]);
}

export function proportionRows(diamond: PamphletDiamond): PamphletRow[] {
  return filled([
    { label: "Girdle", value: diamond.girdle },
    { label: "Depth", value: percentText(diamond.depthPercent) },
    { label: "Table", value: percentText(diamond.tablePercent) },
  ]);
}

// GET /api/imperfections/:id/pamphlet: the pamphlet's data and its page, drawn by the server
// (pamphlet-page.ts) so the screen, the print and the PDF are one drawing.
export const pamphletAnswerSchema = z.object({ pamphlet: pamphletSchema, pageSvg: z.string() });
export type PamphletAnswer = z.infer<typeof pamphletAnswerSchema>;

export const pamphletPaperSizes = ["A4", "LETTER"] as const;
export type PamphletPaperSize = (typeof pamphletPaperSizes)[number];
export const pamphletPdfQuerySchema = z.object({ paper: z.enum(pamphletPaperSizes).default("A4") });
