import { dashboardCountsSchema } from "@loupe/domain/dashboard/dashboard-api";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppServices } from "../../services";
import { readDashboardCounts } from "./service";

export async function dashboardRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/dashboard",
      { schema: { tags: ["dashboard"], response: { 200: dashboardCountsSchema } } },
      async () => readDashboardCounts(services.db),
    );
}
