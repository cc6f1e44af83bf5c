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
import type { AppServices } from "../../services";
import { certificateIdParams, certificateWriteRoutes } from "../certificates/certificate-write-routes";
import { printCard } from "../certificates/print-card";
import { saveDiamond } from "./save-diamond";
import { deleteDiamond, getDiamond, listDiamonds } from "./service";

const tags = ["diamonds"];
const idParams = certificateIdParams;

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

  certificateWriteRoutes(app, services, {
    path: "/api/diamonds",
    tags,
    schemas: { save: diamondSaveSchema, update: diamondUpdateSchema, result: diamondSaveResultSchema },
    save: saveDiamond,
    remove: deleteDiamond,
  });

  routes.post(
    "/api/diamonds/:id/print-card",
    { schema: { tags, params: idParams, response: { 200: printCardResultSchema } } },
    async (request) => {
      const diamond = await getDiamond(db, request.params.id);
      return printCard(services.integrations.cardPrinter, diamondCardData(diamond), messages.diamondCardSent);
    },
  );
}
