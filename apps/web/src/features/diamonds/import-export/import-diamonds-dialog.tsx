import type { DiamondSave } from "@loupe/domain/diamonds/diamond";
import { type ImportPreviewRow, importPreviewSchema } from "@loupe/domain/diamonds/import";
import { type DiamondTemplateId, diamondTemplates } from "@loupe/domain/options/diamond-templates";
import {
  type CertificateImport,
  CertificateImportDialog,
  certificateImportColumns,
  type ImportRequest,
} from "../../../components/import-export/certificate-import-dialog";
import { diamondsApi } from "../api";

const diamondImport: CertificateImport<ImportPreviewRow, DiamondSave, DiamondTemplateId> = {
  path: "/api/diamonds/import",
  parsePreview: importPreviewSchema.parse,
  columns: certificateImportColumns(),
  templates: diamondTemplates,
  noun: { one: "diamond", many: "diamonds" },
  queryKey: diamondsApi.keys.all,
};

// The diamond import's preview and commit (spec 000 §2).
export function ImportDiamondsDialog({ request }: { request: ImportRequest }) {
  return <CertificateImportDialog request={request} type={diamondImport} />;
}
