import {
  productDisplayAddSchema,
  productDisplayListQuerySchema,
  productDisplayPageSchema,
  productDisplayVideoSchema,
} from "@loupe/domain/videos/product-display-api";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/request-guard";
import type { AppServices } from "../../services";
import { deleteVideo } from "../certificate-videos/ports";
import { addProductDisplayVideo, listProductDisplayVideos, productDisplayVideoDelete } from "./service";

const path = "/api/product-display-videos";
const tags = ["product-display-videos"];
const idParams = z.object({ id: z.uuid("The id is not valid") });

export async function productDisplayVideoRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  routes.get(
    path,
    {
      schema: {
        tags,
        querystring: productDisplayListQuerySchema,
        response: { 200: productDisplayPageSchema },
      },
    },
    async (request) => listProductDisplayVideos(db, request.query),
  );

  routes.post(
    path,
    { schema: { tags, body: productDisplayAddSchema, response: { 201: productDisplayVideoSchema } } },
    async (request, reply) =>
      reply.status(201).send(await addProductDisplayVideo(db, currentUser(request), request.body)),
  );

  routes.delete(`${path}/:id`, { schema: { tags, params: idParams } }, async (request, reply) => {
    await deleteVideo(
      services,
      currentUser(request),
      request.params.id,
      request.log,
      productDisplayVideoDelete,
    );
    return reply.status(204).send();
  });
}
