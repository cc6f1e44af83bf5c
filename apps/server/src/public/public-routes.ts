import type { FastifyInstance } from "fastify";
import type { AppServices } from "../services";
import { certificateAssetRoutes } from "./certificate-assets";
import { mediaRoutes, type PublicFileCondition } from "./media-routes";
import { type PublicPage, publicPageRoutes } from "./public-pages";

// The shared frame of the public pages (docs/design.md: /c/... needs no sign-in): their styles and
// script, the media they show, and the /c/{kind}/{key} route that hands each request to the page
// its kind registered (AreaModule.publicPage). The request guard only asks for a session under
// /api/, so these routes need no `public` flag; the route-table test keeps that flag for the
// documented /api exceptions.
export async function publicRoutes(
  app: FastifyInstance,
  services: AppServices,
  publicFiles: PublicFileCondition[],
  pages: readonly PublicPage[],
): Promise<void> {
  await certificateAssetRoutes(app);

  await mediaRoutes(app, services, publicFiles);
  await publicPageRoutes(app, services, pages);
}
