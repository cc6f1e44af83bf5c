import { analyticsAnswerSchema, analyticsQuerySchema } from "@loupe/domain/analytics/analytics-api";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { flushPageEvents } from "../../public/page-views";
import type { AppServices } from "../../services";
import { readAnalytics } from "./service";

export const analyticsPaths = { figures: "/api/analytics" } as const;

// Certificate analytics (spec 002 §2, §3): every signed-in staff member may read them (§6 names
// no right for this screen), so the area declares no permission.
export async function analyticsRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    analyticsPaths.figures,
    {
      schema: {
        tags: ["analytics"],
        querystring: analyticsQuerySchema,
        response: { 200: analyticsAnswerSchema },
      },
    },
    async (request) => {
      // This server's last second of views and clicks counts too (public/page-views.ts).
      await flushPageEvents(services.db);
      return readAnalytics(services.db, request.query);
    },
  );
}
