import {
  type CertificateCheck,
  firstProblems,
  identifierProblems,
  lacksIdentifier,
  measurementProblems,
  missingFieldProblems,
} from "../certificates/certificate-checks";
import { findDiamondTemplate } from "../options/diamond-templates";
import type { DiamondSave } from "./diamond";
import { type GradingField, requiredGradingFields } from "./diamond-fields";

// The checks Save and Create Digital Certificate share (spec 000 §5), run by the form before it
// sends and by the server before it writes. An imported row that fails them is still saved,
// marked incomplete (shown in red).

function isEmpty(record: DiamondSave, field: GradingField): boolean {
  switch (field) {
    case "color":
      return record.color.value === "";
    case "clarity":
      return record.clarity.value === "";
    case "weight":
    case "table":
    case "depth":
      return record[field] === null;
    default:
      return record[field].trim() === "";
  }
}

export function missingDiamondFields(record: DiamondSave): GradingField[] {
  if (!findDiamondTemplate(record.templateId)) return [];
  return requiredGradingFields(record.templateId).filter((field) => isEmpty(record, field));
}

export function isDiamondIncomplete(record: DiamondSave): boolean {
  return lacksIdentifier(record) || missingDiamondFields(record).length > 0;
}

// The first problem the form reports, in the spec's order: identifier, then required fields,
// then the measurements format. `errors` marks each field for 'Missing Field' in red.
export function checkDiamond(record: DiamondSave): CertificateCheck | null {
  return firstProblems([
    ...identifierProblems(record),
    ...missingFieldProblems(missingDiamondFields(record)),
    ...measurementProblems([{ field: "measurements", value: record.measurements }]),
  ]);
}
