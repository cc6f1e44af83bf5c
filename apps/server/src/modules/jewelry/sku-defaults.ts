import type { SessionUser } from "@loupe/domain/auth";
import { compactCertificateKey } from "@loupe/domain/certificates/certificate-key";
import { type SkuDefaults, skuDefaultsSchema } from "@loupe/domain/jewelry/sku-defaults";
import { isColorMode } from "@loupe/domain/options/jewelry";
import { findJewelryTemplate } from "@loupe/domain/options/jewelry-templates";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/request-guard";
import type { Database, Executor } from "../../db/client";
import { createRecord } from "../../db/create-record";
import { isUniqueViolation } from "../../db/errors";
import { lockedBulkUpdate } from "../../db/locked-bulk-update";
import type { AppServices } from "../../services";
import { jewelryKind } from "./jewelry-kind";
import { jewelrySkuDefaults } from "./schema";

type SkuDefaultsRow = typeof jewelrySkuDefaults.$inferSelect;

const colorMode = (mode: string) => (isColorMode(mode) ? mode : "color");

function toSkuDefaults(row: SkuDefaultsRow): SkuDefaults {
  return {
    clientSku: row.clientSku,
    // Every write goes through skuDefaultsSchema: the column holds a template id.
    templateId: findJewelryTemplate(row.templateId)?.id ?? 1,
    mainStoneColorCode: row.mainStoneColorCode,
    sideStoneColorCode: row.sideStoneColorCode,
    mainStoneColorMode: colorMode(row.mainStoneColorMode),
    sideStoneColorMode: colorMode(row.sideStoneColorMode),
  };
}

// A SKU without defaults is an ordinary answer, not an error: null (issue 21: the editor asks
// for every SKU typed, and a 404 for each was console noise).
async function getSkuDefaults(db: Database, clientSku: string): Promise<SkuDefaults | null> {
  const sku = compactCertificateKey(clientSku);
  const [row] = await db.select().from(jewelrySkuDefaults).where(eq(jewelrySkuDefaults.clientSku, sku));
  return row ? toSkuDefaults(row) : null;
}

// Saving defaults for a SKU replaces what it had (spec 001 §2.3): an update of the SKU's row, with
// its changes, or the row's create.
async function saveSkuDefaults(db: Database, actor: SessionUser, input: SkuDefaults): Promise<SkuDefaults> {
  const values = { ...input, updatedAt: new Date(), updatedBy: actor.id };
  const entry = (action: "create" | "update") => ({
    action,
    entityType: "jewelry-sku-defaults",
    entityId: input.clientSku,
    subject: input.clientSku,
    summary: `${actor.fullName} saved settings to SKU ${input.clientSku}`,
  });
  const replace = async (tx: Executor) => {
    const [replaced] = await lockedBulkUpdate(tx, actor, {
      table: jewelrySkuDefaults,
      key: jewelrySkuDefaults.clientSku,
      where: eq(jewelrySkuDefaults.clientSku, input.clientSku),
      set: () => values,
      activity: () => entry("update"),
    });
    return replaced?.after;
  };
  const row = await db.transaction(async (tx) => {
    const replaced = await replace(tx);
    if (replaced) return replaced;
    try {
      return await tx.transaction((savepoint) =>
        createRecord(savepoint, actor, {
          table: jewelrySkuDefaults,
          values,
          activity: () => entry("create"),
        }),
      );
    } catch (error) {
      // Another first save of this SKU went in meanwhile: this one replaces it.
      const raced = isUniqueViolation(error) ? await replace(tx) : undefined;
      if (!raced) throw error;
      return raced;
    }
  });
  return toSkuDefaults(row);
}

export async function jewelrySkuDefaultsRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  const { tags } = jewelryKind;

  routes.get(
    "/api/jewelry/sku-defaults/:clientSku",
    {
      schema: {
        tags,
        params: z.object({ clientSku: z.string().max(80) }),
        response: { 200: skuDefaultsSchema.nullable() },
      },
    },
    async (request) => getSkuDefaults(db, request.params.clientSku),
  );

  routes.put(
    "/api/jewelry/sku-defaults",
    { schema: { tags, body: skuDefaultsSchema, response: { 200: skuDefaultsSchema } } },
    async (request) => saveSkuDefaults(db, currentUser(request), request.body),
  );
}
