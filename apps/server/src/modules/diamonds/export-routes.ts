import { diamondFilterSchema } from "@loupe/domain/diamonds/diamond";
import {
  diamondQrFileName,
  diamondQrHeaders,
  diamondQrRow,
  diamondSheetColumns,
  diamondSheetFileName,
  diamondSheetName,
} from "@loupe/domain/diamonds/diamond-sheet";
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../services";
import { certificateExportRoutes } from "../certificates/export-routes";
import { diamondStreamSource } from "./diamond-stream";

// Export and Export for QR of diamonds (modules/certificates/export-routes.ts).
export const diamondExportRoutes = (app: FastifyInstance, services: AppServices) =>
  certificateExportRoutes(app, services, {
    base: "/api/diamonds",
    tags: ["diamonds"],
    filter: diamondFilterSchema,
    source: diamondStreamSource,
    sheet: { name: diamondSheetName, fileName: diamondSheetFileName, columns: diamondSheetColumns },
    qr: { path: "export-qr.csv", fileName: diamondQrFileName, headers: diamondQrHeaders, row: diamondQrRow },
  });
