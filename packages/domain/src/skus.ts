import { z } from "zod";

// One certificate in an SKU list (administrator, client and customer reports, spec 002).
export const skuRowSchema = z.object({
  id: z.string(),
  serial: z.string(),
  price: z.number().nullable(),
  type: z.enum(["Diamond", "Jewelry"]),
  created: z.string().nullable(),
  url: z.string(),
  editPath: z.string(),
});
export type SkuRow = z.infer<typeof skuRowSchema>;
