import { type Jewelry, type JewelrySave, type JewelrySaveInput, jewelrySaveSchema } from "./jewelry";
import type { MainStoneInput } from "./stones";

// A graded round diamond as a template-1 ring's main stone, for the tests of every layer; tests
// override what they are about.
export const gradedDiamondStone = {
  type: "Diamond",
  shape: "Round",
  cut: "Excellent",
  polish: "Excellent",
  symmetry: "Very Good",
  weight: "1.01",
  color: { template: "Standard", value: "G", asterisks: "" },
  clarity: { value: "VS1", asterisks: "" },
} satisfies MainStoneInput;

// A jewelry record as the API answers it, for the domain's tests.
export function jewelryFixture(input: JewelrySaveInput): { saved: JewelrySave; jewelry: Jewelry } {
  const saved = jewelrySaveSchema.parse(input);
  const { clientId, customerId, customerLogoFileId, certificateVideoFileId, ...fields } = saved;
  const jewelry: Jewelry = {
    ...fields,
    id: "0190a7b4-0000-7000-8000-00000000000a",
    productType: "Jewelry",
    template: { id: saved.templateId, name: "Template" },
    client: clientId ? { id: clientId, name: "Aurora Fine Jewelry", logoUrl: null } : null,
    customer: customerId ? { id: customerId, name: "Blue Nile" } : null,
    customerLogo: null,
    certificateVideo: certificateVideoFileId
      ? { id: certificateVideoFileId, name: "JW_001.mp4", url: `/c/media/${certificateVideoFileId}` }
      : null,
    publicPath: null,
    coloredStone: true,
    newlyAdded: false,
    updateSpreadsheet: true,
    addedBarcode: false,
    incomplete: false,
    hasBeenShipped: false,
    shippedOn: null,
    processedBy: "",
    customItem: false,
    cardCertPrinted: false,
    cardPrintedAt: null,
    cardPrintedBy: "",
    views: 0,
    created: "2026-03-04T15:00:00.000Z",
    updatedAt: "2026-03-04T15:00:00.000Z",
    version: 1,
  };
  return { saved, jewelry };
}
