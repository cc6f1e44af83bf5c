import { shippingLogFileName } from "@loupe/domain/shipping/shipping-log-list";
import {
  shippingLogFilterSchema,
  shippingLogListQuerySchema,
  shippingLogPageSchema,
} from "@loupe/domain/shipping/shipping-log-query";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppServices } from "../../services";
import { downloadHeaders, xlsxContentType } from "../../spreadsheets/download";
import { xlsxStream } from "../../spreadsheets/xlsx-writer";
import { countShippingLog, listShippingLog, streamShippingLog } from "./shipping-log-service";
import { shippingLogSheetColumns, shippingLogSheetName, shippingLogSheetRow } from "./shipping-log-sheet";

async function* sheetRows(batches: ReturnType<typeof streamShippingLog>) {
  for await (const batch of batches) yield batch.map(shippingLogSheetRow);
}

// The shipping log's reads (spec 001 §2.6, §7.5): the list and its export, for every signed-in
// administrator (every member of staff ships).
export async function shippingLogRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  const tags = ["shipping"];

  routes.get(
    "/api/shipping-log",
    { schema: { tags, querystring: shippingLogListQuerySchema, response: { 200: shippingLogPageSchema } } },
    async (request) => listShippingLog(db, request.query),
  );

  // The whole filtered set, streamed; X-Total-Count lets the browser show progress.
  routes.get(
    "/api/shipping-log/export.xlsx",
    { schema: { tags, querystring: shippingLogFilterSchema, produces: [xlsxContentType] } },
    async (request, reply) => {
      const total = await countShippingLog(db, request.query);
      const rows = sheetRows(streamShippingLog(db, request.query));
      const file = xlsxStream({ sheetName: shippingLogSheetName, columns: shippingLogSheetColumns, rows });
      return downloadHeaders(reply, shippingLogFileName, xlsxContentType, total).send(file);
    },
  );
}
