import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { jewelrySaveSchema } from "./jewelry";
import { applySkuDefaults, skuDefaultsFrom, skuDefaultsSchema } from "./sku-defaults";

const record = jewelrySaveSchema.parse({
  templateId: 15,
  clientSku: "SKU-RUBY",
  mainStone: { type: "Ruby", colorCode: "#E0115F", colorMode: "multiply" },
  sideStone: { type: "Diamond", colorCode: "#FFFFFF", colorMode: "screen" },
});

describe("settings defaulted by client SKU (spec 001 §2.3, §3.2)", () => {
  it("stores a record's template, color codes and modes under its SKU", () => {
    expect(skuDefaultsSchema.parse(skuDefaultsFrom(record))).toEqual({
      clientSku: "SKU-RUBY",
      templateId: 15,
      mainStoneColorCode: "#E0115F",
      sideStoneColorCode: "#FFFFFF",
      mainStoneColorMode: "multiply",
      sideStoneColorMode: "screen",
    });
  });

  it("defaults the mode to 'color' and the code to white", () => {
    const defaults = skuDefaultsSchema.parse({ clientSku: "sku 1", templateId: 3 });
    expect(defaults).toEqual({
      clientSku: "SKU1",
      templateId: 3,
      mainStoneColorCode: "#FFFFFF",
      sideStoneColorCode: "#FFFFFF",
      mainStoneColorMode: "color",
      sideStoneColorMode: "color",
    });
  });

  it("needs a client SKU", () => {
    const result = skuDefaultsSchema.safeParse({ clientSku: "  ", templateId: 3 });
    expect(result.error?.issues[0]?.message).toBe(messages.skuDefaultsNeedSku);
  });

  it("fills a record with its SKU's defaults, applying the template as choosing it would", () => {
    const fresh = jewelrySaveSchema.parse({ templateId: 1, clientSku: "SKU-RUBY", hasSideStones: false });
    const defaults = skuDefaultsSchema.parse({ ...skuDefaultsFrom(record), templateId: 20 });
    const filled = applySkuDefaults(fresh, defaults);
    expect(filled.templateId).toBe(20);
    expect(filled.hasSideStones).toBe(true);
    expect(filled.mainStone).toMatchObject({ colorCode: "#E0115F", colorMode: "multiply" });
    expect(filled.sideStone).toMatchObject({ colorCode: "#FFFFFF", colorMode: "screen" });
    expect(applySkuDefaults(fresh, { ...defaults, templateId: 4 }).centerStones).toHaveLength(2);
    expect(
      applySkuDefaults(fresh, { ...defaults, templateId: 4 }, { existing: true }).centerStones,
    ).toHaveLength(1);
  });
});
