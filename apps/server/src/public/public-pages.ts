import { isCertificateKind } from "@loupe/domain/public-pages/public-page-kind";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppServices } from "../services";
import { sendPage } from "./compressed-text";
import { sendCertificateNotFound } from "./not-found";
import { checkReportPath, maxKeyLength } from "./page-chrome";
import { stillFresh } from "./page-etag";
import { flushPageEvents, recordPageView, recordSiteClick } from "./page-views";
import type { PublicPage, PublicRecord } from "./public-page";
import { renderedPage } from "./rendered-pages";

export type { PublicPage, PublicRecord };

const params = z.object({ kind: z.string(), key: z.string() });
const checkQuery = z.object({ number: z.string().optional() });

const usableKey = (key: string) => key && key.length <= maxKeyLength;

// The page's recorded link to its client's website.
const visitPath = (kind: string, key: string, found: PublicRecord) =>
  `${found.canonicalPath ?? `/c/${kind}/${encodeURIComponent(key)}`}/visit`;

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
  const countryHeaders = services.config.COUNTRY_HEADERS ?? [];
  // The views and clicks still held are written before the database closes (page-views.ts).
  app.addHook("onClose", () => flushPageEvents(db));

  routes.get("/c/:kind/:key", { schema: { hide: true, params } }, async (request, reply) => {
    const page = byKind.get(request.params.kind);
    const key = request.params.key.trim();
    if (!page || !usableKey(key)) return sendCertificateNotFound(request, reply, db);
    const shown = await renderedPage({
      db,
      page,
      key,
      url: request.url,
      // The page's own canonical address, whatever case was typed.
      render: (found, lab) =>
        found.render(
          `${baseUrl}${found.canonicalPath ?? request.url}`,
          lab,
          found.clientWebsite ? visitPath(page.kind, key, found) : null,
        ),
    });
    if (!shown) return sendCertificateNotFound(request, reply, db);
    recordPageView(db, request, { kind: page.kind, id: shown.id, clientId: shown.clientId }, countryHeaders);
    // Every view is counted, so caches must come back to the server each time (no-cache); a
    // browser that has this very page gets 304 without the body, and a page changed by an edit
    // has another tag, so the old one brings the new page.
    const { etag, html } = shown;
    reply.header("cache-control", "no-cache").header("etag", etag);
    if (stillFresh(request, etag)) return reply.header("vary", "accept-encoding").code(304).send();
    return sendPage(request, reply.type("text/html; charset=utf-8"), html, etag);
  });

  // The click from a page to its client's website: recorded, then sent to the address stored on
  // the client, never one the request names (no open redirect); the same 404 page when the record
  // or the website is missing.
  routes.get("/c/:kind/:key/visit", { schema: { hide: true, params } }, async (request, reply) => {
    const page = byKind.get(request.params.kind);
    const key = request.params.key.trim();
    const found = page && usableKey(key) ? await page.find(db, key) : null;
    if (!page || !found?.clientWebsite) return sendCertificateNotFound(request, reply, db);
    recordSiteClick(db, request, { kind: page.kind, id: found.id, clientId: found.clientId }, countryHeaders);
    return reply
      .header("cache-control", "no-store")
      .header("referrer-policy", "origin")
      .redirect(found.clientWebsite, 302);
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
