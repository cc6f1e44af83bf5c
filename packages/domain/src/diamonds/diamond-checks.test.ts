import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { diamondSaveSchema } from "./diamond";
import { checkDiamond, isDiamondIncomplete, missingDiamondFields } from "./diamond-checks";

const base = diamondSaveSchema.parse({
  templateId: 6,
  certificateNumber: "LG1",
  shape: "Round",
  weight: 0.5,
  color: { template: "Standard", value: "D", asterisks: "" },
  clarity: { value: "VS1", asterisks: "" },
});

describe("the diamond form's checks (spec 000 §5)", () => {
  it("passes a complete template-6 record", () => {
    expect(checkDiamond(base)).toBeNull();
    expect(isDiamondIncomplete(base)).toBe(false);
  });

  it("asks for a client SKU or a certificate number first", () => {
    const problem = checkDiamond({ ...base, certificateNumber: "", clientSku: "", shape: "" });
    expect(problem?.detail).toBe(messages.missingSkuAndCertificate);
  });

  it("accepts a client SKU alone", () => {
    expect(checkDiamond({ ...base, certificateNumber: "", clientSku: "SKU-1" })).toBeNull();
  });

  it("marks every missing required field with 'Missing Field'", () => {
    const problem = checkDiamond({ ...base, weight: null, color: { ...base.color, value: "" } });
    expect(problem).toEqual({
      detail: messages.missingRequiredFieldsAlert,
      errors: [
        { field: "weight", message: messages.missingField },
        { field: "color", message: messages.missingField },
      ],
    });
  });

  it("does not ask for fields the template hides", () => {
    expect(missingDiamondFields({ ...base, polish: "", table: null })).toEqual([]);
    expect(missingDiamondFields({ ...base, templateId: 2, polish: "", table: null })).toEqual(
      expect.arrayContaining(["polish", "table", "fluorescence", "symmetry", "depth"]),
    );
  });

  it("treats whitespace as empty", () => {
    expect(missingDiamondFields({ ...base, shape: "   " })).toEqual(["shape"]);
  });

  it("reports a bad measurement with the spec's text", () => {
    expect(checkDiamond({ ...base, measurements: "1 x 2" })?.detail).toBe(
      messages.measurementsNeedThreeDimensions,
    );
  });

  it("caps description and comments at 300 characters", () => {
    const result = diamondSaveSchema.safeParse({ ...base, description: "x".repeat(301) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(messages.textOverLimit);
  });
});
