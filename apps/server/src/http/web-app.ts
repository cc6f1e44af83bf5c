import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFound } from "./problem";

// Serves the built React app; any other GET that wants HTML gets index.html so the client router
// can show the screen (or its own not-found page).
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexPath = path.join(webDist, "index.html");
  const built = fs.existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (response, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.method !== "GET") {
      throw notFound(`No API route ${request.method} ${request.url.split("?")[0]}`);
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
