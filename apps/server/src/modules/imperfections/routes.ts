import {
  diamondOptionSchema,
  diamondOptionsQuerySchema,
  imperfectionConnectSchema,
  imperfectionListQuerySchema,
  imperfectionPageSchema,
  imperfectionSaveSchema,
  imperfectionSchema,
  imperfectionTotalsSchema,
} from "@loupe/domain/imperfections/imperfection-api";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/request-guard";
import type { AppServices } from "../../services";
import { diamondsByCertificateNumber } from "../diamonds/ports";
import { connectImperfection, disconnectImperfection } from "./connection";
import { uploadProportions } from "./proportions";
import {
  createImperfection,
  deleteImperfection,
  getImperfection,
  imperfectionTotalsOf,
  listImperfections,
  updateImperfection,
} from "./service";

const path = "/api/imperfections";
const tags = ["imperfections"];
const idParams = z.object({ id: z.uuid("The id is not valid") });
// An update says which version it was read at (a stale one gets 409).
const imperfectionUpdateSchema = imperfectionSaveSchema.required({ version: true });

// Every route is the signed-in user's own: another user's map answers 404 like a missing one.
export async function imperfectionRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  routes.get(
    path,
    { schema: { tags, querystring: imperfectionListQuerySchema, response: { 200: imperfectionPageSchema } } },
    async (request) => listImperfections(db, currentUser(request), request.query),
  );

  routes.get(
    `${path}/totals`,
    { schema: { tags, response: { 200: imperfectionTotalsSchema } } },
    async (request) => imperfectionTotalsOf(db, currentUser(request).id),
  );

  routes.get(
    `${path}/diamond-options`,
    {
      schema: {
        tags,
        querystring: diamondOptionsQuerySchema,
        response: { 200: z.object({ items: z.array(diamondOptionSchema) }) },
      },
    },
    async (request) => ({ items: await diamondsByCertificateNumber(db, request.query.search) }),
  );

  routes.get(
    `${path}/:id`,
    { schema: { tags, params: idParams, response: { 200: imperfectionSchema } } },
    async (request) => getImperfection(db, currentUser(request).id, request.params.id),
  );

  routes.post(
    path,
    { schema: { tags, body: imperfectionSaveSchema, response: { 201: imperfectionSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createImperfection(db, currentUser(request), request.body)),
  );

  routes.put(
    `${path}/:id`,
    {
      schema: {
        tags,
        params: idParams,
        body: imperfectionUpdateSchema,
        response: { 200: imperfectionSchema },
      },
    },
    async (request) => updateImperfection(db, currentUser(request), request.params.id, request.body),
  );

  routes.delete(`${path}/:id`, { schema: { tags, params: idParams } }, async (request, reply) => {
    await deleteImperfection(db, currentUser(request), request.params.id);
    return reply.status(204).send();
  });

  routes.post(
    `${path}/:id/proportions`,
    { schema: { tags, params: idParams, response: { 200: imperfectionSchema } } },
    async (request) => uploadProportions(services, currentUser(request), request.params.id, request),
  );

  routes.put(
    `${path}/:id/connection`,
    {
      schema: {
        tags,
        params: idParams,
        body: imperfectionConnectSchema,
        response: { 200: imperfectionSchema },
      },
    },
    async (request) =>
      connectImperfection(db, currentUser(request), request.params.id, request.body.diamondId),
  );

  routes.delete(
    `${path}/:id/connection`,
    { schema: { tags, params: idParams, response: { 200: imperfectionSchema } } },
    async (request) => disconnectImperfection(db, currentUser(request), request.params.id),
  );
}
