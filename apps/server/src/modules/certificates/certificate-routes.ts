import type { SessionUser } from "@loupe/domain/auth";
import type { Page } from "@loupe/domain/paging";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/request-guard";
import type { KeysetRequest } from "../../db/keyset-page";
import type { AppServices } from "../../services";
import type { CertificateKind, StreamedRow } from "./certificate-kind";
import { getCertificate, listCertificates } from "./certificate-reads";
import { deleteCertificate } from "./certificate-writes";
import { certificateExportRoutes } from "./export-routes";
import type { CertificateSaveRequest } from "./save-certificate";

export const certificateIdParams = z.object({ id: z.uuid("The id is not valid") });
// Create Digital Certificate is Save plus the spreadsheet (spec 000 §2, 001 §4.1).
const saveQuery = z.object({ digitalCertificate: z.enum(["true", "false"]).default("false") });

// The list's filters, page and search (the type's list query schema).
type ListQuery<Filter> = Filter & KeysetRequest & { search?: string };

// A certificate type's list and record (GET path, GET path/:id), its create (201), update and
// delete at `path` and `path/:id`, and its exports (export-routes.ts): its schemas validate and
// answer, its save does the work.
export async function certificateRoutes<
  Filter,
  Joined extends StreamedRow,
  Certificate,
  ListRow extends Record<string, unknown>,
  ListItem,
  Save extends z.ZodType,
  Update extends z.ZodType,
  Result extends z.ZodType,
>(
  app: FastifyInstance,
  services: AppServices,
  kind: CertificateKind<Filter, Joined, Certificate, ListRow, ListItem>,
  options: {
    schemas: {
      listQuery: z.ZodType<ListQuery<NoInfer<Filter>>>;
      page: z.ZodType<Page<NoInfer<ListItem>>>;
      record: z.ZodType<NoInfer<Certificate>>;
      save: Save;
      update: Update;
      result: Result;
    };
    save: (
      services: AppServices,
      actor: SessionUser,
      request: CertificateSaveRequest<z.output<Save>, z.output<Update>>,
    ) => Promise<z.output<Result>>;
  },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  const { path, tags } = kind;
  const { schemas } = options;
  // Answers are validated by the type's schemas at run time; their types are checked against the
  // kind's and `save`'s in the signature above. Fastify cannot resolve a generic schema's type: the
  // query and the bodies are cast to their schemas' outputs.
  const page: z.ZodType = schemas.page;
  const record: z.ZodType = schemas.record;
  const result: z.ZodType = schemas.result;
  const digitalCertificate = (query: { digitalCertificate: string }) => query.digitalCertificate === "true";

  routes.get(
    path,
    { schema: { tags, querystring: schemas.listQuery, response: { 200: page } } },
    async (request) => listCertificates(db, kind, request.query as ListQuery<Filter>),
  );

  routes.get(
    `${path}/:id`,
    { schema: { tags, params: certificateIdParams, response: { 200: record } } },
    async (request) => getCertificate(db, kind, request.params.id),
  );

  routes.post(
    path,
    { schema: { tags, querystring: saveQuery, body: schemas.save, response: { 201: result } } },
    async (request, reply) => {
      const result = await options.save(services, currentUser(request), {
        id: null,
        input: request.body as z.output<Save>,
        digitalCertificate: digitalCertificate(request.query),
      });
      return reply.status(201).send(result);
    },
  );

  routes.put(
    `${path}/:id`,
    {
      schema: {
        tags,
        params: certificateIdParams,
        querystring: saveQuery,
        body: schemas.update,
        response: { 200: result },
      },
    },
    async (request) =>
      options.save(services, currentUser(request), {
        id: request.params.id,
        input: request.body as z.output<Update>,
        digitalCertificate: digitalCertificate(request.query),
      }),
  );

  routes.delete(
    `${path}/:id`,
    { schema: { tags, params: certificateIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteCertificate(services.db, currentUser(request), kind, request.params.id);
      return reply.status(204).send(null);
    },
  );

  await certificateExportRoutes(app, services, kind);
}
