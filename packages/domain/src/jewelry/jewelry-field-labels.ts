import type { JewelrySave } from "./jewelry";
import { stoneColumns } from "./stone-columns";

// Field paths in words, for import reasons and messages: 'mainStone.shape' → 'Main Stone
// Shape', 'centerStones.1.weight' → 'Center Stone 2 Weight'.

type GeneralField = Exclude<keyof JewelrySave, "mainStone" | "sideStone" | "centerStones">;

const generalLabels: Readonly<Record<GeneralField, string>> = {
  templateId: "Template",
  jewelryType: "Jewelry Type",
  certificateNumber: "Certificate number",
  clientSku: "Client SKU",
  sku: "SKU",
  stockNumber: "Stock number",
  itemNumber: "Item number",
  orderNumber: "Order number",
  lineNumber: "Line number",
  purchaseOrder: "Purchase order",
  trackingNumber: "Tracking number",
  clientId: "Client",
  customerId: "Customer",
  customerLogoFileId: "Customer logo",
  metal: "Metal",
  measurement: "Measurement",
  inscription: "Inscription",
  description: "Description",
  certificateComments: "Certificate comments",
  cardDescription: "Card description",
  hasSideStones: "Has side stones",
  isMultipleCenterStones: "Multiple center stones",
  certificateVideoFileId: "Certificate video",
  outputFileName: "Output file name",
  usingCertAsOutputFileName: "Certificate number as output file name",
  renderStatus: "Render status",
  isStolen: "Stolen",
  qaStatus: "QA status",
  retailPrice: "Retail price",
  totalCertPrice: "Total cert price",
  totalCertCost: "Total cert cost",
};

const stoneFieldLabels = new Map<string, string>(stoneColumns.map((column) => [column.id, column.header]));

function stoneLabel(stone: string, field: PropertyKey | undefined): string {
  if (field === undefined) return stone;
  return `${stone} ${stoneFieldLabels.get(String(field)) ?? String(field)}`;
}

export function jewelryFieldLabel(path: string | readonly PropertyKey[]): string {
  const [first, second, third] = typeof path === "string" ? path.split(".") : path;
  if (first === "mainStone") return stoneLabel("Main Stone", second);
  if (first === "sideStone") return stoneLabel("Side Stone", second);
  if (first === "centerStones") {
    return second === undefined ? "Center stones" : stoneLabel(`Center Stone ${Number(second) + 1}`, third);
  }
  return typeof first === "string" && first in generalLabels
    ? generalLabels[first as GeneralField]
    : String(first ?? "Row");
}
