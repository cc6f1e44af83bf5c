import {
  completeRequestSchema,
  completeResultSchema,
  intakeRequestSchema,
  intakeResultSchema,
  newlyAddedItemParams,
  newlyAddedItemSchema,
  newlyAddedPageSchema,
  newlyAddedQuerySchema,
  setClientSchema,
} from "@loupe/domain/intake/intake-api";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser } from "../../auth/request-guard";
import type { AppServices } from "../../services";
import { completeItems, setQueuedClient } from "./completion";
import { intakeCertificates } from "./intake-service";
import { listNewlyAdded } from "./newly-added-queue";

const tags = ["intake"];

// The contract: packages/domain/src/intake/intake-api.ts.
export async function intakeRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  routes.post(
    "/api/intake",
    { schema: { tags, body: intakeRequestSchema, response: { 200: intakeResultSchema } } },
    async (request) => intakeCertificates(services, currentUser(request), request.body),
  );

  routes.get(
    "/api/intake/newly-added",
    { schema: { tags, querystring: newlyAddedQuerySchema, response: { 200: newlyAddedPageSchema } } },
    async (request) => listNewlyAdded(db, request.query),
  );

  routes.patch(
    "/api/intake/newly-added/:type/:id",
    {
      schema: {
        tags,
        params: newlyAddedItemParams,
        body: setClientSchema,
        response: { 200: newlyAddedItemSchema },
      },
    },
    async (request) =>
      setQueuedClient(db, currentUser(request), request.params.type, request.params.id, request.body),
  );

  routes.post(
    "/api/intake/complete",
    { schema: { tags, body: completeRequestSchema, response: { 200: completeResultSchema } } },
    async (request) => completeItems(services, currentUser(request), request.body),
  );
}
