import type { CheckedImportRow } from "@loupe/domain/certificates/import-status";
import type { DiamondSave } from "@loupe/domain/diamonds/diamond";
import { checkImportRow, missingDiamondFieldLabels } from "@loupe/domain/diamonds/import-row-status";
import { checkJewelryImportRow, missingJewelryFieldLabels } from "@loupe/domain/jewelry/import-row-status";
import type { JewelrySave } from "@loupe/domain/jewelry/jewelry";
import type { DiamondTrackItem } from "../../integrations/diamond-track/diamond-track";

// A Diamond Track item as the save input of our record (docs/diamond-track.md), read as the
// import reads a spreadsheet row (import-row-status.ts): data the form could never save (a weight
// that is not a number, measurements that do not read) refuses the number and nothing is written;
// an item graded only partly (a field its template requires is empty) is kept, incomplete (red),
// so staff finish it in Loupe, with the labels of what it lacks. Templates: the diamond's 1
// Everything (2 without a cut); jewelry's 8 Main Stone (No Sides) (9 without a cut).

type Reading<Save> = { ok: true; input: Save; missingFields: string[] } | { ok: false; message: string };

function read<Save>(
  check: (input: unknown) => CheckedImportRow<Save>,
  missingFields: (values: Save) => string[],
  input: unknown,
): Reading<Save> {
  const row = check(input);
  if (row.status === "rejected")
    return { ok: false, message: `Diamond Track's data: ${row.reasons.join(" ")}` };
  return { ok: true, input: row.values, missingFields: missingFields(row.values) };
}

const grade = (value: string) => ({ template: "Standard" as const, value, asterisks: "" as const });
const positiveOrNull = (value: number | null) => (value !== null && value > 0 ? value : null);
const percentOrNull = (value: number | null) => (value !== null && value >= 0 && value <= 100 ? value : null);

// The keys every item carries, whatever it is.
const itemKeys = (item: DiamondTrackItem) => ({
  certificateNumber: item.CertNum,
  clientSku: item.ClientSKU,
  stockNumber: item.StockNum,
  orderNumber: item.OrderNum,
});

export function diamondFromDiamondTrack(item: DiamondTrackItem): Reading<DiamondSave> {
  const stone = item.Diamond;
  if (!stone) return { ok: false, message: "Diamond Track sent no grading data for this diamond" };
  return read(checkImportRow, missingDiamondFieldLabels, {
    templateId: stone.Cut ? 1 : 2,
    ...itemKeys(item),
    lineNumber: item.LineNum === null ? "" : String(item.LineNum),
    inscription: stone.Inscription,
    shape: stone.Shape,
    weight: positiveOrNull(stone.Weight),
    cut: stone.Cut,
    polish: stone.Polish,
    symmetry: stone.Symmetry,
    fluorescence: stone.Fluorescence,
    girdle: stone.Girdle,
    measurements: stone.Measurements,
    table: percentOrNull(stone.Table),
    depth: percentOrNull(stone.Depth),
    color: grade(stone.Color),
    clarity: { value: stone.Clarity, asterisks: "" },
    description: stone.Description,
    certificateComments: stone.Comments,
    manufacturedAs: stone.Origin,
  });
}

// 'Use client SKU for the video' (spec 000 §4): the rendered video is named by the client SKU
// instead of the certificate number. Only jewelry records name their video (outputFileName).
export function jewelryFromDiamondTrack(
  item: DiamondTrackItem,
  useClientSkuForVideo: boolean,
): Reading<JewelrySave> {
  const piece = item.Jewelry;
  if (!piece) return { ok: false, message: "Diamond Track sent no data for this jewelry item" };
  const stone = piece.MainStone;
  const bySku = useClientSkuForVideo && item.ClientSKU !== "";
  return read(checkJewelryImportRow, missingJewelryFieldLabels, {
    templateId: stone.Cut ? 8 : 9,
    jewelryType: piece.JewelryType,
    ...itemKeys(item),
    itemNumber: piece.ItemNum,
    lineNumber: item.LineNum,
    purchaseOrder: piece.PurchaseOrder,
    metal: piece.Metal,
    measurement: piece.Measurement,
    description: piece.Description,
    mainStone: {
      type: stone.Type,
      shape: stone.Shape,
      cut: stone.Cut,
      weight: stone.Weight,
      measurements: stone.Measurements,
      polish: stone.Polish,
      symmetry: stone.Symmetry,
      color: grade(stone.Color),
      clarity: { value: stone.Clarity, asterisks: "" },
    },
    outputFileName: bySku ? item.ClientSKU : item.CertNum,
    usingCertAsOutputFileName: !bySku,
  });
}
