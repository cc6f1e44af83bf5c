import { describe, expect, it } from "vitest";
import { jewelrySaveSchema } from "./jewelry";
import {
  applyOrderLineUpdate,
  hasOrderLine,
  orderLineInscription,
  orderLineOwnFields,
  orderLineSharedFields,
  orderLineText,
  orderLineUpdate,
} from "./order-line";

const saved = jewelrySaveSchema.parse({
  templateId: 16,
  jewelryType: "Ring",
  certificateNumber: "JW100",
  clientSku: "SKU-A",
  sku: "A-1",
  stockNumber: "ST-1",
  itemNumber: "IT-1",
  orderNumber: "ORD7",
  lineNumber: 2,
  purchaseOrder: "PO1",
  trackingNumber: "1Z999",
  clientId: "0190a7b4-0000-7000-8000-000000000001",
  metal: "18K White Gold",
  inscription: "JW100",
  description: "Halo ring",
  mainStone: { type: "Ruby", shape: "Oval", weight: "2.01" },
  hasSideStones: true,
  sideStone: { type: "Diamond", weight: "0.40" },
  certificateVideoFileId: "0190a7b4-0000-7000-8000-000000000002",
  outputFileName: "JW100",
  renderStatus: "ready",
  qaStatus: "Passed",
  retailPrice: 4200,
  totalCertPrice: 45,
  totalCertCost: 12,
  cardCertPrinted: true,
});

const sibling = jewelrySaveSchema.parse({
  templateId: 1,
  certificateNumber: "JW101",
  clientSku: "SKU-B",
  sku: "B-1",
  stockNumber: "ST-2",
  itemNumber: "IT-2",
  orderNumber: "ORD7",
  lineNumber: 2,
  purchaseOrder: "PO2",
  trackingNumber: "1Z111",
  inscription: "JW101",
  certificateVideoFileId: "0190a7b4-0000-7000-8000-000000000003",
  outputFileName: "JW101",
  isStolen: true,
  qaStatus: "Failed",
  retailPrice: 10,
});

describe("an order line's update (spec 001 §7.1, decision 0009)", () => {
  it("names every field of the record once, as shared or as the record's own", () => {
    const listed = [...orderLineSharedFields, ...orderLineOwnFields];
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(Object.keys(jewelrySaveSchema.shape).sort());
  });

  it("gives a sibling the saved grading data and 'Video Illustration'", () => {
    const updated = applyOrderLineUpdate(sibling, orderLineUpdate(saved));
    expect(updated).toMatchObject({
      templateId: 16,
      jewelryType: "Ring",
      clientId: saved.clientId,
      metal: "18K White Gold",
      description: "Halo ring",
      mainStone: saved.mainStone,
      hasSideStones: true,
      sideStone: saved.sideStone,
      inscription: orderLineInscription,
    });
    expect(orderLineInscription).toBe("Video Illustration");
  });

  it("leaves the sibling its numbers, SKUs, tracking, video, shipping and billing", () => {
    const updated = applyOrderLineUpdate(sibling, orderLineUpdate(saved));
    for (const field of orderLineOwnFields.filter((field) => field !== "inscription")) {
      expect(updated[field], field).toEqual(sibling[field]);
    }
    expect(updated).toMatchObject({
      certificateNumber: "JW101",
      clientSku: "SKU-B",
      stockNumber: "ST-2",
      trackingNumber: "1Z111",
      certificateVideoFileId: sibling.certificateVideoFileId,
      qaStatus: "Failed",
      retailPrice: 10,
      isStolen: true,
    });
  });

  it("copies the stones, so a later change to the saved record does not reach the sibling", () => {
    const patch = orderLineUpdate(saved);
    saved.mainStone.shape = "Pear";
    expect(patch.mainStone.shape).toBe("Oval");
    saved.mainStone.shape = "Oval";
  });

  it("applies only to records with an order number and a line number", () => {
    expect(hasOrderLine(saved)).toBe(true);
    expect(hasOrderLine({ orderNumber: "ORD7", lineNumber: null })).toBe(false);
    expect(hasOrderLine({ orderNumber: "", lineNumber: 2 })).toBe(false);
  });

  it("reads as order-line", () => {
    expect(orderLineText("ORD7", 2)).toBe("ORD7-2");
    expect(orderLineText("ORD7", null)).toBe("ORD7");
    expect(orderLineText("", 3)).toBe("");
  });
});
