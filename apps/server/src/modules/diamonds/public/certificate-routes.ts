import { diamondPublicPath } from "@loupe/domain/diamonds/diamond";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { certificateNotFoundPage } from "../../../public/certificate-layout";
import { recordCertificateView } from "../../../public/certificate-views";
import type { AppServices } from "../../../services";
import { renderDiamondCertificatePage } from "./certificate-page";
import { findDiamondCertificate } from "./certificate-query";

// A diamond's public digital certificate (docs/design.md: /c/... needs no sign-in).
export async function diamondCertificateRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const baseUrl = services.config.publicBaseUrl.replace(/\/$/, "");
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/c/diamond/:key",
      { schema: { hide: true, params: z.object({ key: z.string() }) } },
      async (request, reply) => {
        const diamond = await findDiamondCertificate(services.db, request.params.key);
        if (!diamond) {
          return reply
            .status(404)
            .type("text/html; charset=utf-8")
            .header("cache-control", "no-store")
            .send(certificateNotFoundPage());
        }
        // The page's own canonical address (certificate number, else SKU), whatever case was typed.
        const pageUrl = `${baseUrl}${diamondPublicPath(diamond) ?? request.url}`;
        const page = await renderDiamondCertificatePage(diamond, pageUrl);
        await recordCertificateView(services.db, request, { product: "diamond", id: diamond.id });
        // Every view is counted, so shared caches must come back to the server.
        return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(page);
      },
    );
}
