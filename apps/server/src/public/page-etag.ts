import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";

// A public page's validator: a hash of the HTML it renders now, so it changes with anything the
// page shows (the record, its client, the lab, a plot) on whichever server renders it, and no
// server keeps anything between requests (decision 0029). Weak (W/): the same page goes out
// brotli, gzip or plain under one tag, which a strong tag must not do (RFC 9110 §8.8.3).
export function pageEtag(html: string): string {
  return `W/"${createHash("sha1").update(html).digest("base64url")}"`;
}

// If-None-Match holds the tag (weak comparison, RFC 9110 §13.1.2) or "*".
export function stillFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}
