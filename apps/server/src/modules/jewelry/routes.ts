import {
  jewelrySaveResultSchema,
  jewelrySaveSchema,
  jewelrySchema,
  jewelryUpdateSchema,
} from "@loupe/domain/jewelry/jewelry";
import { orderLineCountQuerySchema, orderLineCountSchema } from "@loupe/domain/jewelry/jewelry-api";
import { jewelryListQuerySchema, jewelryPageSchema } from "@loupe/domain/jewelry/jewelry-list-query";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppServices } from "../../services";
import { certificateIdParams, certificateWriteRoutes } from "../certificates/certificate-write-routes";
import { countOrderLine } from "./order-line";
import { saveJewelry } from "./save-jewelry";
import { deleteJewelry, getJewelry, listJewelry } from "./service";

export const jewelryTags = ["jewelry"];
export const jewelryIdParams = certificateIdParams;

// The jewelry list and editor (spec 001 §2.2, §2.3, §7.1); routes as domain jewelry-api.ts lists.
export async function jewelryRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  const tags = jewelryTags;

  routes.get(
    "/api/jewelry",
    { schema: { tags, querystring: jewelryListQuerySchema, response: { 200: jewelryPageSchema } } },
    async (request) => listJewelry(db, request.query),
  );

  // Before /:id, which would otherwise read 'order-line' as an id.
  routes.get(
    "/api/jewelry/order-line",
    { schema: { tags, querystring: orderLineCountQuerySchema, response: { 200: orderLineCountSchema } } },
    async (request) => countOrderLine(db, request.query),
  );

  routes.get(
    "/api/jewelry/:id",
    { schema: { tags, params: jewelryIdParams, response: { 200: jewelrySchema } } },
    async (request) => getJewelry(db, request.params.id),
  );

  certificateWriteRoutes(app, services, {
    path: "/api/jewelry",
    tags,
    schemas: { save: jewelrySaveSchema, update: jewelryUpdateSchema, result: jewelrySaveResultSchema },
    save: saveJewelry,
    remove: deleteJewelry,
  });
}
