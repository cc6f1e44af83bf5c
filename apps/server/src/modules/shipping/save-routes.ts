import {
  shippingSaveResultSchema,
  shippingSaveSchema,
  shippingSaveSettingsSchema,
  unshippedSearchQuerySchema,
  unshippedSearchResultSchema,
} from "@loupe/domain/shipping/shipping-save-api";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser } from "../../auth/request-guard";
import type { AppServices } from "../../services";
import { saveShippingLog } from "./shipping-save";
import { searchUnshipped } from "./unshipped-search";

const tags = ["shipping"];

// The New Shipping Log modal's server side (issue 23 item 3): the add-to-log search and Save Log.
export async function registerShippingSaveRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = services;

  // What the modal needs from the configuration: the order-tracking site's address, if any.
  routes.get(
    "/api/shipping/save-settings",
    { schema: { tags, response: { 200: shippingSaveSettingsSchema } } },
    async () => ({ orderTrackingUrl: config.ORDER_TRACKING_URL ?? null }),
  );

  routes.get(
    "/api/shipping/unshipped",
    {
      schema: {
        tags,
        querystring: unshippedSearchQuerySchema,
        response: { 200: unshippedSearchResultSchema },
      },
    },
    async (request) => searchUnshipped(db, request.query),
  );

  routes.post(
    "/api/shipping/save",
    { schema: { tags, body: shippingSaveSchema, response: { 200: shippingSaveResultSchema } } },
    async (request) => saveShippingLog(db, currentUser(request), request.body),
  );
}
