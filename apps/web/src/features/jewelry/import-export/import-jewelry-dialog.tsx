import { type JewelryImportPreview, jewelryImportSchemas } from "@loupe/domain/jewelry/import";
import type { JewelrySave } from "@loupe/domain/jewelry/jewelry";
import { type JewelryTemplateId, jewelryTemplates } from "@loupe/domain/options/jewelry-templates";
import {
  type CertificateImport,
  CertificateImportDialog,
  certificateImportColumns,
  type ImportRequest,
} from "../../../components/import-export/certificate-import-dialog";
import { jewelryApi } from "../api";

type JewelryImportRow = JewelryImportPreview["rows"][number];

const jewelryImport: CertificateImport<JewelryImportRow, JewelrySave, JewelryTemplateId> = {
  path: "/api/jewelry/import",
  parsePreview: jewelryImportSchemas.preview.parse,
  columns: certificateImportColumns({ header: "Style", cell: (row) => row.summary.jewelryType || "N/A" }),
  templates: jewelryTemplates,
  noun: { one: "jewelry certificate", many: "jewelry certificates" },
  queryKey: jewelryApi.keys.all,
};

// The jewelry import's preview and commit (spec 001 §2.2, §7.1), as the diamond import's.
export function ImportJewelryDialog({ request }: { request: ImportRequest }) {
  return <CertificateImportDialog request={request} type={jewelryImport} />;
}
