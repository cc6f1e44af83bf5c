import {
  detectImageType,
  imageTooLarge,
  imageUploadLimits,
  isMp4Upload,
  notAnImage,
  notAnMp4,
  storedFileSchema,
  uploadLimits,
  videoTooLarge,
  videoUploadLimits,
  withVideoExtension,
} from "@loupe/domain/files";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { uuidv7 } from "uuidv7";
import { z } from "zod";
import { currentUser } from "../../auth/request-guard";
import { storedFiles } from "../../db/schema";
import { badRequest, HttpProblem, notFound } from "../../http/problem";
import type { AppServices } from "../../services";

const tooLarge = (detail: string) => new HttpProblem(413, "Payload Too Large", detail);

// Uploads stream straight to storage; the database row is written only once the file is whole.
// Images (logos, backgrounds) are small: they are read whole so their real type can be checked.
export async function fileRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = services;

  routes.post(
    "/api/files",
    {
      schema: {
        tags: ["files"],
        querystring: z.object({ purpose: z.enum(["file", "image", "video"]).default("file") }),
        response: { 201: storedFileSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const image = request.query.purpose === "image";
      const video = request.query.purpose === "video";
      const maxBytes = image
        ? imageUploadLimits.maxBytes
        : video
          ? videoUploadLimits.maxBytes
          : uploadLimits.maxBytes;
      const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
      if (!part) throw badRequest("Choose a file to upload.");
      if (video && !isMp4Upload(part.filename, part.mimetype)) {
        part.file.resume();
        throw new HttpProblem(415, "Unsupported Media Type", notAnMp4);
      }
      const id = uuidv7();
      const key = `uploads/${id.slice(0, 8)}/${id}`;
      let contentType = part.mimetype;
      let size: number;
      if (image) {
        let content: Buffer;
        try {
          content = await part.toBuffer();
        } catch {
          throw tooLarge(imageTooLarge);
        }
        const detected = detectImageType(content);
        if (!detected) throw new HttpProblem(415, "Unsupported Media Type", notAnImage);
        contentType = detected;
        ({ size } = await storage.put(key, content));
      } else {
        ({ size } = await storage.put(key, part.file));
        if (part.file.truncated) {
          await storage.remove(key);
          throw tooLarge(video ? videoTooLarge : `The file is larger than ${maxBytes / 1_048_576} MB.`);
        }
      }
      if (video) contentType = videoUploadLimits.contentType;
      const name = video ? withVideoExtension(part.filename.slice(0, 250)) : part.filename.slice(0, 255);
      await db
        .insert(storedFiles)
        .values({ id, storageKey: key, name, contentType, size, uploadedBy: user.id });
      return reply.status(201).send({ id, name, contentType, size, url: `/api/files/${id}` });
    },
  );

  routes.get(
    "/api/files/:id",
    { schema: { tags: ["files"], params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, request.params.id));
      if (!row) throw notFound("This file does not exist.");
      reply.header("content-type", row.contentType).header("content-length", row.size);
      reply.header("content-disposition", `inline; filename*=UTF-8''${encodeURIComponent(row.name)}`);
      reply.header("cache-control", "private, max-age=31536000, immutable");
      return reply.send(await storage.read(row.storageKey));
    },
  );
}
