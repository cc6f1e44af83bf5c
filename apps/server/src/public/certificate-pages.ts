import type { CertificateType } from "@loupe/domain/certificates/certificate-type";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client";
import type { AppServices } from "../services";
import { certificateNotFoundPage } from "./certificate-layout";
import { recordCertificateView } from "./certificate-views";

// A certificate found for a public address: its id (views are counted against it), its own
// canonical path, and its page, rendered for that page's absolute URL.
export type PublicCertificate = {
  id: string;
  canonicalPath: string | null;
  render: (pageUrl: string) => Promise<string>;
};

// One type's public page, registered by its area (AreaModule.certificatePage): /c/{type}/{key}.
// `find` gets the key trimmed, never empty and at most maxKeyLength characters.
export type CertificatePage = {
  type: CertificateType;
  find: (db: Database, key: string) => Promise<PublicCertificate | null>;
};

// Longer keys cannot be a certificate number or a SKU (the forms cap them at 40 and 60).
const maxKeyLength = 100;

const params = z.object({ type: z.string(), key: z.string() });

// The one route of every certificate page: it finds the registered type, answers the friendly
// 404 page for an unknown type or key, and counts the view.
export async function certificatePageRoutes(
  app: FastifyInstance,
  services: Pick<AppServices, "db" | "config">,
  pages: readonly CertificatePage[],
): Promise<void> {
  const byType = new Map(pages.map((page) => [page.type as string, page]));
  const baseUrl = services.config.publicBaseUrl.replace(/\/$/, "");
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/c/:type/:key", { schema: { hide: true, params } }, async (request, reply) => {
      const page = byType.get(request.params.type);
      const key = request.params.key.trim();
      const found = page && key && key.length <= maxKeyLength ? await page.find(services.db, key) : null;
      if (!page || !found) {
        return reply
          .status(404)
          .type("text/html; charset=utf-8")
          .header("cache-control", "no-store")
          .send(certificateNotFoundPage());
      }
      // The page's own canonical address, whatever case was typed.
      const pageUrl = `${baseUrl}${found.canonicalPath ?? request.url}`;
      const html = await found.render(pageUrl);
      await recordCertificateView(services.db, request, { product: page.type, id: found.id });
      // Every view is counted, so shared caches must come back to the server.
      return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(html);
    });
}
