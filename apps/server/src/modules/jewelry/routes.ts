import { jewelrySaveResultSchema, jewelrySchema } from "@loupe/domain/jewelry/jewelry";
import {
  jewelrySaveRequestSchema,
  jewelryUpdateRequestSchema,
  orderLineQuerySchema,
  orderLineSchema,
} from "@loupe/domain/jewelry/jewelry-api";
import { jewelryListQuerySchema, jewelryPageSchema } from "@loupe/domain/jewelry/jewelry-list-query";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppServices } from "../../services";
import { certificateRoutes } from "../certificates/certificate-routes";
import { jewelryKind } from "./jewelry-kind";
import { readOrderLine } from "./order-line";
import { saveJewelry } from "./save-jewelry";

// The jewelry list and editor (spec 001 §2.2, §2.3, §7.1); routes as domain jewelry-api.ts lists.
export async function jewelryRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Before /:id, which would otherwise read 'order-line' as an id.
  routes.get(
    "/api/jewelry/order-line",
    {
      schema: {
        tags: jewelryKind.tags,
        querystring: orderLineQuerySchema,
        response: { 200: orderLineSchema },
      },
    },
    async (request) => readOrderLine(services.db, request.query),
  );

  await certificateRoutes(app, services, jewelryKind, {
    schemas: {
      listQuery: jewelryListQuerySchema,
      page: jewelryPageSchema,
      record: jewelrySchema,
      save: jewelrySaveRequestSchema,
      update: jewelryUpdateRequestSchema,
      result: jewelrySaveResultSchema,
    },
    save: saveJewelry,
  });
}
