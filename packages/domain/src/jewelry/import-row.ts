import { compactCertificateKey } from "../certificates/certificate-key";
import { canonicalOption, cellText, type SheetRecord } from "../certificates/import-cells";
import { readTemplate } from "../certificates/import-readers";
import {
  type CertificateImportSummary,
  type ImportOptions,
  type MappedImportRow,
  mappedImportRow,
} from "../certificates/import-status";
import { isQaStatus, qaStatuses } from "../options/jewelry";
import { type JewelryTemplateId, jewelryTemplates } from "../options/jewelry-templates";
import { readDollars, readWholeNumber, readYesNo } from "./import-cell-readers";
import { type JewelryImportColumn, jewelryColumnCell, stoneImportColumn } from "./import-columns";
import { jewelryImportReasons } from "./import-row-reasons";
import { readStone } from "./import-stones";
import type { JewelrySaveInput } from "./jewelry";
import { usesMultipleCenterStones } from "./jewelry-template-rules";
import { sheetStones } from "./stone-columns";

// One spreadsheet row → what the jewelry editor would send (spec 001 §5.5 'Spreadsheet import',
// 000 §5 Import). Client and customer come back as names: only the server knows which companies
// exist. A row without the 'Has Side Stones' or 'Multiple Center Stones' column takes them from
// its cells: side stones when the side stone is graded, center stones on templates 4 and 13.

export type JewelryImportRowSummary = CertificateImportSummary & { jewelryType: string };

export type MappedJewelryImportRow = MappedImportRow<JewelrySaveInput, JewelryImportRowSummary>;

export type JewelryImportOptions = ImportOptions<JewelryTemplateId>;

export function mapJewelryImportRow(
  record: SheetRecord,
  options: JewelryImportOptions = {},
): MappedJewelryImportRow {
  const reasons: string[] = [];
  const cell = (column: JewelryImportColumn) => jewelryColumnCell(record, column);
  const text = (column: JewelryImportColumn) => cellText(cell(column));
  const key = (column: JewelryImportColumn) => compactCertificateKey(text(column));

  const template = readTemplate(
    cell("template"),
    { templates: jewelryTemplates, ids: "1 to 17 or 19 to 23", fallback: options.defaultTemplateId },
    reasons,
  );
  const [main, side, ...centers] = sheetStones.map((stone) =>
    readStone(stone, (id) => cell(stoneImportColumn(stone, id)), reasons),
  );
  const centerStones = centers.filter((stone) => stone.hasGrading).map((stone) => stone.input);
  const qaStatus = canonicalOption(text("qaStatus"), qaStatuses);
  if (qaStatus !== "" && !isQaStatus(qaStatus)) {
    reasons.push(jewelryImportReasons.unknownQaStatus(qaStatus));
  }
  // A refused template still needs a value here; the row is refused anyway.
  const templateId = template?.id ?? 1;

  const input: JewelrySaveInput = {
    templateId,
    jewelryType: text("jewelryType"),
    certificateNumber: key("certificateNumber"),
    clientSku: key("clientSku"),
    sku: key("sku"),
    stockNumber: key("stockNumber"),
    itemNumber: key("itemNumber"),
    orderNumber: key("orderNumber"),
    lineNumber: readWholeNumber(cell("lineNumber"), "Line number", reasons),
    purchaseOrder: key("purchaseOrder"),
    trackingNumber: key("trackingNumber"),
    metal: text("metal"),
    measurement: text("measurement"),
    inscription: text("inscription"),
    description: text("description"),
    certificateComments: text("certificateComments"),
    cardDescription: text("cardDescription"),
    mainStone: main?.input,
    hasSideStones: readYesNo(cell("hasSideStones"), "Has side stones", reasons) ?? side?.hasGrading ?? false,
    sideStone: side?.input,
    isMultipleCenterStones:
      readYesNo(cell("isMultipleCenterStones"), "Multiple center stones", reasons) ??
      usesMultipleCenterStones(templateId),
    centerStones,
    qaStatus: isQaStatus(qaStatus) ? qaStatus : "",
    retailPrice: readDollars(cell("retailPrice"), "Retail price", reasons),
    totalCertPrice: readDollars(cell("totalCertPrice"), "Total cert price", reasons),
    totalCertCost: readDollars(cell("totalCertCost"), "Total cert cost", reasons),
  };
  return mappedImportRow(
    { input, template, summary: { jewelryType: input.jewelryType ?? "" }, reasons },
    { client: text("client"), customer: text("customer"), template: text("template") },
  );
}
