import { importFileMessages } from "@loupe/domain/certificates/import-file-messages";
import { importLimits } from "@loupe/domain/certificates/import-limits";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/request-guard";
import { badRequest, HttpProblem } from "../../http/problem";
import type { AppServices } from "../../services";
import type { CertificateImporter, ImportedValues } from "./certificate-importer";
import type { CertificateKind, StreamedRow } from "./certificate-kind";
import { commitImport, previewImport } from "./import-service";
import { readSheet } from "./import-sheet";

// A certificate type's import: POST {path}/import/preview (a file) and POST {path}/import (rows).
// The schemas are the type's own; they document the API and strip what must not leave.
export type ImportRoutes<
  Values extends ImportedValues,
  Options,
  Summary extends { client: string },
  Query,
> = {
  importer: CertificateImporter<Values, Options, Summary>;
  previewQuery: z.ZodType<Query>;
  options: (query: Query) => Options;
  previewResponse: z.ZodType;
  commitBody: z.ZodType;
  commitResponse: z.ZodType;
};

// The commit's envelope; each row is checked by the import's own rules so that a bad row is
// reported as rows.N with a sentence, like the preview does, instead of a schema path.
const envelope = z.object({
  rows: z
    .array(z.unknown())
    .min(1, importFileMessages.noRowsChosen)
    .max(importLimits.maxRows, importFileMessages.tooManyRowsChosen),
});

export async function certificateImportRoutes<
  Values extends ImportedValues,
  Options,
  Summary extends { client: string },
  Query,
>(
  app: FastifyInstance,
  services: AppServices,
  kind: Pick<CertificateKind<never, StreamedRow, unknown, never, never>, "path" | "tags">,
  spec: ImportRoutes<Values, Options, Summary, Query>,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  const { tags } = kind;
  const { importer } = spec;

  routes.post(
    `${kind.path}/import/preview`,
    {
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        querystring: spec.previewQuery,
        response: { 200: spec.previewResponse },
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
      return previewImport(db, importer, sheet, spec.options(request.query as Query));
    },
  );

  routes.post(
    `${kind.path}/import`,
    {
      bodyLimit: importLimits.maxBodyBytes,
      // Checked below, row by row (see envelope); the schema still documents the body.
      attachValidation: true,
      schema: { tags, body: spec.commitBody, response: { 200: spec.commitResponse } },
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
      return commitImport(db, importer, parsed.data.rows, currentUser(request));
    },
  );
}
