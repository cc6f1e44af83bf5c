import type { FastifyInstance } from "fastify";
import type { AppServices } from "../services";
import { certificateAssetRoutes } from "./certificate-assets";
import { type CertificatePage, certificatePageRoutes } from "./certificate-pages";
import { mediaRoutes, type PublicFileCondition } from "./media-routes";

// The shared frame of the public certificate pages (docs/design.md: /c/... needs no sign-in): their
// styles and script, the media they show, and the /c/{type}/{key} route that hands each request to the page
// its certificate type registered (AreaModule.certificatePage). The request guard only asks
// for a session under /api/, so these routes need no `public` flag; the route-table test keeps
// that flag for the documented /api exceptions.
export async function publicRoutes(
  app: FastifyInstance,
  services: AppServices,
  publicFiles: PublicFileCondition[],
  certificatePages: readonly CertificatePage[],
): Promise<void> {
  await certificateAssetRoutes(app);

  await mediaRoutes(app, services, publicFiles);
  await certificatePageRoutes(app, services, certificatePages);
}
