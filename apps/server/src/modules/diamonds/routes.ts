import { diamondCardData } from "@loupe/domain/diamonds/card-data";
import {
  diamondListQuerySchema,
  diamondPageSchema,
  diamondSaveResultSchema,
  diamondSaveSchema,
  diamondSchema,
  diamondUpdateSchema,
  printCardResultSchema,
} from "@loupe/domain/diamonds/diamond";
import { messages } from "@loupe/domain/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/request-guard";
import { HttpProblem } from "../../http/problem";
import type { AppServices } from "../../services";
import { saveDiamond } from "./save-diamond";
import { deleteDiamond, getDiamond, listDiamonds } from "./service";

const tags = ["diamonds"];
const idParams = z.object({ id: z.uuid("The id is not valid") });
// Create Digital Certificate is Save plus the spreadsheet (spec 000 §2).
const saveQuery = z.object({ digitalCertificate: z.enum(["true", "false"]).default("false") });

export async function diamondRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  routes.get(
    "/api/diamonds",
    { schema: { tags, querystring: diamondListQuerySchema, response: { 200: diamondPageSchema } } },
    async (request) => listDiamonds(db, request.query),
  );

  routes.get(
    "/api/diamonds/:id",
    { schema: { tags, params: idParams, response: { 200: diamondSchema } } },
    async (request) => getDiamond(db, request.params.id),
  );

  routes.post(
    "/api/diamonds",
    {
      schema: {
        tags,
        querystring: saveQuery,
        body: diamondSaveSchema,
        response: { 201: diamondSaveResultSchema },
      },
    },
    async (request, reply) => {
      const result = await saveDiamond(services, currentUser(request), {
        id: null,
        input: request.body,
        digitalCertificate: request.query.digitalCertificate === "true",
      });
      return reply.status(201).send(result);
    },
  );

  routes.put(
    "/api/diamonds/:id",
    {
      schema: {
        tags,
        params: idParams,
        querystring: saveQuery,
        body: diamondUpdateSchema,
        response: { 200: diamondSaveResultSchema },
      },
    },
    async (request) =>
      saveDiamond(services, currentUser(request), {
        id: request.params.id,
        input: request.body,
        digitalCertificate: request.query.digitalCertificate === "true",
      }),
  );

  routes.delete(
    "/api/diamonds/:id",
    { schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteDiamond(db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    "/api/diamonds/:id/print-card",
    { schema: { tags, params: idParams, response: { 200: printCardResultSchema } } },
    async (request) => {
      const diamond = await getDiamond(db, request.params.id);
      try {
        await services.integrations.cardPrinter.updateDataTable(diamondCardData(diamond));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new HttpProblem(502, messages.genericErrorTitle, messages.genericError(reason, 502));
      }
      return { message: messages.diamondCardSent };
    },
  );
}
