import type { Jewelry, JewelrySaveInput, JewelrySaveResult } from "@loupe/domain/jewelry/jewelry";
import type { OrderLine } from "@loupe/domain/jewelry/jewelry-api";
import { gradedDiamondStone, jewelryFixture } from "@loupe/domain/jewelry/jewelry-fixture";
import type { SkuDefaults } from "@loupe/domain/jewelry/sku-defaults";
import type { Mock } from "vitest";
import { type Answer, answerCertificateEditorApi } from "../../../test/certificate-editor-api";
import { jsonResponse } from "../../../test/render";

export const jewelryId = "0190a7b4-0000-7000-8000-00000000000a";
export const clientId = "0197a000-0000-7000-8000-000000000001";

// A stored jewelry certificate (template 1 unless told) for the editor's tests.
export function storedJewelry(
  input: Partial<JewelrySaveInput> = {},
  changes: Partial<Jewelry> = {},
): Jewelry {
  const { jewelry } = jewelryFixture({
    templateId: 1,
    jewelryType: "Ring",
    certificateNumber: "JW1001",
    clientSku: "",
    clientId,
    mainStone: gradedDiamondStone,
    ...input,
  });
  return { ...jewelry, id: jewelryId, version: 3, ...changes };
}

// Answers the editor's reads (the record, attributes, company pick-lists, the order line's records,
// a SKU's defaults) and hands writes to `write`.
export function answerJewelryApi(
  fetchMock: Mock<typeof fetch>,
  options: {
    jewelry?: Jewelry;
    write?: Answer;
    // The other records of the order line as the server reads them (none unless told).
    orderLine?: OrderLine;
    skuDefaults?: SkuDefaults;
  } = {},
) {
  answerCertificateEditorApi(fetchMock, {
    attributes: { metal: ["Rose Steel"] },
    companies: () => [{ id: clientId, name: "Aurora Fine Jewelry", logoUrl: null, pinned: false }],
    write: options.write,
    read: (_init, url) => {
      if (url.pathname === "/api/jewelry/order-line")
        return jsonResponse(options.orderLine ?? { members: [], names: {} });
      const sku = options.skuDefaults;
      if (sku && url.pathname === `/api/jewelry/sku-defaults/${sku.clientSku}`) return jsonResponse(sku);
      // A SKU without defaults, as the server answers it.
      if (url.pathname.startsWith("/api/jewelry/sku-defaults/")) return jsonResponse(null);
      if (options.jewelry && url.pathname === `/api/jewelry/${options.jewelry.id}`)
        return jsonResponse(options.jewelry);
      return undefined;
    },
  });
}

export function saveResult(jewelry: Jewelry, changes: Partial<JewelrySaveResult> = {}): JewelrySaveResult {
  return { jewelry, orderLineUpdated: 0, spreadsheet: null, ...changes };
}

// Another record of an order line as the server reads it, at version 5.
export function orderLineMember(id: string, input: Partial<JewelrySaveInput>): OrderLine["members"][number] {
  const { saved } = jewelryFixture({
    templateId: 1,
    jewelryType: "Ring",
    clientSku: "",
    clientId,
    mainStone: gradedDiamondStone,
    ...input,
  });
  return { id, version: 5, certificateNumber: saved.certificateNumber, record: saved };
}

// A stored piece on order line ORD7-2 (inscription 'LASER 18K') whose saves the server takes.
export function answerStoredOnOrderLine(fetchMock: Mock<typeof fetch>): Jewelry {
  const jewelry = storedJewelry({ orderNumber: "ORD7", lineNumber: 2, inscription: "LASER 18K" });
  answerJewelryApi(fetchMock, {
    jewelry,
    write: () => jsonResponse(saveResult({ ...jewelry, version: 4 })),
  });
  return jewelry;
}
