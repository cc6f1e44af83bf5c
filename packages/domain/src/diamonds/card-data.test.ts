import { describe, expect, it } from "vitest";
import { roundGradingFixture } from "../certificates/round-grading-fixture";
import { diamondTemplates } from "../options/diamond-templates";
import { diamondCardData } from "./card-data";
import { type Diamond, type DiamondSaveInput, diamondSaveSchema } from "./diamond";
import { isFieldVisible } from "./diamond-fields";

function diamondOn(input: DiamondSaveInput): Diamond {
  const { clientId, customerId, certificateVideoFileId, ...fields } = diamondSaveSchema.parse(input);
  return {
    ...fields,
    id: "0190a7b4-0000-7000-8000-00000000000d",
    template: { id: fields.templateId, name: "Template" },
    client: null,
    customer: null,
    certificateVideo: null,
    publicPath: null,
    newlyAdded: false,
    updateSpreadsheet: true,
    addedBarcode: false,
    cardCertPrinted: false,
    cardPrintedAt: null,
    cardPrintedBy: "",
    incomplete: false,
    views: 0,
    created: "2026-03-04T15:00:00.000Z",
    updatedAt: "2026-03-04T15:00:00.000Z",
    version: 1,
  };
}

// Every diamond template shows shape, weight, color and clarity (spec 000 §5), and the card is the
// spec's fixed body (000 §7): the same keys on each, nothing of the grades the card leaves out.
describe("the diamond card's body per template (spec 000 §7, docs/card-printer.md)", () => {
  it("covers the 6 templates", () => {
    expect(diamondTemplates.map((template) => template.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it.each(diamondTemplates.map((template) => [template.id, template.name] as const))(
    "template %i (%s) sends shape, weight, color and clarity",
    (templateId, _name) => {
      for (const field of ["shape", "weight", "color", "clarity"] as const) {
        expect(isFieldVisible(templateId, field)).toBe(true);
      }
      const diamond = diamondOn({
        ...roundGradingFixture,
        templateId,
        certificateNumber: "LG1",
        clientSku: "SKU-1",
        weight: 1.02,
        color: { template: "Standard", value: "F", asterisks: "**" },
        description: "Round brilliant",
        certificateComments: "Laser inscription verified",
      });
      expect(diamondCardData(diamond)).toEqual({
        CertNum: "LG1",
        CertificateComments: "Laser inscription verified",
        Description: "Round brilliant",
        ImageURL: "",
        Shape: "Round",
        Weight: "1.02ct",
        Clarity: "VS1*",
        Color: "F**",
        Type: "Diamond",
        ClientSKU: "SKU-1",
      });
    },
  );

  it("sends an empty weight when none is recorded", () => {
    expect(diamondCardData(diamondOn({ templateId: 6, weight: null })).Weight).toBe("");
  });
});
