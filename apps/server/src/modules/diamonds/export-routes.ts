import { diamondFilterSchema } from "@loupe/domain/diamonds/diamond";
import {
  diamondQrFileName,
  diamondQrHeaders,
  diamondQrRow,
  diamondSheetColumns,
  diamondSheetFileName,
  diamondSheetName,
  diamondSheetRow,
  type SheetContext,
} from "@loupe/domain/diamonds/diamond-sheet";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppServices } from "../../services";
import { csvStream } from "../../spreadsheets/csv-writer";
import { csvContentType, downloadHeaders, xlsxContentType } from "../../spreadsheets/download";
import { xlsxStream } from "../../spreadsheets/xlsx-writer";
import { countDiamonds, streamDiamonds } from "./diamond-stream";

const tags = ["diamonds"];

// Export and Export for QR (spec 000 §2, §7): every record the list's filters select, not one
// page. X-Total-Count lets the browser show progress while the file streams.
export async function diamondExportRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  const context: SheetContext = { publicBaseUrl: services.config.publicBaseUrl };

  routes.get(
    "/api/diamonds/export.xlsx",
    { schema: { tags, querystring: diamondFilterSchema, produces: [xlsxContentType] } },
    async (request, reply) => {
      const total = await countDiamonds(db, request.query);
      const rows = mapBatches(streamDiamonds(db, request.query), (diamond) =>
        diamondSheetRow(diamond, context),
      );
      const file = xlsxStream({ sheetName: diamondSheetName, columns: diamondSheetColumns, rows });
      return downloadHeaders(reply, diamondSheetFileName, xlsxContentType, total).send(file);
    },
  );

  routes.get(
    "/api/diamonds/export-qr.csv",
    { schema: { tags, querystring: diamondFilterSchema, produces: ["text/csv"] } },
    async (request, reply) => {
      const total = await countDiamonds(db, request.query);
      const rows = mapBatches(streamDiamonds(db, request.query), (diamond) => diamondQrRow(diamond, context));
      const file = csvStream({ headers: diamondQrHeaders, rows });
      return downloadHeaders(reply, diamondQrFileName, csvContentType, total).send(file);
    },
  );
}

async function* mapBatches<Item, Row>(batches: AsyncIterable<Item[]>, toRow: (item: Item) => Row) {
  for await (const batch of batches) yield batch.map(toRow);
}
