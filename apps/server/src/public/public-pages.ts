import { isCertificateKind, type PublicPageKind } from "@loupe/domain/public-pages/public-page-kind";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client";
import type { AppServices } from "../services";
import { sendPage } from "./compressed-text";
import { type LabProfile, readLabProfile } from "./lab-profile";
import { sendCertificateNotFound } from "./not-found";
import { checkReportPath, maxKeyLength } from "./page-chrome";
import { pageEtag, stillFresh } from "./page-etag";
import { recordPageView, recordSiteClick } from "./page-views";

// A record found for a public address: its id and client (its views are counted against them),
// its own canonical path, and its page, rendered for that page's absolute URL under the issuing lab.
export type PublicRecord = {
  id: string;
  clientId: string | null;
  // The client's website (an http(s) address) that the page links to through /visit, or none.
  clientWebsite: string | null;
  canonicalPath: string | null;
  // siteLink: the page's recorded link to its client's website (visitPath), when it has one.
  render: (pageUrl: string, lab: LabProfile | null, siteLink: string | null) => Promise<string>;
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

  routes.get("/c/:kind/:key", { schema: { hide: true, params } }, async (request, reply) => {
    const page = byKind.get(request.params.kind);
    const key = request.params.key.trim();
    const found = page && usableKey(key) ? await page.find(db, key) : null;
    if (!page || !found) return sendCertificateNotFound(request, reply, db);
    // The page's own canonical address, whatever case was typed.
    const pageUrl = `${baseUrl}${found.canonicalPath ?? request.url}`;
    const siteLink = found.clientWebsite ? visitPath(page.kind, key, found) : null;
    const html = await found.render(pageUrl, await readLabProfile(db), siteLink);
    await recordPageView(
      db,
      request,
      { kind: page.kind, id: found.id, clientId: found.clientId },
      countryHeaders,
    );
    // Every view is counted, so caches must come back to the server each time (no-cache); a
    // browser that has this very page gets 304 without the body, and a page changed by an edit
    // has another tag, so the old one brings the new page.
    const etag = pageEtag(html);
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
    await recordSiteClick(
      db,
      request,
      { kind: page.kind, id: found.id, clientId: found.clientId },
      countryHeaders,
    );
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
