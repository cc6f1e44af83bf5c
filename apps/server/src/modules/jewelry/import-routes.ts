import { importResultSchema } from "@loupe/domain/certificates/import-schemas";
import { jewelryImportSchemas } from "@loupe/domain/jewelry/import";
import { hasJewelryImportHeaders } from "@loupe/domain/jewelry/import-columns";
import {
  type JewelryImportOptions,
  type JewelryImportRowSummary,
  mapJewelryImportRow,
} from "@loupe/domain/jewelry/import-row";
import { jewelryImportReasons } from "@loupe/domain/jewelry/import-row-reasons";
import { checkJewelryImportRow } from "@loupe/domain/jewelry/import-row-status";
import type { JewelrySave } from "@loupe/domain/jewelry/jewelry";
import { isJewelryIncomplete } from "@loupe/domain/jewelry/jewelry-checks";
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../services";
import type { CertificateImporter } from "../certificates/certificate-importer";
import { certificateImportRoutes } from "../certificates/import-routes";
import { insertImportedCertificates } from "../certificates/insert-imported";
import { jewelryKind } from "./jewelry-kind";
import { columnsFrom } from "./jewelry-rows";
import { jewelry } from "./schema";

// Jewelry's part of the import pipeline (modules/certificates/import-service.ts): the domain's
// jewelry columns and checks, and one insert of every row. Rows lacking a field Save requires are
// kept and marked incomplete (shown in red).
export const jewelryImporter = {
  hasImportableHeaders: hasJewelryImportHeaders,
  mapRow: (record, options: JewelryImportOptions) => mapJewelryImportRow(record, options),
  checkRow: checkJewelryImportRow,
  commitReasons: (row) => [
    ...(row.certificateVideoFileId ? [jewelryImportReasons.videoNotImported] : []),
    ...(row.customerLogoFileId ? [jewelryImportReasons.logoNotImported] : []),
  ],
  isIncomplete: isJewelryIncomplete,
  insertRows: (tx, rows, actor) =>
    insertImportedCertificates(
      tx,
      { type: "jewelry", table: jewelry, columnsFrom, noun: "jewelry items" },
      rows,
      actor,
    ),
} satisfies CertificateImporter<JewelrySave, JewelryImportOptions, JewelryImportRowSummary>;

// POST /api/jewelry/import/preview and POST /api/jewelry/import, shaped as the diamonds'.
export const jewelryImportRoutes = (app: FastifyInstance, services: AppServices) =>
  certificateImportRoutes(app, services, jewelryKind, {
    importer: jewelryImporter,
    previewQuery: jewelryImportSchemas.previewQuery,
    // The template for rows whose Template cell is empty, chosen in the preview.
    options: (query) => ({ defaultTemplateId: query.templateId }),
    previewResponse: jewelryImportSchemas.preview,
    commitBody: jewelryImportSchemas.commit,
    commitResponse: importResultSchema,
  });
