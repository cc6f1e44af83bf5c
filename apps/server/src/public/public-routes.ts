import { diamondPublicPath } from "@loupe/domain/diamonds/diamond";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppServices } from "../services";
import { certificateNotFoundPage, certificateStyles, certificateStylesPath } from "./certificate-layout";
import { recordCertificateView } from "./certificate-views";
import { renderDiamondCertificatePage } from "./diamond-certificate-page";
import { findDiamondCertificate } from "./diamond-certificate-query";
import { mediaRoutes } from "./media-routes";

// The public digital certificates (DESIGN.md: /c/... needs no sign-in). The request guard only
// asks for a session under /api/, so these routes need no `public` flag; the route-table test
// keeps that flag for the documented /api exceptions.
export async function publicRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const baseUrl = services.config.publicBaseUrl.replace(/\/$/, "");

  routes.get(certificateStylesPath, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/css; charset=utf-8")
      // The pages link it with a content hash in the query, so a changed file gets a new URL.
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(certificateStyles),
  );

  routes.get(
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

  await mediaRoutes(app, services);
}
