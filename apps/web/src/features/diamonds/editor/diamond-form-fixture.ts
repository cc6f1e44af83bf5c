import type { Diamond, DiamondSaveResult } from "@loupe/domain/diamonds/diamond";
import type { Mock } from "vitest";
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
    shape: "Round",
    weight: 1.02,
    cut: "Excellent",
    polish: "Excellent",
    symmetry: "Very Good",
    fluorescence: "None",
    girdle: "M",
    measurements: "6.41 x 6.43 x 3.97 mm",
    table: 57,
    depth: 61.8,
    color: { template: "Standard", value: "G", asterisks: "" },
    clarity: { value: "VS1", asterisks: "*" },
    description: "",
    certificateComments: "",
    manufacturedAs: "Lab Grown",
    client: { id: clientId, name: "Aurora Jewelers", logoUrl: null },
    customer: null,
    certificateVideo: null,
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

type Answer = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

// Answers the form's reads (the record, attributes, company pick-lists) and hands writes to `write`.
export function answerDiamondApi(
  fetchMock: Mock<typeof fetch>,
  options: { diamond?: Diamond; write?: Answer; read?: Answer } = {},
) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    if (method !== "GET") return options.write ? options.write(init, url) : jsonResponse({}, 500);
    if (url.pathname === "/api/attributes") return jsonResponse({ attributes: { girdle: ["Thin"] } });
    if (url.pathname === "/api/companies/options") {
      const kind = url.searchParams.get("kind");
      const items =
        kind === "client"
          ? [{ id: clientId, name: "Aurora Jewelers", logoUrl: null, pinned: false }]
          : [{ id: customerId, name: "Venue Retail", logoUrl: null, pinned: false }];
      return jsonResponse({ items });
    }
    if (options.read) return options.read(init, url);
    if (options.diamond && url.pathname === `/api/diamonds/${options.diamond.id}`) {
      return jsonResponse(options.diamond);
    }
    return jsonResponse({ status: 404, title: "Not Found", detail: "Not found" }, 404);
  });
}

export function saveResult(diamond: Diamond, spreadsheet: DiamondSaveResult["spreadsheet"] = null) {
  return { diamond, spreadsheet } satisfies DiamondSaveResult;
}
