import type { z } from "zod";
import {
  cellImportReasons,
  certificateImportReasons,
  describeIssue as describeCertificateIssue,
  quoted,
  templateImportReasons,
} from "../certificates/import-reasons";
import type { DiamondSave } from "./diamond";
import { gradingFieldLabels } from "./diamond-fields";

// Why an imported row is refused or incomplete, as short sentences a person can act on.

const fieldLabels: Readonly<Record<keyof DiamondSave, string>> = {
  ...gradingFieldLabels,
  templateId: "Template",
  certificateNumber: "Certificate number",
  clientSku: "Client SKU",
  stockNumber: "Stock number",
  price: "Price",
  inscription: "Inscription",
  measurements: "Measurements",
  description: "Description",
  certificateComments: "Certificate comments",
  manufacturedAs: "Origin",
  clientId: "Client",
  customerId: "Customer",
  certificateVideoFileId: "Certificate video",
  imperfectionUrl: "Imperfection URL",
  orderNumber: "Order number",
  lineNumber: "Line number",
};

export const importReasons = {
  ...certificateImportReasons,
  ...cellImportReasons,
  ...templateImportReasons("1 to 6"),
  notPrice: (text: string) => `Price ${quoted(text)} is not an amount in US dollars.`,
  unknownOrigin: (text: string) => `Origin ${quoted(text)} must be Lab Grown or Natural Stone.`,
  videoNotImported: "Certificate videos cannot be imported; upload them on the diamond's page.",
} as const;

export function fieldLabel(field: PropertyKey | undefined): string {
  return typeof field === "string" && field in fieldLabels
    ? fieldLabels[field as keyof DiamondSave]
    : String(field ?? "Row");
}

export function describeIssue(issue: z.core.$ZodIssue): string {
  return describeCertificateIssue(issue, (path) => fieldLabel(path[0]));
}
