import type { JewelrySave } from "./jewelry";

// An order line is the set of jewelry records with the same order number and line number: items
// made alike, graded once. On plain Save every record of the saved one's line takes its grading
// data (spec 001 §7.1; decision 0009), each keeping what is its own.

// Taken from the saved record: the template, the piece and its stones, the texts, the companies.
export const orderLineSharedFields = [
  "templateId",
  "jewelryType",
  "clientId",
  "customerId",
  "customerLogoFileId",
  "metal",
  "measurement",
  "description",
  "certificateComments",
  "cardDescription",
  "mainStone",
  "hasSideStones",
  "sideStone",
  "isMultipleCenterStones",
  "centerStones",
] as const satisfies readonly (keyof JewelrySave)[];
export type OrderLineSharedField = (typeof orderLineSharedFields)[number];

// Never taken from another record: numbers and SKUs, tracking, the video and its render, shipping
// and billing, the stolen flag. The inscription becomes 'Video Illustration' instead.
export const orderLineOwnFields = [
  "certificateNumber",
  "clientSku",
  "sku",
  "stockNumber",
  "itemNumber",
  "orderNumber",
  "lineNumber",
  "purchaseOrder",
  "trackingNumber",
  "inscription",
  "certificateVideoFileId",
  "outputFileName",
  "usingCertAsOutputFileName",
  "renderStatus",
  "isStolen",
  "qaStatus",
  "retailPrice",
  "totalCertPrice",
  "totalCertCost",
] as const satisfies readonly (keyof JewelrySave)[];

// Spec 001 §7.1: "'Video Illustration' is set as Inscription on all records with the same order
// and line": the video shows one item of the line, the others are illustrated by it.
export const orderLineInscription = "Video Illustration";

export type OrderLinePatch = Pick<JewelrySave, OrderLineSharedField> & { inscription: string };

export function hasOrderLine(record: Pick<JewelrySave, "orderNumber" | "lineNumber">): boolean {
  return record.orderNumber !== "" && record.lineNumber !== null;
}

// The patch every other record of the saved record's line gets; the saved one has the shared
// fields already and takes the inscription unless the user keeps its own (order-line-changes.ts).
export function orderLineUpdate(saved: JewelrySave): OrderLinePatch {
  const shared = Object.fromEntries(
    orderLineSharedFields.map((field) => [field, structuredClone(saved[field])]),
  );
  return { ...(shared as Pick<JewelrySave, OrderLineSharedField>), inscription: orderLineInscription };
}

export function applyOrderLineUpdate(record: JewelrySave, patch: OrderLinePatch): JewelrySave {
  return { ...record, ...patch };
}

// 'order-line' as the list and the shipping log show it (spec 001 §2.2, §2.6).
export function orderLineText(orderNumber: string, lineNumber: number | null): string {
  if (orderNumber === "") return "";
  return lineNumber === null ? orderNumber : `${orderNumber}-${lineNumber}`;
}
