import { z } from "zod";
import { maxPageSize } from "./constants";
import { type ListDefinition, parseSortText, sortText, sortTextPattern } from "./lists";

// The query every list endpoint takes, built from the list's one definition (lists.ts): the same
// sort rule the web reads its URL with, any page size up to the maximum.
export function listQuerySchema<Field extends string>(list: ListDefinition<Field>) {
  const { sortFields, defaultSort, pageSizes } = list;
  return z.object({
    limit: z.coerce.number().int().min(1).max(maxPageSize).default(pageSizes.default),
    // Room for a 120-character name key in any script, the id, the offset and the total.
    cursor: z.string().max(1000).optional(),
    direction: z.enum(["next", "prev"]).default("next"),
    sort: z
      .string()
      .regex(sortTextPattern, "sort must look like field:asc or field:desc")
      .refine((value) => parseSortText(value, sortFields) !== null, {
        message: `sort field must be one of ${sortFields.join(", ")}`,
      })
      .default(sortText(defaultSort)),
  });
}
