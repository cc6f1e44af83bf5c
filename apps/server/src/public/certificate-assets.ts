import { createHash } from "node:crypto";
import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { serverPath } from "../server-root";
import { sendText, type TextEncoding } from "./compressed-text";

// The files the public certificate pages load from this server, under the CSP's 'self': their
// styles and their one small script. Each is linked with a content hash in its query, so a
// changed file gets a new URL and the browser may keep each for a year.

type Asset = { path: string; type: string; body: string; version: string };

function asset(file: string, type: string): Asset {
  const body = fs.readFileSync(serverPath("src", "public", file), "utf8");
  const version = createHash("sha256").update(body).digest("hex").slice(0, 12);
  return { path: `/c/assets/${file}`, type, body, version };
}

export const certificateStyles = asset("certificate.css", "text/css; charset=utf-8");
export const certificateScript = asset("certificate.js", "text/javascript; charset=utf-8");

export const assetUrl = (file: Asset) => `${file.path}?v=${file.version}`;

export async function certificateAssetRoutes(app: FastifyInstance): Promise<void> {
  for (const file of [certificateStyles, certificateScript]) {
    const compressed = new Map<TextEncoding, Buffer>();
    app.get(file.path, { schema: { hide: true } }, async (request, reply) =>
      sendText(
        request,
        reply.type(file.type).header("cache-control", "public, max-age=31536000, immutable"),
        file.body,
        compressed,
      ),
    );
  }
}
