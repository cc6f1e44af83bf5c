import { z } from "zod";
import { imperfectionTypes } from "../options/imperfection-types";
import { imperfectionCanvas } from "./imperfection-canvas";
import { symbolColor } from "./imperfection-symbols";

// The stored design of a plot (spec 002 §3 canvas_design_data.canvas_data): the app's own data,
// never a canvas library's dump, so the editor, the SVG renderer and the server read one format.
// A symbol sits at (left, top), its top-left corner before rotation, in canvas units
// (540 × 277.776); width and height are its unscaled size; angle is degrees clockwise about
// that corner (the spec's items have no angle: the editor rotates, so we keep it).
const coordinate = z
  .number()
  .finite()
  .min(-imperfectionCanvas.width)
  .max(2 * imperfectionCanvas.width);
const size = z.number().finite().positive().max(imperfectionCanvas.width);
const scale = z.number().finite().min(0.05).max(20);

export const designSymbolSchema = z
  .object({
    label: z.enum(imperfectionTypes),
    fill: z.string(),
    left: coordinate,
    top: coordinate,
    width: size,
    height: size,
    scaleX: scale,
    scaleY: scale,
    angle: z.number().finite().min(-360).max(360).default(0),
  })
  .strict()
  .refine((symbol) => symbol.fill === symbolColor(symbol.label), {
    message: "A symbol's fill must be its characteristic's colour (red internal, green external)",
    path: ["fill"],
  });
export type DesignSymbol = z.infer<typeof designSymbolSchema>;

export const imperfectionDesignSchema = z
  .object({ canvas_data: z.array(designSymbolSchema).max(imperfectionCanvas.maxSymbols) })
  .strict();
export type ImperfectionDesign = z.infer<typeof imperfectionDesignSchema>;

// A new symbol as the editor adds it (spec 002 §9: top 138.888, left 330, size 50).
export function newDesignSymbol(label: DesignSymbol["label"]): DesignSymbol {
  const { newSymbolLeft, newSymbolTop, symbolSize } = imperfectionCanvas;
  return {
    label,
    fill: symbolColor(label),
    left: newSymbolLeft,
    top: newSymbolTop,
    width: symbolSize,
    height: symbolSize,
    scaleX: 1,
    scaleY: 1,
    angle: 0,
  };
}

// The characteristics a design shows, each once, in the order first placed (the list's
// Imperfection icons and filter, spec 002 §3 'imperfections').
export function designImperfections(design: ImperfectionDesign): DesignSymbol["label"][] {
  return [...new Set(design.canvas_data.map((symbol) => symbol.label))];
}
