import type { DiamondSave } from "@loupe/domain/diamonds/diamond";
import { isDiamondIncomplete } from "@loupe/domain/diamonds/diamond-checks";
import {
  importCommitSchema,
  importPreviewQuerySchema,
  importPreviewSchema,
  importResultSchema,
} from "@loupe/domain/diamonds/import";
import { type ImportOptions, type ImportRowSummary, mapImportRow } from "@loupe/domain/diamonds/import-row";
import { hasImportableHeaders } from "@loupe/domain/diamonds/import-row-headers";
import { importReasons } from "@loupe/domain/diamonds/import-row-reasons";
import { checkImportRow } from "@loupe/domain/diamonds/import-row-status";
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../services";
import type { CertificateImporter } from "../certificates/certificate-importer";
import { certificateImportRoutes } from "../certificates/import-routes";
import { diamondKind } from "./diamond-kind";
import { insertDiamonds } from "./service";

// The diamonds' part of the import pipeline (modules/certificates/import-service.ts).
export const diamondImporter = {
  hasImportableHeaders,
  mapRow: (record, options: ImportOptions) => mapImportRow(record, options),
  checkRow: checkImportRow,
  commitReasons: (row) => (row.certificateVideoFileId ? [importReasons.videoNotImported] : []),
  isIncomplete: isDiamondIncomplete,
  insertRows: insertDiamonds,
} satisfies CertificateImporter<DiamondSave, ImportOptions, ImportRowSummary>;

export const diamondImportRoutes = (app: FastifyInstance, services: AppServices) =>
  certificateImportRoutes(app, services, diamondKind, {
    importer: diamondImporter,
    previewQuery: importPreviewQuerySchema,
    // The template for rows whose Template cell is empty, chosen in the preview.
    options: (query) => ({ defaultTemplateId: query.templateId }),
    previewResponse: importPreviewSchema,
    commitBody: importCommitSchema,
    commitResponse: importResultSchema,
  });
