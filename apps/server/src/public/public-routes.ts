import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppServices } from "../services";
import { certificateStyles, certificateStylesPath } from "./certificate-layout";
import { type CertificatePage, certificatePageRoutes } from "./certificate-pages";
import { mediaRoutes, type PublicFileCondition } from "./media-routes";

// The shared frame of the public certificate pages (docs/design.md: /c/... needs no sign-in): their
// styles, the media they show, and the /c/{type}/{key} route that hands each request to the page
// its certificate type registered (AreaModule.certificatePage). The request guard only asks
// for a session under /api/, so these routes need no `public` flag; the route-table test keeps
// that flag for the documented /api exceptions.
export async function publicRoutes(
  app: FastifyInstance,
  services: AppServices,
  publicFiles: PublicFileCondition[],
  certificatePages: readonly CertificatePage[],
): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(certificateStylesPath, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type("text/css; charset=utf-8")
        // The pages link it with a content hash in the query, so a changed file gets a new URL.
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(certificateStyles),
    );

  await mediaRoutes(app, services, publicFiles);
  await certificatePageRoutes(app, services, certificatePages);
}
