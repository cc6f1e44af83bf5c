import { storedFileSchema, uploadPurposes, uploadRules } from "@loupe/domain/files";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/request-guard";
import { storedFiles } from "../../db/files-schema";
import { badRequest, notFound } from "../../http/problem";
import { sendStoredBytes } from "../../http/send-stored-bytes";
import { setStoredFileHeaders } from "../../http/stored-file-headers";
import type { AppServices } from "../../services";
import { storeUpload } from "./store-upload";

export async function fileRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = services;

  routes.post(
    "/api/files",
    {
      schema: {
        tags: ["files"],
        querystring: z.object({ purpose: z.enum(uploadPurposes).default("file") }),
        response: { 201: storedFileSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { purpose } = request.query;
      const part = await request.file({ limits: { files: 1, fileSize: uploadRules[purpose].maxBytes } });
      if (!part) throw badRequest("Choose a file to upload.");
      const stored = await storeUpload(services, user, purpose, part);
      return reply.status(201).send(stored);
    },
  );

  // Private: any signed-in staff member may read any upload, always with inert headers, whole or by
  // byte range. HEAD is its own (Fastify's twin of a GET would answer a length of 0).
  routes.route({
    method: ["GET", "HEAD"],
    url: "/api/files/:id",
    schema: { tags: ["files"], params: z.object({ id: z.uuid() }) },
    handler: async (request, reply) => {
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, request.params.id));
      if (!row) throw notFound("This file does not exist.");
      setStoredFileHeaders(reply, row, "same-origin").header(
        "cache-control",
        "private, max-age=31536000, immutable",
      );
      // By range too: staff play and seek stored videos.
      return sendStoredBytes(request, reply, storage, row);
    },
  });
}
