import { compactCertificateKey } from "../certificates/certificate-key";
import {
  canonicalOption,
  caratUnits,
  cellText,
  readNumber,
  type SheetRecord,
} from "../certificates/import-cells";
import { readColorTemplate, readGrade, readPercent, readTemplate } from "../certificates/import-readers";
import {
  type ImportOptions as CertificateImportOptions,
  type CertificateImportSummary,
  type MappedImportRow as CertificateMappedImportRow,
  mappedImportRow,
} from "../certificates/import-status";
import { parseMeasurements } from "../certificates/measurements";
import { colorGradesFor } from "../options/color-templates";
import { type DiamondTemplateId, diamondTemplates } from "../options/diamond-templates";
import {
  cutGrades,
  diamondClarityGrades,
  fluorescenceGrades,
  girdleGrades,
  polishGrades,
} from "../options/grading";
import { shapes } from "../options/shapes";
import type { DiamondSaveInput } from "./diamond";
import { columnCell, type ImportColumn } from "./import-row-headers";
import { readOrigin, readPrice } from "./import-row-readers";
import { importReasons } from "./import-row-reasons";

// One spreadsheet row → what the diamond form would send (spec 000 §5 "Import"). Client and
// customer come back as names: only the server knows which companies exist.

export type ImportRowSummary = CertificateImportSummary & { shape: string; weight: string };

export type MappedImportRow = CertificateMappedImportRow<DiamondSaveInput, ImportRowSummary>;

// The spec's own field names have no template column: rows may take one chosen in the preview.
export type ImportOptions = CertificateImportOptions<DiamondTemplateId>;

export function mapImportRow(record: SheetRecord, options: ImportOptions = {}): MappedImportRow {
  const reasons: string[] = [];
  const cell = (column: ImportColumn) => columnCell(record, column);
  const text = (column: ImportColumn) => cellText(cell(column));

  const template = readTemplate(
    cell("template"),
    { templates: diamondTemplates, ids: "1 to 6", fallback: options.defaultTemplateId },
    reasons,
  );
  const weight = readNumber(cell("weight"), caratUnits);
  if (!weight.ok) reasons.push(importReasons.notCarats(text("weight")));
  const table = readPercent(cell("table"), "Table", reasons);
  const depth = readPercent(cell("depth"), "Depth", reasons);
  const measurements = parseMeasurements(text("measurements"));
  if (!measurements.ok) reasons.push(importReasons.measurements(measurements.message, text("measurements")));

  const colorTemplate = readColorTemplate(text("colorTemplate"), reasons);
  const color = readGrade(text("color"), text("colorAsterisks"), "Color", reasons);
  const clarity = readGrade(text("clarity"), text("clarityAsterisks"), "Clarity", reasons);

  const input: DiamondSaveInput = {
    // A refused template still needs a value here; the row is refused anyway.
    templateId: template?.id ?? 1,
    certificateNumber: compactCertificateKey(text("certificateNumber")),
    clientSku: compactCertificateKey(text("clientSku")),
    stockNumber: text("stockNumber"),
    price: readPrice(cell("price"), reasons),
    inscription: text("inscription"),
    shape: canonicalOption(text("shape"), shapes),
    weight: weight.ok ? weight.value : null,
    cut: canonicalOption(text("cut"), cutGrades),
    polish: canonicalOption(text("polish"), polishGrades),
    symmetry: canonicalOption(text("symmetry"), polishGrades),
    fluorescence: canonicalOption(text("fluorescence"), fluorescenceGrades),
    girdle: canonicalOption(text("girdle"), girdleGrades),
    measurements: measurements.ok ? measurements.value : text("measurements"),
    table,
    depth,
    color: {
      template: colorTemplate,
      value: canonicalOption(color.value, colorGradesFor(colorTemplate)),
      asterisks: color.asterisks,
    },
    clarity: { value: canonicalOption(clarity.value, diamondClarityGrades), asterisks: clarity.asterisks },
    description: text("description"),
    certificateComments: text("certificateComments"),
    manufacturedAs: readOrigin(text("origin"), reasons),
    imperfectionUrl: text("imperfectionUrl"),
    orderNumber: text("orderNumber"),
    lineNumber: text("lineNumber"),
  };
  const summary = {
    shape: input.shape ?? "",
    weight: weight.ok && weight.value !== null ? String(weight.value) : text("weight"),
  };
  return mappedImportRow(
    { input, template, summary, reasons },
    { client: text("client"), customer: text("customer"), template: text("template") },
  );
}
