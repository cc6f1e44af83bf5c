import type { DiamondFilter } from "@loupe/domain/diamonds/diamond";
import { diamondQrFileName, diamondSheetFileName } from "@loupe/domain/diamonds/export-file-names";
import {
  certificateExportKinds,
  ExportButtons,
  exportProgressText,
} from "../../../components/import-export/export-buttons";
import type { ExportProgress } from "../../../lib/download";

// The list's filters as query parameters (what GET /api/diamonds takes).
export type ExportFilter = Partial<Record<keyof DiamondFilter, string>>;

const kinds = certificateExportKinds({
  sheet: { path: "/api/diamonds/export.xlsx", fileName: diamondSheetFileName },
  qr: { path: "/api/diamonds/export-qr.csv", fileName: diamondQrFileName },
});
const noun = { one: "diamond", many: "diamonds" };

export const progressText = (progress: ExportProgress) => exportProgressText(progress, noun);

// Export (diamond.xlsx) and Export for QR (DiamondQR.csv) of every diamond the filters select
// (spec 000 §2, §7), with progress while the server streams the file.
export function ExportDiamondsButtons({ filter }: { filter: ExportFilter }) {
  return <ExportButtons kinds={kinds} filter={filter} noun={noun} />;
}
