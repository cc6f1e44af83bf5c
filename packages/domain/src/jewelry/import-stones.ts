import { canonicalOption, cellText, type SheetCell } from "../certificates/import-cells";
import { readColorTemplate, readGrade, readPercent } from "../certificates/import-readers";
import { parseMeasurements } from "../certificates/measurements";
import { colorGradesFor } from "../options/color-templates";
import { cutGrades, jewelryClarityGrades, polishGrades } from "../options/grading";
import { type ColorMode, colorModes, isColorMode, stoneTypes } from "../options/jewelry";
import { shapes } from "../options/shapes";
import { jewelryImportReasons } from "./import-row-reasons";
import { jewelryFieldLabel } from "./jewelry-field-labels";
import type { SheetStone, StoneColumnId } from "./stone-columns";
import type { MainStoneInput } from "./stones";

// One stone's cells → the stone as the editor sends it. Values outside the option lists are kept
// as typed (attributes extend the lists); an empty color code or mode takes the default.

export function readStone(
  stone: SheetStone,
  cell: (id: StoneColumnId) => SheetCell,
  reasons: string[],
): { input: MainStoneInput; hasGrading: boolean } {
  const text = (id: StoneColumnId) => cellText(cell(id));
  const label = (id: string) => jewelryFieldLabel(`${stone.path}.${id}`);
  const grade = (valueId: "color" | "color2", templateId: "colorTemplate" | "color2Template") => {
    const template = readColorTemplate(text(templateId), reasons);
    const read = readGrade(text(valueId), "", label(valueId), reasons);
    const value = canonicalOption(read.value, colorGradesFor(template, "jewelry"));
    return { template, value, asterisks: read.asterisks };
  };
  const clarity = (id: "clarity" | "clarity2") => {
    const read = readGrade(text(id), "", label(id), reasons);
    return { value: canonicalOption(read.value, jewelryClarityGrades), asterisks: read.asterisks };
  };
  const measurements = parseMeasurements(text("measurements"));
  if (!measurements.ok) {
    reasons.push(jewelryImportReasons.measurements(measurements.message, text("measurements")));
  }
  const readMode = (): ColorMode | undefined => {
    const typed = text("colorMode");
    if (typed === "") return undefined;
    const mode = canonicalOption(typed, colorModes);
    if (isColorMode(mode)) return mode;
    reasons.push(jewelryImportReasons.unknownColorMode(label("colorMode"), typed));
    return undefined;
  };
  // Columns a stone does not have read as empty; its schema drops the fields it does not have.
  const input: MainStoneInput = {
    type: canonicalOption(text("type"), stoneTypes),
    shape: canonicalOption(text("shape"), shapes),
    cut: canonicalOption(text("cut"), cutGrades),
    polish: canonicalOption(text("polish"), polishGrades),
    symmetry: canonicalOption(text("symmetry"), polishGrades),
    weight: text("weight"),
    measurements: measurements.ok ? measurements.value : text("measurements"),
    table: readPercent(cell("table"), label("table"), reasons),
    depth: readPercent(cell("depth"), label("depth"), reasons),
    color: grade("color", "colorTemplate"),
    clarity: clarity("clarity"),
    color2: grade("color2", "color2Template"),
    clarity2: clarity("clarity2"),
    colorCode: text("colorCode") || undefined,
    colorMode: readMode(),
  };
  const gradingColumns: StoneColumnId[] = ["type", "shape", "weight", "color", "clarity"];
  return { input, hasGrading: gradingColumns.some((id) => text(id) !== "") };
}
