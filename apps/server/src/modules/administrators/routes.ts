import {
  administratorCreateSchema,
  administratorDetailSchema,
  administratorListQuerySchema,
  administratorPageSchema,
  administratorSchema,
  administratorSkuSchema,
  administratorUpdateSchema,
} from "@loupe/domain/administrators";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/request-guard";
import type { AppServices } from "../../services";
import { listPosts } from "../certificates/certificate-sources";
import {
  createAdministrator,
  deleteAdministrator,
  getAdministrator,
  listAdministrators,
  updateAdministrator,
} from "./service";

const idParams = z.object({ id: z.uuid("The administrator id is not valid") });

export async function administratorRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, certificateSources } = services;
  const tags = ["administrators"];
  // Every administrator reads the list; only a super administrator adds, edits or deletes (spec 001
  // §6). The area's scope enforces the writes' permission.
  const superAdministratorOnly = { permission: "super_admin" } as const;

  routes.get(
    "/api/administrators",
    {
      schema: { tags, querystring: administratorListQuerySchema, response: { 200: administratorPageSchema } },
    },
    async (request) => listAdministrators(db, certificateSources, request.query),
  );

  routes.get(
    "/api/administrators/:id",
    { schema: { tags, params: idParams, response: { 200: administratorDetailSchema } } },
    async (request) => getAdministrator(db, certificateSources, request.params.id),
  );

  routes.get(
    "/api/administrators/:id/skus",
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: z.object({ items: z.array(administratorSkuSchema) }) },
      },
    },
    async (request) => {
      await getAdministrator(db, certificateSources, request.params.id);
      return { items: await listPosts(db, certificateSources, request.params.id) };
    },
  );

  routes.post(
    "/api/administrators",
    {
      config: superAdministratorOnly,
      schema: { tags, body: administratorCreateSchema, response: { 201: administratorSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createAdministrator(db, currentUser(request), request.body)),
  );

  routes.put(
    "/api/administrators/:id",
    {
      config: superAdministratorOnly,
      schema: {
        tags,
        params: idParams,
        body: administratorUpdateSchema,
        response: { 200: administratorSchema },
      },
    },
    async (request) =>
      updateAdministrator(db, certificateSources, currentUser(request), request.params.id, request.body),
  );

  routes.delete(
    "/api/administrators/:id",
    { config: superAdministratorOnly, schema: { tags, params: idParams } },
    async (request, reply) => {
      await deleteAdministrator(db, currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
