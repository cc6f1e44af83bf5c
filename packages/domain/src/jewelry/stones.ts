import { z } from "zod";
import {
  blankClarity,
  blankColor,
  claritySchema,
  colorSchema,
  percentSchema,
  optionalText as text,
} from "../certificates/record-fields";
import { colorModes, DEFAULT_COLOR_CODE, DEFAULT_COLOR_MODE } from "../options/jewelry";

// The stones of a jewelry record (spec 001 §3.1): the main stone, the side stones and up to two
// center stones. Every field has a default, so `{}` is a blank stone. Types, shapes and grades
// are free text (attributes extend their lists); a weight is text as the spec keeps it ('1.01',
// '0.50 ctw'); measurements are checked and normalised by the checks (jewelry-checks.ts).

export const colorCodeSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, "A color code looks like #FFFFFF.")
  .overwrite((code) => code.toUpperCase())
  .default(DEFAULT_COLOR_CODE);
export const colorModeSchema = z.enum(colorModes).default(DEFAULT_COLOR_MODE);

const stoneFields = {
  type: text(60),
  shape: text(60),
  cut: text(40),
  weight: text(40),
  measurements: text(80),
  color: colorSchema.default(blankColor),
  clarity: claritySchema.default(blankClarity),
};

export const centerStoneSchema = z.object({
  ...stoneFields,
  polish: text(40),
  symmetry: text(40),
  table: percentSchema,
  depth: percentSchema,
});
export type CenterStone = z.infer<typeof centerStoneSchema>;

// The main stone has a second color and clarity (templates 2, 10, 11) and the color the video
// render lays over it.
export const mainStoneSchema = centerStoneSchema.extend({
  color2: colorSchema.default(blankColor),
  clarity2: claritySchema.default(blankClarity),
  colorCode: colorCodeSchema,
  colorMode: colorModeSchema,
});
export type MainStone = z.infer<typeof mainStoneSchema>;
export type MainStoneInput = z.input<typeof mainStoneSchema>;

export const sideStoneSchema = z.object({
  ...stoneFields,
  colorCode: colorCodeSchema,
  colorMode: colorModeSchema,
});
export type SideStone = z.infer<typeof sideStoneSchema>;

export const blankCenterStone = (): CenterStone => centerStoneSchema.parse({});
export const blankMainStone = (): MainStone => mainStoneSchema.parse({});
export const blankSideStone = (): SideStone => sideStoneSchema.parse({});
