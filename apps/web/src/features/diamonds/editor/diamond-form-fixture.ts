import { roundGradingFixture } from "@loupe/domain/certificates/round-grading-fixture";
import type { Diamond, DiamondSaveResult } from "@loupe/domain/diamonds/diamond";
import type { Mock } from "vitest";
import { type Answer, answerCertificateEditorApi } from "../../../test/certificate-editor-api";
import { jsonResponse } from "../../../test/render";

export const clientId = "0197a000-0000-7000-8000-000000000001";
export const customerId = "0197a000-0000-7000-8000-000000000002";

// A stored diamond (template 1, complete) for the tests of the diamond form.
export function diamondFixture(changes: Partial<Diamond> = {}): Diamond {
  return {
    id: "d1",
    templateId: 1,
    template: { id: 1, name: "Everything" },
    certificateNumber: "LG1001",
    clientSku: "SKU-1",
    stockNumber: "",
    price: null,
    inscription: "",
    ...roundGradingFixture,
    weight: 1.02,
    fluorescence: "None",
    girdle: "M",
    description: "",
    certificateComments: "",
    manufacturedAs: "Lab Grown",
    client: { id: clientId, name: "Aurora Jewelers", logoUrl: null },
    customer: null,
    certificateVideo: null,
    cardCertPrinted: false,
    cardPrintedAt: null,
    cardPrintedBy: "",
    imperfectionUrl: "",
    orderNumber: "",
    lineNumber: "",
    publicPath: "/c/diamond/LG1001",
    newlyAdded: false,
    updateSpreadsheet: true,
    addedBarcode: false,
    incomplete: false,
    views: 0,
    created: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    version: 4,
    ...changes,
  };
}

// Answers the form's reads (the record, attributes, company pick-lists) and hands writes to `write`.
export function answerDiamondApi(
  fetchMock: Mock<typeof fetch>,
  options: { diamond?: Diamond; write?: Answer; read?: Answer } = {},
) {
  answerCertificateEditorApi(fetchMock, {
    attributes: { girdle: ["Thin"] },
    companies: (kind) =>
      kind === "client"
        ? [{ id: clientId, name: "Aurora Jewelers", logoUrl: null, pinned: false }]
        : [{ id: customerId, name: "Venue Retail", logoUrl: null, pinned: false }],
    write: options.write,
    read: (init, url) => {
      if (options.read) return options.read(init, url);
      if (options.diamond && url.pathname === `/api/diamonds/${options.diamond.id}`) {
        return jsonResponse(options.diamond);
      }
      return undefined;
    },
  });
}

export function saveResult(diamond: Diamond, spreadsheet: DiamondSaveResult["spreadsheet"] = null) {
  return { diamond, spreadsheet } satisfies DiamondSaveResult;
}
