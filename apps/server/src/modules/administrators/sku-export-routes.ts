import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppServices } from "../../services";
import { xlsxContentType } from "../../spreadsheets/download";
import { sendSkuSheet } from "../../spreadsheets/sku-download";
import { listPosts } from "../certificates/certificate-sources";
import { getAdministrator } from "./service";

const idParams = z.object({ id: z.uuid("The id is not valid") });

// '{name} SKUS.xlsx' of an administrator's posts.
export async function administratorSkuExportRoutes(
  app: FastifyInstance,
  services: AppServices,
): Promise<void> {
  const { db, certificateSources: sources } = services;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/administrators/:id/skus.xlsx",
      { schema: { tags: ["administrators"], params: idParams, produces: [xlsxContentType] } },
      async (request, reply) => {
        const administrator = await getAdministrator(db, sources, request.params.id);
        return sendSkuSheet(reply, services.config.publicBaseUrl, {
          owner: "administrator",
          name: administrator.fullName,
          rows: await listPosts(db, sources, administrator.id),
        });
      },
    );
}
