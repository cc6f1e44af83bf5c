import {
  importCommitSchema,
  importFileMessages,
  importLimits,
  importPreviewQuerySchema,
  importPreviewSchema,
  importResultSchema,
} from "@loupe/domain/diamonds/import";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/request-guard";
import { badRequest, HttpProblem } from "../../http/problem";
import type { AppServices } from "../../services";
import { commitImport, previewImport } from "./import-service";
import { readSheet } from "./import-sheet";

const tags = ["diamonds"];

// The commit's envelope; each row is checked by the import's own rules so that a bad row is
// reported as rows.N with a sentence, like the preview does, instead of a schema path.
const envelope = z.object({
  rows: z
    .array(z.unknown())
    .min(1, importFileMessages.noRowsChosen)
    .max(importLimits.maxRows, importFileMessages.tooManyRowsChosen),
});

export async function diamondImportRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  routes.post(
    "/api/diamonds/import/preview",
    {
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        querystring: importPreviewQuerySchema,
        response: { 200: importPreviewSchema },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new HttpProblem(415, "Unsupported Media Type", importFileMessages.noFile);
      const part = await request.file({ limits: { fileSize: importLimits.maxFileBytes, files: 1 } });
      if (!part) throw badRequest(importFileMessages.noFile);
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch {
        throw new HttpProblem(413, "Payload Too Large", importFileMessages.tooLarge);
      }
      const sheet = await readSheet(part.filename, content);
      return previewImport(db, sheet, { defaultTemplateId: request.query.templateId });
    },
  );

  routes.post(
    "/api/diamonds/import",
    {
      bodyLimit: importLimits.maxBodyBytes,
      // Checked below, row by row (see envelope); the schema still documents the body.
      attachValidation: true,
      schema: { tags, body: importCommitSchema, response: { 200: importResultSchema } },
    },
    async (request) => {
      const parsed = envelope.safeParse(request.body);
      if (!parsed.success) {
        const errors = parsed.error.issues.map((issue) => ({
          field: issue.path.length > 0 ? issue.path.slice(0, 2).map(String).join(".") : "body",
          message: issue.message,
        }));
        throw badRequest(errors.map((error) => error.message).join(" "), errors);
      }
      return commitImport(db, parsed.data.rows, currentUser(request));
    },
  );
}
