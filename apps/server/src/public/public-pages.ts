import { isCertificateKind, type PublicPageKind } from "@loupe/domain/public-pages/public-page-kind";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client";
import type { AppServices } from "../services";
import { sendText } from "./compressed-text";
import { type LabProfile, readLabProfile } from "./lab-profile";
import { sendCertificateNotFound } from "./not-found";
import { checkReportPath, maxKeyLength } from "./page-chrome";
import { recordPageView } from "./page-views";

// A record found for a public address: its id and client (its views are counted against them),
// its own canonical path, and its page, rendered for that page's absolute URL under the issuing lab.
export type PublicRecord = {
  id: string;
  clientId: string | null;
  canonicalPath: string | null;
  render: (pageUrl: string, lab: LabProfile | null) => Promise<string>;
};

// One kind's public page, registered by its area (AreaModule.publicPage): /c/{kind}/{key}.
// `find` gets the key trimmed, never empty and at most maxKeyLength characters.
export type PublicPage = {
  kind: PublicPageKind;
  find: (db: Database, key: string) => Promise<PublicRecord | null>;
};

const params = z.object({ kind: z.string(), key: z.string() });
const checkQuery = z.object({ number: z.string().optional() });

const usableKey = (key: string) => key && key.length <= maxKeyLength;

// The one route of every public page: it finds the registered kind, answers the friendly 404 page
// for an unknown kind or key, and counts the view. Beside it, the 'check another report' form's
// target: the certificate of that number, whatever its type, or the same 404.
export async function publicPageRoutes(
  app: FastifyInstance,
  services: Pick<AppServices, "db" | "config">,
  pages: readonly PublicPage[],
): Promise<void> {
  const { db } = services;
  const byKind = new Map(pages.map((page) => [page.kind as string, page]));
  const certificatePages = pages.filter((page) => isCertificateKind(page.kind));
  const baseUrl = services.config.publicBaseUrl.replace(/\/$/, "");
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get("/c/:kind/:key", { schema: { hide: true, params } }, async (request, reply) => {
    const page = byKind.get(request.params.kind);
    const key = request.params.key.trim();
    const found = page && usableKey(key) ? await page.find(db, key) : null;
    if (!page || !found) return sendCertificateNotFound(request, reply, db);
    // The page's own canonical address, whatever case was typed.
    const pageUrl = `${baseUrl}${found.canonicalPath ?? request.url}`;
    const html = await found.render(pageUrl, await readLabProfile(db));
    await recordPageView(db, request, { kind: page.kind, id: found.id, clientId: found.clientId });
    // Every view is counted, so shared caches must come back to the server.
    return sendText(
      request,
      reply.type("text/html; charset=utf-8").header("cache-control", "no-cache"),
      html,
    );
  });

  routes.get(checkReportPath, { schema: { hide: true, querystring: checkQuery } }, async (request, reply) => {
    const key = (request.query.number ?? "").trim();
    for (const page of usableKey(key) ? certificatePages : []) {
      const found = await page.find(db, key);
      if (found)
        return reply
          .header("cache-control", "no-store")
          .redirect(found.canonicalPath ?? `/c/${page.kind}/${encodeURIComponent(key)}`, 303);
    }
    return sendCertificateNotFound(request, reply, db);
  });
}
