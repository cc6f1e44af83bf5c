import { jewelryQrFileName, jewelrySheetFileName } from "@loupe/domain/jewelry/jewelry-list";
import { jewelryFilterSchema } from "@loupe/domain/jewelry/jewelry-list-query";
import {
  jewelryQrHeaders,
  jewelryQrRow,
  jewelrySheetColumns,
  jewelrySheetName,
} from "@loupe/domain/jewelry/jewelry-sheet";
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../services";
import { certificateExportRoutes } from "../certificates/export-routes";
import { jewelryStreamSource } from "./jewelry-stream";
import { jewelryTags } from "./routes";

// Export and QR export of the jewelry list's filtered set (spec 001 §2.2, §7.1), through the
// certificate core (modules/certificates/export-routes.ts): GET /api/jewelry/export.xlsx and
// GET /api/jewelry/qr.csv, the addresses the web list calls.
export const jewelryExportRoutes = (app: FastifyInstance, services: AppServices) =>
  certificateExportRoutes(app, services, {
    base: "/api/jewelry",
    tags: jewelryTags,
    filter: jewelryFilterSchema,
    source: jewelryStreamSource,
    sheet: { name: jewelrySheetName, fileName: jewelrySheetFileName, columns: jewelrySheetColumns },
    qr: { path: "qr.csv", fileName: jewelryQrFileName, headers: jewelryQrHeaders, row: jewelryQrRow },
  });
