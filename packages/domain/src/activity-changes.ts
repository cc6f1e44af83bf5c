import type { ActivityChange } from "./activity";

// An update's changed fields as the activity log shows them (spec 002 §2 'Activity log'):
// 'Color: G → F'. Fields are named as the screens name them, per kind of record; a field without
// a label here is written out from its name ('orderNumber' → 'Order Number').

const certificateLabels: Record<string, string> = {
  templateId: "Template",
  certificateNumber: "Certificate #",
  clientSku: "Client SKU",
  clientId: "Client",
  customerId: "Customer",
  certificateVideoFileId: "Certificate Video",
  certificateComments: "Comments",
  newlyAdded: "Newly Added",
  updateSpreadsheet: "Update Spreadsheet",
  addedBarcode: "Barcode Added",
  orderNumber: "Order #",
  lineNumber: "Line #",
  cardCertPrinted: "Card Printed",
};

const fieldLabels: Record<string, Record<string, string>> = {
  diamond: {
    ...certificateLabels,
    colorValue: "Color",
    colorTemplate: "Color Template",
    colorAsterisks: "Color Asterisks",
    clarityValue: "Clarity",
    clarityAsterisks: "Clarity Asterisks",
    tablePercent: "Table",
    depthPercent: "Depth",
    manufacturedAs: "Origin",
    price: "Price (USD)",
    imperfectionUrl: "Imperfections Link",
    imperfectionId: "Imperfection Map",
    imperfectionConnectedAt: "Imperfection Connected",
  },
  jewelry: {
    ...certificateLabels,
    jewelryType: "Style",
    mainStoneColorCode: "Main Stone Color",
    sideStoneColorCode: "Side Stone Color",
    mainStoneColorMode: "Main Stone Color Mode",
    sideStoneColorMode: "Side Stone Color Mode",
    isStolen: "Stolen",
    qaStatus: "QA Status",
    purchaseOrder: "PO #",
    itemNumber: "Item #",
  },
  client: {
    representativeName: "Rep Name",
    logoFileId: "Logo",
    backgroundFileId: "Ad Portal Background",
    barcodeDashes: "Barcode Name With Dashes",
    website: "Website",
  },
  customer: { representativeName: "Rep Name", logoFileId: "Logo", backgroundFileId: "Ad Portal Background" },
  administrator: { fullName: "Full Name", needsApproval: "Needs Approval" },
  imperfection: {
    displayImperfectionIcons: "Show Imperfection Icons",
    diamondId: "Diamond",
    diamondConnectedAt: "Connected On",
    proportionsFileId: "Proportions",
    proportionsAddedAt: "Proportions Added",
    printDate: "Print Date",
  },
  "certificate-video": {
    videoFileId: "Video",
    thumbnailFileId: "Thumbnail",
    clientId: "Client",
    namingMode: "Naming Mode",
    globalSku: "Global SKU",
    addedBarcode: "Barcode Added",
  },
};

const acronyms: Record<string, string> = { Sku: "SKU", Qa: "QA", Url: "URL", Id: "ID", Po: "PO" };

// 'orderNumber' → 'Order Number', 'client_sku' → 'Client SKU'.
export function humanizeField(field: string): string {
  return field
    .replace(/[_-]+/g, " ")
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .map((word) => acronyms[word] ?? word)
    .join(" ");
}

export function changeFieldLabel(entityType: string, field: string): string {
  return fieldLabels[entityType]?.[field] ?? humanizeField(field);
}

// Shown for a value that was empty (or is now).
const emptyChangeValue = "—";

export function formatChangeValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return emptyChangeValue;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value))
    return value.length === 0 ? emptyChangeValue : value.map(formatChangeValue).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

// 'Color: G → F', one line per changed field, in the order they were recorded.
export function changeLines(entityType: string, changes: readonly ActivityChange[]): string[] {
  return changes.map(
    (change) =>
      `${changeFieldLabel(entityType, change.field)}: ${formatChangeValue(change.before)} → ${formatChangeValue(change.after)}`,
  );
}
