import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppServices } from "../../services";
import { xlsxContentType } from "../../spreadsheets/download";
import { sendSkuSheet } from "../../spreadsheets/sku-download";
import { listCompanySkus } from "../certificates/certificate-sources";
import { companyPaths, companyTags, idParams } from "./routes";
import { getCompany } from "./service";

// '{name} SKUS.xlsx' of a client's or customer's certificates.
export async function companySkuExportRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, certificateSources: sources } = services;
  for (const kind of ["client", "customer"] as const) {
    routes.get(
      `${companyPaths[kind]}/:id/skus.xlsx`,
      { schema: { tags: companyTags(kind), params: idParams, produces: [xlsxContentType] } },
      async (request, reply) => {
        const company = await getCompany(db, sources, kind, request.params.id);
        return sendSkuSheet(reply, services.config.publicBaseUrl, {
          owner: "company",
          name: company.name,
          rows: await listCompanySkus(db, sources, company.id),
        });
      },
    );
  }
}
