import type { Permission } from "@loupe/domain/permissions";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Integrations } from "../integrations/build-integrations";
import type { ExpiredRecordCleanup } from "../jobs/housekeeping";
import type { OutboxHandler } from "../jobs/outbox";
import type { Mailer } from "../mail/mailer";
import type { PublicFileCondition } from "../public/media-routes";
import type { PublicPage } from "../public/public-pages";
import type { AppServices } from "../services";
import type { CertificateSource } from "./certificates/certificate-sources";

export type AreaExpiredRecordCleanup = (
  ...args: [...Parameters<ExpiredRecordCleanup>, config: Config]
) => Promise<void>;

export type RegisterRoutes = (app: FastifyInstance, services: AppServices) => Promise<void>;

export type OutboxContext = { db: Database; mailer: Mailer; integrations: Integrations; config: Config };

// One area of the back office (a folder under modules/), as the app and the services see it.
// Each folder exports one of these from module.ts; modules/registry.ts lists them.
export type AreaModule = {
  // The folder's name; errors and tests name the module by it.
  name: string;
  // Its /api routes, registered in a Fastify scope of its own (area-scope.ts); sign-in is required
  // unless a route opts out (config.public).
  routes?: RegisterRoutes;
  // What every one of its /api routes needs: a signed-in administrator without it gets 403. An area
  // whose reads are for everyone and whose writes are not marks those routes instead
  // (config.permission); its scope enforces both.
  permission?: Permission;
  // Its pages outside /api, which need no sign-in (public certificates, the portal invitation link);
  // a scope of their own, without the area's permission.
  publicRoutes?: RegisterRoutes;
  // The outbox kinds it delivers; a kind belongs to exactly one module.
  outboxHandlers?: (context: OutboxContext) => Record<string, OutboxHandler>;
  // Its public page, at /c/{kind}/{key} (a certificate type's, a QR list's); one module per kind.
  publicPage?: PublicPage;
  // Its certificates, counted as administrators' posts and companies' SKUs.
  certificateSource?: CertificateSource;
  // A condition on a stored file's id column: true when one of its public pages shows that file.
  publicFiles?: PublicFileCondition;
  // Removes its spent or expired rows (or files, as the configuration places them); run by the
  // hourly housekeeping.
  removeExpiredRecords?: AreaExpiredRecordCleanup;
};

export function collectOutboxHandlers(
  modules: readonly AreaModule[],
  context: OutboxContext,
  infrastructure: Record<string, OutboxHandler>,
): Record<string, OutboxHandler> {
  const handlers: Record<string, OutboxHandler> = { ...infrastructure };
  for (const module of modules) {
    for (const [kind, handler] of Object.entries(module.outboxHandlers?.(context) ?? {})) {
      if (kind in handlers) throw new Error(`Outbox kind ${kind} is claimed twice (module ${module.name})`);
      handlers[kind] = handler;
    }
  }
  return handlers;
}

export function collectPublicPages(modules: readonly AreaModule[]): PublicPage[] {
  const pages = new Map<string, PublicPage>();
  for (const module of modules) {
    const page = module.publicPage;
    if (!page) continue;
    if (pages.has(page.kind))
      throw new Error(`Public page kind ${page.kind} is claimed twice (module ${module.name})`);
    pages.set(page.kind, page);
  }
  return [...pages.values()];
}
