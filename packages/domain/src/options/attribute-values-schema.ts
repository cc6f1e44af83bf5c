import { z } from "zod";

// What GET /api/attributes answers: each list's stored extra values (missing lists are empty).
export const attributeValuesSchema = z.object({
  attributes: z.record(z.string(), z.array(z.string())),
});
export type AttributeValues = z.infer<typeof attributeValuesSchema>["attributes"];
