import { z } from "zod";
import { certificateKeySchema } from "../certificates/certificate-key-schema";
import { messages } from "../messages";
import { type JewelrySave, jewelryTemplateIdSchema } from "./jewelry";
import { applyJewelryTemplate } from "./jewelry-template-rules";
import { colorCodeSchema, colorModeSchema } from "./stones";

// Settings defaulted for a client SKU (spec 001 §2.3, §3.2): the template and the render's color
// codes and modes. The editor saves them from a record and fills them into a record with that
// SKU on load; a mode not given is 'color', a code not given white (#FFFFFF).
export const skuDefaultsSchema = z.object({
  clientSku: certificateKeySchema(60).refine((sku) => sku !== "", messages.skuDefaultsNeedSku),
  templateId: jewelryTemplateIdSchema,
  mainStoneColorCode: colorCodeSchema,
  sideStoneColorCode: colorCodeSchema,
  mainStoneColorMode: colorModeSchema,
  sideStoneColorMode: colorModeSchema,
});
export type SkuDefaults = z.infer<typeof skuDefaultsSchema>;
export type SkuDefaultsInput = z.input<typeof skuDefaultsSchema>;

export function skuDefaultsFrom(record: JewelrySave): SkuDefaultsInput {
  return {
    clientSku: record.clientSku,
    templateId: record.templateId,
    mainStoneColorCode: record.mainStone.colorCode,
    sideStoneColorCode: record.sideStone.colorCode,
    mainStoneColorMode: record.mainStone.colorMode,
    sideStoneColorMode: record.sideStone.colorMode,
  };
}

// The record with its SKU's defaults; a different template applies as choosing it would
// (jewelry-template-rules.ts), `existing` saying whether the item was saved before.
export function applySkuDefaults(
  record: JewelrySave,
  defaults: SkuDefaults,
  options: { existing: boolean } = { existing: false },
): JewelrySave {
  const templated =
    record.templateId === defaults.templateId
      ? record
      : applyJewelryTemplate(record, defaults.templateId, options);
  return {
    ...templated,
    mainStone: {
      ...templated.mainStone,
      colorCode: defaults.mainStoneColorCode,
      colorMode: defaults.mainStoneColorMode,
    },
    sideStone: {
      ...templated.sideStone,
      colorCode: defaults.sideStoneColorCode,
      colorMode: defaults.sideStoneColorMode,
    },
  };
}
