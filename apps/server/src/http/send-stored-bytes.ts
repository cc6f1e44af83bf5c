import type { FastifyReply, FastifyRequest } from "fastify";
import type { Storage } from "../storage/storage";
import { resolveByteRange } from "./byte-range";

// A stored file's bytes, whole or one byte range (RFC 9110 §14: video players seek, Safari will
// not play a video without a 206): its validator, 304 when the client has it, 206 with
// Content-Range, 416 for a range past the end, only the headers for HEAD. The caller has set the
// file's own headers (stored-file-headers.ts) and its caching. Files never change under an id, so
// the id and size make the validator.
export async function sendStoredBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  file: { id: string; storageKey: string; size: number },
): Promise<FastifyReply> {
  const etag = `"${file.id.toLowerCase()}-${file.size}"`;
  reply.header("accept-ranges", "bytes").header("etag", etag);
  const known = (request.headers["if-none-match"] ?? "").split(",").map((tag) => tag.trim());
  if (known.includes(etag) || known.includes(`W/${etag}`)) return reply.status(304).send();

  const ifRange = request.headers["if-range"];
  const rangeHeader = ifRange && ifRange !== etag ? undefined : request.headers.range;
  const outcome = resolveByteRange(rangeHeader, file.size);
  if (outcome.kind === "unsatisfiable") {
    return reply.status(416).header("content-range", `bytes */${file.size}`).send();
  }
  const range = outcome.kind === "partial" ? outcome.range : null;
  const length = range ? range.end - range.start + 1 : file.size;
  reply.header("content-length", length);
  if (range) reply.status(206).header("content-range", `bytes ${range.start}-${range.end}/${file.size}`);
  if (request.method === "HEAD") return reply.send();
  if (!range) return reply.send(await storage.read(file.storageKey));
  // The storage reads only the range (disk: a positioned read; S3: a Range GET).
  return reply.send(await storage.readRange(file.storageKey, range));
}
