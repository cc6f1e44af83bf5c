import { z } from "zod";
import { listQuerySchema } from "../list-query-schema";
import { messages } from "../messages";
import { imperfectionTypes } from "../options/imperfection-types";
import { imperfectionShapes } from "../options/shapes";
import { pageSchema } from "../paging";
import { imperfectionDesignSchema } from "./imperfection-design";
import { imperfectionList, imperfectionStatusFilters } from "./imperfection-list";

// The imperfections area's API (spec 002 §2, §4, §7), one schema per body, query and answer.
// Routes: GET/POST /api/imperfections, GET/PUT/DELETE /api/imperfections/:id,
// POST /api/imperfections/:id/proportions (an image, checked by content),
// PUT/DELETE /api/imperfections/:id/connection, GET /api/imperfections/diamond-options,
// GET /api/imperfections/totals.

export const imperfectionNameMaxLength = 120;

// A comma-separated list in the query string ('Round,Oval'); each entry must be one of `options`.
function commaList<const Options extends readonly [string, ...string[]]>(options: Options, field: string) {
  return z
    .string()
    .max(1000)
    .transform((text) => text.split(",").filter((entry) => entry !== ""))
    .pipe(z.array(z.enum(options, `${field} must be one of ${options.join(", ")}`)).max(options.length));
}

const imperfectionFilterFields = z.object({
  // Matches any part of the map's name, whatever the case.
  search: z.string().trim().max(imperfectionNameMaxLength).optional(),
  createdFrom: z.iso.datetime({ offset: true }).optional(),
  createdTo: z.iso.datetime({ offset: true }).optional(),
  shapes: commaList(imperfectionShapes, "shapes").optional(),
  // Maps that show any of these characteristics.
  imperfections: commaList(imperfectionTypes, "imperfections").optional(),
  status: z.enum(imperfectionStatusFilters).optional(),
});

export const imperfectionListQuerySchema = listQuerySchema(imperfectionList)
  .extend(imperfectionFilterFields.shape)
  .refine(
    ({ createdFrom, createdTo }) =>
      !createdFrom || !createdTo || Date.parse(createdFrom) <= Date.parse(createdTo),
    { message: "createdTo cannot be before createdFrom", path: ["createdTo"] },
  );
export type ImperfectionListQuery = z.infer<typeof imperfectionListQuerySchema>;

// The diamond a map is connected to, as the list's Connect column and the details modal show it.
export const connectedDiamondSchema = z.object({
  id: z.string(),
  certificateNumber: z.string(),
  shape: z.string(),
  weight: z.number().nullable(),
  colorValue: z.string(),
  clarityValue: z.string(),
  manufacturedAs: z.string(),
  connectedAt: z.string(),
});
export type ConnectedDiamond = z.infer<typeof connectedDiamondSchema>;

export const imperfectionListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  shape: z.enum(imperfectionShapes),
  imperfections: z.array(z.enum(imperfectionTypes)),
  printed: z.boolean(),
  printDate: z.string().nullable(),
  // The rendered plot (PNG, print size) and the proportions image, as URLs to GET; null = none yet.
  imageUrl: z.string().nullable(),
  proportionsUrl: z.string().nullable(),
  proportionsAddedAt: z.string().nullable(),
  diamond: connectedDiamondSchema.nullable(),
  created: z.string(),
  lastEdited: z.string(),
  version: z.number().int(),
});
export type ImperfectionListItem = z.infer<typeof imperfectionListItemSchema>;

export const imperfectionPageSchema = pageSchema(imperfectionListItemSchema);

// One map as the editor opens it: the list's fields and its design, exactly as saved.
export const imperfectionSchema = imperfectionListItemSchema.extend({
  displayImperfectionIcons: z.boolean(),
  design: imperfectionDesignSchema,
});
export type Imperfection = z.infer<typeof imperfectionSchema>;

// Save Image (create: POST without version; update: PUT with the version it was read at).
export const imperfectionSaveSchema = z
  .object({
    name: z.string().trim().min(1, messages.imperfectionNameRequired).max(imperfectionNameMaxLength),
    shape: z.enum(imperfectionShapes),
    displayImperfectionIcons: z.boolean(),
    design: imperfectionDesignSchema,
    version: z.number().int().optional(),
  })
  .strict();
export type ImperfectionSave = z.infer<typeof imperfectionSaveSchema>;

// Connect by certificate number: the connect popup searches, then sends the chosen diamond's id.
export const imperfectionConnectSchema = z
  .object({ diamondId: z.uuid("diamondId must be a diamond's id") })
  .strict();

export const diamondOptionsQuerySchema = z.object({
  search: z.string().trim().min(1).max(40),
});
export const diamondOptionSchema = z.object({
  id: z.string(),
  certificateNumber: z.string(),
  shape: z.string(),
  weight: z.number().nullable(),
  // The map this diamond is connected to now, if any (connecting moves it to the new map).
  imperfectionId: z.string().nullable(),
});
export type DiamondOption = z.infer<typeof diamondOptionSchema>;

// The signed-in user's counters (spec 002 §3 diamond_imperfection_total), exact at every moment.
export const imperfectionTotalsSchema = z.object({
  total: z.number().int(),
  drafts: z.number().int(),
  completed: z.number().int(),
});
export type ImperfectionTotals = z.infer<typeof imperfectionTotalsSchema>;
