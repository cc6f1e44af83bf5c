import {
  attributeListSchema,
  attributeListsSchema,
  attributeSaveSchema,
  attributeUsageQuerySchema,
  attributeUsageSchema,
} from "@loupe/domain/options/attribute-edit";
import { attributeValuesSchema } from "@loupe/domain/options/attribute-values-schema";
import { isAttributeName } from "@loupe/domain/options/attributes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/request-guard";
import type { Database } from "../../db/client";
import type { AppServices } from "../../services";
import { attributes } from "./schema";
import { attributeNameOf, attributeValueUsage, readAttributeLists, saveAttributeList } from "./service";

export const attributePaths = {
  values: "/api/attributes",
  lists: "/api/attributes/lists",
  list: "/api/attributes/:name",
  usage: "/api/attributes/:name/usage",
} as const;
const tags = ["attributes"];

// The read path of the attributes lists (spec 000 §3): the forms merge these values into the
// built-in options with applyAttributeValues.
export async function readAttributeValues(db: Database): Promise<Record<string, string[]>> {
  const rows = await db.select({ name: attributes.id, values: attributes.values }).from(attributes);
  return Object.fromEntries(
    rows.filter((row) => isAttributeName(row.name)).map((row) => [row.name, row.values]),
  );
}

// Every administrator reads the lists (the forms need them); only holders of edit_attributes
// change them (spec 002 §6).
export async function attributeRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  routes.get(
    attributePaths.values,
    { schema: { tags, response: { 200: attributeValuesSchema } } },
    async () => ({
      attributes: await readAttributeValues(db),
    }),
  );

  routes.get(
    attributePaths.lists,
    { schema: { tags, response: { 200: attributeListsSchema } } },
    async () => ({
      lists: await readAttributeLists(db),
    }),
  );

  routes.put(
    attributePaths.list,
    {
      config: { permission: "edit_attributes" },
      schema: {
        tags,
        params: z.object({ name: z.string() }),
        body: attributeSaveSchema,
        response: { 200: attributeListSchema },
      },
    },
    async (request) =>
      saveAttributeList(db, currentUser(request), attributeNameOf(request.params.name), request.body),
  );

  routes.get(
    attributePaths.usage,
    {
      schema: {
        tags,
        params: z.object({ name: z.string() }),
        querystring: attributeUsageQuerySchema,
        response: { 200: attributeUsageSchema },
      },
    },
    async (request) => attributeValueUsage(db, attributeNameOf(request.params.name), request.query.value),
  );
}
