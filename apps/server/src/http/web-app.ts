import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFound } from "./problem";

// A request for a file the build does not have (an old page asking for a chunk that a deploy
// replaced) must fail as a file, not get the app page: as a script that page is a blank screen.
const staticFilePath =
  /^\/assets\/|\.(?:m?js|css|map|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|json|webmanifest|txt|xml|wasm)$/i;

const isStaticFileRequest = (url: string) => staticFilePath.test(url.split("?")[0] ?? "");

// Helmet's headers that only a document (a page the browser shows) acts on. A script, stylesheet,
// font or image ignores them, and a first visit fetches some 60 such files: about 1 KB each of
// headers for nothing (issue 26). nosniff, the resource policy and HSTS stay on every answer.
export const documentOnlyHeaders = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
] as const;
// Files a browser opened directly may show as a page that runs script: they keep the page policy.
const rendersAsDocument = /\.(?:html?|svg|xml)$/i;
// A built asset's name changes with its content and it is cached for a year, never revalidated:
// its validators and range offer are bytes for nothing, and HSTS is already on every page.
const needlessOnImmutable = ["etag", "last-modified", "accept-ranges", "strict-transport-security"] as const;

// Serves the built React app; any other GET that wants a screen gets index.html, never cached, so
// the client router can show it (or its own not-found page) and a deploy is picked up at once.
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexPath = path.join(webDist, "index.html");
  const built = fs.existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/precompress-plugin.ts).
      preCompressed: true,
      setHeaders: (response, filePath) => {
        if (!rendersAsDocument.test(filePath))
          for (const name of documentOnlyHeaders) response.removeHeader(name);
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
        if (immutable) for (const name of needlessOnImmutable) response.removeHeader(name);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.method !== "GET") {
      throw notFound(`No API route ${request.method} ${request.url.split("?")[0]}`);
    }
    if (isStaticFileRequest(request.url)) {
      return reply.status(404).header("cache-control", "no-store").type("text/plain").send("Not found");
    }
    if (!built) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The web app is not built yet: run `npm run build --workspace apps/web` (npm start does it).");
    }
    return reply.header("cache-control", "no-cache").type("text/html").send(fs.createReadStream(indexPath));
  });
}
