import type { z } from "zod";
import {
  cellImportReasons,
  certificateImportReasons,
  describeIssue,
  quoted,
  templateImportReasons,
} from "../certificates/import-reasons";
import { jewelryFieldLabel } from "./jewelry-field-labels";

// Why an imported jewelry row is refused or incomplete, as short sentences a person can act on.
export const jewelryImportReasons = {
  ...certificateImportReasons,
  ...cellImportReasons,
  ...templateImportReasons("1 to 17 or 19 to 23"),
  notWholeNumber: (label: string, text: string) => `${label} ${quoted(text)} is not a whole number.`,
  notDollars: (label: string, text: string) => `${label} ${quoted(text)} is not an amount of dollars.`,
  notYesOrNo: (label: string, text: string) => `${label} ${quoted(text)} must be Yes or No.`,
  unknownQaStatus: (text: string) => `QA status ${quoted(text)} must be Passed, Failed or Skipped.`,
  unknownColorMode: (label: string, text: string) => `${label} ${quoted(text)} is not a color mode.`,
  videoNotImported: "Certificate videos cannot be imported; upload them on the jewelry item's page.",
  logoNotImported: "Customer logos cannot be imported; upload them on the jewelry item's page.",
} as const;

export function describeJewelryIssue(issue: z.core.$ZodIssue): string {
  return describeIssue(issue, jewelryFieldLabel);
}
