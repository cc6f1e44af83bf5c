import {
  type CompanyKind,
  companyListQuerySchema,
  companyOptionSchema,
  companyOptionsQuerySchema,
  companyPageSchema,
  companySaveSchema,
  companySchema,
  companyUpdateSchema,
  invitationRequestSchema,
  portalCredentialsSchema,
} from "@loupe/domain/companies";
import { skuRowSchema } from "@loupe/domain/skus";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/request-guard";
import type { AppServices } from "../../services";
import { listCompanySkus } from "../certificates/certificate-sources";
import { inviteToPortal, setPortalCredentials } from "./portal";
import {
  companyOptions,
  createCompany,
  deleteCompany,
  getCompany,
  listCompanies,
  updateCompany,
} from "./service";

export const idParams = z.object({ id: z.uuid("The id is not valid") });

// Clients and customers share one table and one set of routes, each under its own path.
export const companyPaths = {
  client: "/api/clients",
  customer: "/api/customers",
} as const satisfies Record<CompanyKind, string>;

// The OpenAPI group of a kind's routes: "clients" or "customers".
export const companyTags = (kind: CompanyKind) => [companyPaths[kind].slice("/api/".length)];

export function companyRoutes(kind: CompanyKind) {
  return async (app: FastifyInstance, services: AppServices): Promise<void> => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const { db, certificateSources: sources } = services;
    const path = companyPaths[kind];
    const tags = companyTags(kind);

    routes.get(
      path,
      { schema: { tags, querystring: companyListQuerySchema, response: { 200: companyPageSchema } } },
      async (request) => listCompanies(db, sources, kind, request.query),
    );

    routes.get(
      `${path}/:id`,
      { schema: { tags, params: idParams, response: { 200: companySchema } } },
      async (request) => getCompany(db, sources, kind, request.params.id),
    );

    routes.get(
      `${path}/:id/skus`,
      { schema: { tags, params: idParams, response: { 200: z.object({ items: z.array(skuRowSchema) }) } } },
      async (request) => {
        await getCompany(db, sources, kind, request.params.id);
        return { items: await listCompanySkus(db, sources, request.params.id) };
      },
    );

    routes.post(
      path,
      { schema: { tags, body: companySaveSchema, response: { 201: companySchema } } },
      async (request, reply) =>
        reply.status(201).send(await createCompany(db, sources, currentUser(request), kind, request.body)),
    );

    routes.put(
      `${path}/:id`,
      { schema: { tags, params: idParams, body: companyUpdateSchema, response: { 200: companySchema } } },
      async (request) =>
        updateCompany(db, sources, currentUser(request), kind, request.params.id, request.body),
    );

    routes.delete(`${path}/:id`, { schema: { tags, params: idParams } }, async (request, reply) => {
      await deleteCompany(db, sources, currentUser(request), kind, request.params.id);
      return reply.status(204).send();
    });

    routes.post(
      `${path}/:id/invitation`,
      { schema: { tags, params: idParams, body: invitationRequestSchema, response: { 200: companySchema } } },
      async (request) => {
        const { id } = request.params;
        await inviteToPortal(
          db,
          currentUser(request),
          kind,
          id,
          request.body.email,
          services.config.publicBaseUrl,
        );
        services.outboxWorker.wake();
        return getCompany(db, sources, kind, id);
      },
    );

    routes.put(
      `${path}/:id/portal-credentials`,
      { schema: { tags, params: idParams, body: portalCredentialsSchema, response: { 200: companySchema } } },
      async (request) => {
        await setPortalCredentials(db, currentUser(request), kind, request.params.id, request.body);
        return getCompany(db, sources, kind, request.params.id);
      },
    );
  };
}

export async function companyOptionRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/companies/options",
    {
      schema: {
        tags: ["companies"],
        querystring: companyOptionsQuerySchema,
        response: { 200: z.object({ items: z.array(companyOptionSchema) }) },
      },
    },
    async (request) => ({
      items: await companyOptions(services.db, request.query.kind, request.query.search),
    }),
  );
}
