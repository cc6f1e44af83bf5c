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
import { currentUser } from "../../auth/request-guard";
import type { AppServices } from "../../services";
import { certificateIdParams, certificateRoutes } from "../certificates/certificate-routes";
import { printCard } from "../certificates/print-card";
import { diamondKind } from "./diamond-kind";
import { saveDiamond } from "./save-diamond";
import { getDiamond } from "./service";

export async function diamondRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  await certificateRoutes(app, services, diamondKind, {
    schemas: {
      listQuery: diamondListQuerySchema,
      page: diamondPageSchema,
      record: diamondSchema,
      save: diamondSaveSchema,
      update: diamondUpdateSchema,
      result: diamondSaveResultSchema,
    },
    save: saveDiamond,
  });

  routes.post(
    "/api/diamonds/:id/print-card",
    {
      schema: {
        tags: diamondKind.tags,
        params: certificateIdParams,
        response: { 200: printCardResultSchema },
      },
    },
    async (request) => {
      const diamond = await getDiamond(services.db, request.params.id);
      return printCard(
        services.db,
        services.integrations.cardPrinter,
        currentUser(request),
        { kind: diamondKind, record: diamond, card: diamondCardData(diamond) },
        messages.diamondCardSent,
      );
    },
  );
}
