import type { CertificateType } from "@loupe/domain/certificates/certificate-type";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client";
import type { AppServices } from "../services";
import { recordCertificateView } from "./certificate-views";
import { sendText } from "./compressed-text";
import { type LabProfile, readLabProfile } from "./lab-profile";
import { sendCertificateNotFound } from "./not-found";
import { checkReportPath, maxKeyLength } from "./page-chrome";

// A certificate found for a public address: its id (views are counted against it), its own
// canonical path, and its page, rendered for that page's absolute URL under the issuing lab.
export type PublicCertificate = {
  id: string;
  canonicalPath: string | null;
  render: (pageUrl: string, lab: LabProfile | null) => Promise<string>;
};

// One type's public page, registered by its area (AreaModule.certificatePage): /c/{type}/{key}.
// `find` gets the key trimmed, never empty and at most maxKeyLength characters.
export type CertificatePage = {
  type: CertificateType;
  find: (db: Database, key: string) => Promise<PublicCertificate | null>;
};

const params = z.object({ type: z.string(), key: z.string() });
const checkQuery = z.object({ number: z.string().optional() });

const usableKey = (key: string) => key && key.length <= maxKeyLength;

// The one route of every certificate page: it finds the registered type, answers the friendly
// 404 page for an unknown type or key, and counts the view. Beside it, the 'check another
// report' form's target: the page of that number, whatever its type, or the same 404.
export async function certificatePageRoutes(
  app: FastifyInstance,
  services: Pick<AppServices, "db" | "config">,
  pages: readonly CertificatePage[],
): Promise<void> {
  const { db } = services;
  const byType = new Map(pages.map((page) => [page.type as string, page]));
  const baseUrl = services.config.publicBaseUrl.replace(/\/$/, "");
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get("/c/:type/:key", { schema: { hide: true, params } }, async (request, reply) => {
    const page = byType.get(request.params.type);
    const key = request.params.key.trim();
    const found = page && usableKey(key) ? await page.find(db, key) : null;
    if (!page || !found) return sendCertificateNotFound(request, reply, db);
    // The page's own canonical address, whatever case was typed.
    const pageUrl = `${baseUrl}${found.canonicalPath ?? request.url}`;
    const html = await found.render(pageUrl, await readLabProfile(db));
    await recordCertificateView(db, request, { product: page.type, id: found.id });
    // Every view is counted, so shared caches must come back to the server.
    return sendText(
      request,
      reply.type("text/html; charset=utf-8").header("cache-control", "no-cache"),
      html,
    );
  });

  routes.get(checkReportPath, { schema: { hide: true, querystring: checkQuery } }, async (request, reply) => {
    const key = (request.query.number ?? "").trim();
    for (const page of usableKey(key) ? pages : []) {
      const found = await page.find(db, key);
      if (found)
        return reply
          .header("cache-control", "no-store")
          .redirect(found.canonicalPath ?? `/c/${page.type}/${encodeURIComponent(key)}`, 303);
    }
    return sendCertificateNotFound(request, reply, db);
  });
}
