import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";

// The public pages are opened on phones, often on a slow network: their HTML, styles and script
// go out compressed when the browser accepts it (brotli, else gzip), as the web app's files do.

export type TextEncoding = "br" | "gzip";

function acceptedEncoding(request: FastifyRequest): TextEncoding | null {
  const accepted = String(request.headers["accept-encoding"] ?? "")
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, quality]) => quality?.trim() !== "q=0")
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes("br")) return "br";
  return accepted.includes("gzip") ? "gzip" : null;
}

// Pages are compressed per request at a quick level; fixed files once at the best (`cache`).
function compress(text: string, encoding: TextEncoding, best: boolean): Buffer {
  if (encoding === "gzip") return gzipSync(text, { level: best ? 9 : 6 });
  return brotliCompressSync(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

export function sendText(
  request: FastifyRequest,
  reply: FastifyReply,
  text: string,
  cache?: Map<TextEncoding, Buffer>,
): FastifyReply {
  return send(request, reply, text, (encoding) => {
    let body = cache?.get(encoding);
    if (!body) {
      body = compress(text, encoding, cache !== undefined);
      cache?.set(encoding, body);
    }
    return body;
  });
}

// Rendered pages' compressed bodies by their tag (a hash of the HTML) and encoding: a page asked
// for again is not compressed again. Keyed by content, so an entry can never be out of date: an
// edit makes another page with another tag (decision 0031).
const compressedPages = new LRUCache<string, Buffer>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (body) => body.length,
});

export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  etag: string,
): FastifyReply {
  return send(request, reply, html, (encoding) => {
    const key = `${encoding} ${etag}`;
    let body = compressedPages.get(key);
    if (!body) {
      body = compress(html, encoding, false);
      compressedPages.set(key, body);
    }
    return body;
  });
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  text: string,
  compressed: (encoding: TextEncoding) => Buffer,
): FastifyReply {
  reply.header("vary", "accept-encoding");
  const encoding = acceptedEncoding(request);
  if (!encoding) return reply.send(text);
  return reply.header("content-encoding", encoding).send(compressed(encoding));
}
