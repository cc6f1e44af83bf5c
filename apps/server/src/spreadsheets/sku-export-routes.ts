import type { CompanyKind } from "@loupe/domain/companies";
import type { SkuRow } from "@loupe/domain/skus";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { listCompanySkus, listPosts } from "../certificate-sources";
import { getAdministrator } from "../modules/administrators/service";
import { getCompany } from "../modules/companies/service";
import type { AppServices } from "../services";
import { downloadHeaders, xlsxContentType } from "./download";
import { type SkuOwner, skuFileName, skuSheet } from "./sku-sheet";
import { xlsxStream } from "./xlsx-writer";

const idParams = z.object({ id: z.uuid("The id is not valid") });
const companyPaths: Record<CompanyKind, "/api/clients" | "/api/customers"> = {
  client: "/api/clients",
  customer: "/api/customers",
};

// '{name} SKUS.xlsx' for an administrator's posts and for a client's or customer's certificates.
export async function skuExportRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, certificateSources: sources } = services;
  const send = (reply: FastifyReply, owner: SkuOwner, name: string, rows: SkuRow[]) =>
    downloadHeaders(reply, skuFileName(name), xlsxContentType, rows.length).send(
      xlsxStream(skuSheet(owner, name, rows, services.config.publicBaseUrl)),
    );

  routes.get(
    "/api/administrators/:id/skus.xlsx",
    { schema: { tags: ["administrators"], params: idParams, produces: [xlsxContentType] } },
    async (request, reply) => {
      const administrator = await getAdministrator(db, sources, request.params.id);
      return send(
        reply,
        "administrator",
        administrator.fullName,
        await listPosts(db, sources, administrator.id),
      );
    },
  );

  for (const kind of ["client", "customer"] as const) {
    const path = companyPaths[kind];
    routes.get(
      `${path}/:id/skus.xlsx`,
      { schema: { tags: [path.slice(5)], params: idParams, produces: [xlsxContentType] } },
      async (request, reply) => {
        const company = await getCompany(db, sources, kind, request.params.id);
        return send(reply, "company", company.name, await listCompanySkus(db, sources, company.id));
      },
    );
  }
}
