import { and, eq, exists, or, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { companies, diamonds, storedFiles } from "../db/schema";
import type { AppServices } from "../services";
import { resolveByteRange } from "./byte-range";
import { certificateNotFoundPage } from "./certificate-layout";
import { sliceStream } from "./slice-stream";

// A storage adapter may read a byte range itself (disk: a positioned read; S3: a Range GET).
// Without it, the whole file is read and the range cut out of the stream.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Uploaded videos keep the type the browser named; only media types are served as such, so an
// upload cannot become an HTML or script document on this origin.
const videoTypesByExtension: Record<string, string> = {
  mp4: "video/mp4",
  m4v: "video/x-m4v",
  mov: "video/quicktime",
  webm: "video/webm",
  ogv: "video/ogg",
};

export function publicContentType(file: { contentType: string; name: string }): string {
  const type = file.contentType.toLowerCase();
  if (/^video\/[\w.+-]+$/.test(type) || /^image\/(png|jpeg|webp|gif|avif)$/.test(type)) return type;
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return videoTypesByExtension[extension] ?? "application/octet-stream";
}

// Public: the files a public certificate page shows, i.e. some diamond's certificate video or
// some company's logo. Any other stored file is private and answers 404 here.
async function findPublicFile(services: AppServices, fileId: string) {
  const { db } = services;
  const [file] = await db
    .select({
      storageKey: storedFiles.storageKey,
      name: storedFiles.name,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
    })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, fileId),
        or(
          exists(
            db
              .select({ one: sql`1` })
              .from(diamonds)
              .where(eq(diamonds.certificateVideoFileId, storedFiles.id)),
          ),
          exists(db.select({ one: sql`1` }).from(companies).where(eq(companies.logoFileId, storedFiles.id))),
        ),
      ),
    )
    .limit(1);
  return file ?? null;
}

const notFound = (reply: FastifyReply) =>
  reply
    .status(404)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(certificateNotFoundPage());

export async function mediaRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { storage } = services;

  const serve = async (request: FastifyRequest<{ Params: { fileId: string } }>, reply: FastifyReply) => {
    const { fileId } = request.params;
    const file = uuidPattern.test(fileId) ? await findPublicFile(services, fileId.toLowerCase()) : null;
    if (!file) return notFound(reply);
    const etag = `"${fileId.toLowerCase()}-${file.size}"`;
    reply
      .header("content-type", publicContentType(file))
      .header("accept-ranges", "bytes")
      .header("etag", etag)
      // Files never change under an id (a new upload gets a new one); a day bounds how long a
      // removed video stays in caches.
      .header("cache-control", "public, max-age=86400")
      .header("content-disposition", `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      // Public by design: the QR export links videos directly and the ad portal shows logos.
      .header("cross-origin-resource-policy", "cross-origin");
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
    const body = storage.readRange
      ? await storage.readRange(file.storageKey, range)
      : sliceStream(await storage.read(file.storageKey), range);
    return reply.send(body);
  };

  app.route<{ Params: { fileId: string } }>({
    method: ["GET", "HEAD"],
    url: "/c/media/:fileId",
    schema: { hide: true },
    handler: serve,
  });
}
