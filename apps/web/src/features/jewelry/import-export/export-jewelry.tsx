import { jewelryQrFileName, jewelrySheetFileName } from "@loupe/domain/jewelry/jewelry-list";
import { certificateExportKinds, ExportButtons } from "../../../components/import-export/export-buttons";

const kinds = certificateExportKinds({
  sheet: { path: "/api/jewelry/export.xlsx", fileName: jewelrySheetFileName },
  qr: { path: "/api/jewelry/qr.csv", fileName: jewelryQrFileName },
});
const noun = { one: "jewelry certificate", many: "jewelry certificates" };

// Export (jewelry.xlsx) and Export for QR (JewelryQR.csv) of every record the list's filters
// select (spec 001 §2.2, §7.1), with progress while the server streams the file.
export function ExportJewelryButtons({ filter }: { filter: Record<string, string> }) {
  return <ExportButtons kinds={kinds} filter={filter} noun={noun} />;
}
