import {
  type CertificateCheck,
  type FieldProblem,
  firstProblems,
  identifierProblems,
  lacksIdentifier,
  measurementProblems,
  missingFieldProblems,
  textLimitProblems,
} from "../certificates/certificate-checks";
import { parseMeasurements } from "../certificates/measurements";
import type { JewelrySave } from "./jewelry";
import { type JewelryAction, missingJewelryFields } from "./jewelry-required-fields";
import { sideStoneCardShown } from "./jewelry-template-rules";

// The checks Save and Create Digital Certificate run on a jewelry record (spec 001 §5.1), in the
// editor before it sends and on the server before it writes. An imported row that fails them is
// still saved, marked incomplete (shown in red).

export type JewelryCheckOptions = { action: JewelryAction };

// The stones the record uses: the main stone (or, while multiple center stones are on, the
// center stones) and the side stones when their card shows. Stones a template left unused are
// neither checked nor normalised.
function measurementFields(record: JewelrySave) {
  const fields: { field: string; stone: { measurements: string } }[] = record.isMultipleCenterStones
    ? record.centerStones.map((stone, index) => ({ field: `centerStones.${index}`, stone }))
    : [{ field: "mainStone", stone: record.mainStone }];
  if (sideStoneCardShown(record.templateId, record.hasSideStones)) {
    fields.push({ field: "sideStone", stone: record.sideStone });
  }
  return fields.map(({ field, stone }) => ({ field: `${field}.measurements`, value: stone.measurements }));
}

// Every problem: no client SKU or certificate number, each required field ('Missing Field'), each
// badly formatted measurement (the spec's two texts), each text over 300 characters.
export function jewelryProblems(record: JewelrySave, options: JewelryCheckOptions): FieldProblem[] {
  return [
    ...identifierProblems(record),
    ...missingFieldProblems(missingJewelryFields(record, options.action)),
    ...measurementProblems(measurementFields(record)),
    ...textLimitProblems([
      { field: "description", value: record.description },
      { field: "certificateComments", value: record.certificateComments },
    ]),
  ];
}

// What the editor alerts and the API answers (400): the first kind of problem, in the spec's order.
export function checkJewelry(record: JewelrySave, options: JewelryCheckOptions): CertificateCheck | null {
  return firstProblems(jewelryProblems(record, options));
}

export function isJewelryIncomplete(record: JewelrySave): boolean {
  return lacksIdentifier(record) || missingJewelryFields(record, "save").length > 0;
}

// The record with every measurement it uses stored as 'a x b x c mm' (run after the checks pass).
export function normalizeJewelryMeasurements(record: JewelrySave): JewelrySave {
  const normalized = (value: string) => {
    const measurements = parseMeasurements(value);
    return measurements.ok ? measurements.value : value;
  };
  return {
    ...record,
    mainStone: { ...record.mainStone, measurements: normalized(record.mainStone.measurements) },
    sideStone: { ...record.sideStone, measurements: normalized(record.sideStone.measurements) },
    centerStones: record.centerStones.map((stone) => ({
      ...stone,
      measurements: normalized(stone.measurements),
    })),
  };
}
