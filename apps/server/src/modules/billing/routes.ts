import { billingCsvFileName } from "@loupe/domain/billing/billing-csv";
import {
  billingClientChoiceSchema,
  billingClientSchema,
  billingFilterSchema,
  billingListQuerySchema,
  billingPageSchema,
  billingSelectedExportSchema,
} from "@loupe/domain/billing/billing-query";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser } from "../../auth/request-guard";
import type { AppServices } from "../../services";
import { csvContentType, downloadHeaders } from "../../spreadsheets/download";
import { billedClientOf, chooseBilledClient } from "./billed-client";
import { billingCsvStream } from "./billing-csv-stream";
import { countBilling, listBilling, streamBilling, streamSelectedBilling } from "./service";

export const billingPaths = {
  list: "/api/billing",
  client: "/api/billing/client",
  exportAll: "/api/billing/export.csv",
  exportSelected: "/api/billing/export-selected.csv",
} as const;

// The certificate cost report (spec 001 §2.5, §7.4); the area's permission (view_billing) guards
// every route (module.ts).
export async function billingRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = services;
  const tags = ["billing"];

  routes.get(
    billingPaths.list,
    { schema: { tags, querystring: billingListQuerySchema, response: { 200: billingPageSchema } } },
    async (request) => listBilling(db, request.query),
  );

  routes.get(
    billingPaths.client,
    { schema: { tags, response: { 200: billingClientSchema } } },
    async (request) => billedClientOf(db, currentUser(request).id, config.BILLING_DEFAULT_CLIENT_ID),
  );

  routes.put(
    billingPaths.client,
    { schema: { tags, body: billingClientChoiceSchema, response: { 200: billingClientSchema } } },
    async (request) => chooseBilledClient(db, currentUser(request).id, request.body.clientId),
  );

  // Export all: every billed record the filters select, streamed; X-Total-Count for the progress.
  routes.get(
    billingPaths.exportAll,
    { schema: { tags, querystring: billingFilterSchema, produces: ["text/csv"] } },
    async (request, reply) => {
      const total = await countBilling(db, request.query);
      const file = billingCsvStream(streamBilling(db, request.query));
      return downloadHeaders(reply, billingCsvFileName(new Date()), csvContentType, total).send(file);
    },
  );

  // Export selected: a POST, as a few thousand ids do not fit in a URL. It reads only.
  routes.post(
    billingPaths.exportSelected,
    { schema: { tags, body: billingSelectedExportSchema, produces: ["text/csv"] } },
    async (request, reply) => {
      const file = billingCsvStream(streamSelectedBilling(db, request.body.ids));
      return downloadHeaders(reply, billingCsvFileName(new Date()), csvContentType).send(file);
    },
  );
}
