import { ordersReportFileName } from "@loupe/domain/orders/orders-report";
import {
  ordersReportFilterSchema,
  ordersReportPageSchema,
  ordersReportQuerySchema,
} from "@loupe/domain/orders/orders-report-query";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppServices } from "../../services";
import { downloadHeaders, xlsxContentType } from "../../spreadsheets/download";
import { xlsxStream } from "../../spreadsheets/xlsx-writer";
import { countOrders, listOrders, streamOrders } from "./orders-service";
import { ordersSheetColumns, ordersSheetName, ordersSheetRow } from "./orders-sheet";

async function* sheetRows(batches: ReturnType<typeof streamOrders>) {
  for await (const batch of batches) yield batch.map(ordersSheetRow);
}

// The orders report (spec 002 'Orders report'): read only; the area's permission (view_billing)
// guards every route (module.ts).
export async function ordersRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  const tags = ["orders"];

  routes.get(
    "/api/orders",
    { schema: { tags, querystring: ordersReportQuerySchema, response: { 200: ordersReportPageSchema } } },
    async (request) => listOrders(db, request.query),
  );

  routes.get(
    "/api/orders/export.xlsx",
    { schema: { tags, querystring: ordersReportFilterSchema, produces: [xlsxContentType] } },
    async (request, reply) => {
      const total = await countOrders(db, request.query);
      const rows = sheetRows(streamOrders(db, request.query));
      const file = xlsxStream({ sheetName: ordersSheetName, columns: ordersSheetColumns, rows });
      return downloadHeaders(reply, ordersReportFileName, xlsxContentType, total).send(file);
    },
  );
}
