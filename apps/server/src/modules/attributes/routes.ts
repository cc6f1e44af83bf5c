import { attributeValuesSchema } from "@loupe/domain/options/attribute-values-schema";
import { isAttributeName } from "@loupe/domain/options/attributes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import type { AppServices } from "../../services";
import { attributes } from "./schema";

// The read path of the attributes lists (spec 000 §3): the forms merge these values into the
// built-in options with applyAttributeValues. Editing them is the attributes screen's job.
export async function readAttributeValues(db: Database): Promise<Record<string, string[]>> {
  const rows = await db.select({ name: attributes.name, values: attributes.values }).from(attributes);
  return Object.fromEntries(
    rows.filter((row) => isAttributeName(row.name)).map((row) => [row.name, row.values]),
  );
}

export async function attributeRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/attributes",
      { schema: { tags: ["attributes"], response: { 200: attributeValuesSchema } } },
      async () => ({ attributes: await readAttributeValues(services.db) }),
    );
}
