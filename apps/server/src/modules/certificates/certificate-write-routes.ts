import type { SessionUser } from "@loupe/domain/auth";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/request-guard";
import type { Database } from "../../db/client";
import type { AppServices } from "../../services";
import type { CertificateSaveRequest } from "./save-certificate";

export const certificateIdParams = z.object({ id: z.uuid("The id is not valid") });
// Create Digital Certificate is Save plus the spreadsheet (spec 000 §2, 001 §4.1).
const saveQuery = z.object({ digitalCertificate: z.enum(["true", "false"]).default("false") });

// A certificate type's create (201), update and delete at `path` and `path/:id`: its schemas
// validate and answer, its save and delete do the work.
export function certificateWriteRoutes<
  Save extends z.ZodType,
  Update extends z.ZodType,
  Result extends z.ZodType,
>(
  app: FastifyInstance,
  services: AppServices,
  options: {
    path: string;
    tags: string[];
    schemas: { save: Save; update: Update; result: Result };
    save: (
      services: AppServices,
      actor: SessionUser,
      request: CertificateSaveRequest<z.output<Save>, z.output<Update>>,
    ) => Promise<z.output<Result>>;
    remove: (db: Database, actor: SessionUser, id: string) => Promise<void>;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { path, tags, schemas } = options;
  // Answers are validated by the type's result schema at run time; here they are checked by
  // `save`'s own type (Fastify cannot resolve its reply type for a generic schema).
  const result: z.ZodType = schemas.result;
  const digitalCertificate = (query: { digitalCertificate: string }) => query.digitalCertificate === "true";

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
      await options.remove(services.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
