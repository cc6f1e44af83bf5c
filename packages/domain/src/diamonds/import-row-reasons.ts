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
<<<<<<< HEAD
  ...cellImportReasons,
  ...templateImportReasons("1 to 6"),
=======
  missingTemplate: "Template is empty; fill the Template column (1 to 6 or a name) or choose one below.",
  unknownTemplate: (text: string) => `Unknown template ${quoted(text)}; use 1 to 6 or a template name.`,
  notCarats: (text: string) => `Weight ${quoted(text)} is not a number of carats.`,
  notPrice: (text: string) => `Price ${quoted(text)} is not an amount in US dollars.`,
  notPercent: (label: "Table" | "Depth", text: string) => `${label} ${quoted(text)} is not a percentage.`,
  measurements: (message: string, text: string) => `${message}: ${quoted(text)}.`,
  unknownColorTemplate: (text: string) => `Unknown color template ${quoted(text)}.`,
  badAsterisks: (label: "Color" | "Clarity") => `${label} can have at most two asterisks (* or **).`,
>>>>>>> price
  unknownOrigin: (text: string) => `Origin ${quoted(text)} must be Lab Grown or Natural Stone.`,
  videoNotImported: "Certificate videos cannot be imported; upload them on the diamond's page.",
} as const;

export function fieldLabel(field: PropertyKey | undefined): string {
  return typeof field === "string" && field in fieldLabels
    ? fieldLabels[field as keyof DiamondSave]
    : String(field ?? "Row");
}

export function describeIssue(issue: z.core.$ZodIssue): string {
<<<<<<< HEAD
  return describeCertificateIssue(issue, (path) => fieldLabel(path[0]));
=======
  const label = fieldLabel(issue.path[0]);
  switch (issue.code) {
    case "too_big":
      return issue.origin === "string"
        ? `${label} is longer than ${issue.maximum} characters.`
        : `${label} must be at most ${issue.maximum}.`;
    case "too_small":
      return issue.inclusive
        ? `${label} must be at least ${issue.minimum}.`
        : `${label} must be more than ${issue.minimum}.`;
    case "invalid_format":
      return `${label} is not valid.`;
    default:
      // A message that names its field already (the price rule's) reads as it is.
      return issue.message.startsWith(label) ? `${issue.message}.` : `${label}: ${issue.message}.`;
  }
>>>>>>> price
}
