import {
  qrListInputSchema,
  qrListListQuerySchema,
  qrListPageSchema,
  qrListSchema,
  qrListUpdateSchema,
  qrVideoChoicesQuerySchema,
  qrVideoChoicesSchema,
} from "@loupe/domain/videos/qr-list-api";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/request-guard";
import type { AppServices } from "../../services";
import {
  createQrList,
  deleteQrList,
  getQrList,
  listQrLists,
  markQrCodeGenerated,
  updateQrList,
  videoChoices,
} from "./service";

const path = "/api/qr-lists";
const tags = ["qr-lists"];
const idParams = z.object({ id: z.uuid("The id is not valid") });

export async function qrListRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = services;

  routes.get(
    path,
    { schema: { tags, querystring: qrListListQuerySchema, response: { 200: qrListPageSchema } } },
    async (request) => listQrLists(db, request.query, config.publicBaseUrl),
  );

  routes.get(
    `${path}/video-choices`,
    { schema: { tags, querystring: qrVideoChoicesQuerySchema, response: { 200: qrVideoChoicesSchema } } },
    async (request) => ({ items: await videoChoices(db, request.query) }),
  );

  routes.get(
    `${path}/:id`,
    { schema: { tags, params: idParams, response: { 200: qrListSchema } } },
    async (request) => getQrList(db, request.params.id, config.publicBaseUrl),
  );

  routes.post(
    path,
    { schema: { tags, body: qrListInputSchema, response: { 201: qrListSchema } } },
    async (request, reply) => {
      const id = await createQrList(db, currentUser(request), request.body);
      return reply.status(201).send(await getQrList(db, id, config.publicBaseUrl));
    },
  );

  routes.put(
    `${path}/:id`,
    { schema: { tags, params: idParams, body: qrListUpdateSchema, response: { 200: qrListSchema } } },
    async (request) => {
      await updateQrList(db, currentUser(request), request.params.id, request.body);
      return getQrList(db, request.params.id, config.publicBaseUrl);
    },
  );

  routes.delete(`${path}/:id`, { schema: { tags, params: idParams } }, async (request, reply) => {
    await deleteQrList(db, currentUser(request), request.params.id);
    return reply.status(204).send();
  });

  routes.post(`${path}/:id/qr-generated`, { schema: { tags, params: idParams } }, async (request, reply) => {
    await markQrCodeGenerated(db, currentUser(request), request.params.id);
    return reply.status(204).send();
  });
}
