import { z } from "zod";

// One certificate in an SKU list (administrator, client and customer reports, spec 002).
export const skuRowSchema = z.object({
  id: z.string(),
  // The report's serial: the certificate number, or the client SKU until there is one.
  serial: z.string(),
  certificateNumber: z.string(),
  clientSku: z.string(),
  // Imported with fields still missing: shown in red until someone completes it (spec 000 §8).
  incomplete: z.boolean(),
  price: z.number().nullable(),
  type: z.enum(["Diamond", "Jewelry"]),
  created: z.string().nullable(),
  url: z.string(),
  editPath: z.string(),
});
export type SkuRow = z.infer<typeof skuRowSchema>;
