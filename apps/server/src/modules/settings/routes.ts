import { labSettingsSaveSchema, labSettingsSchema } from "@loupe/domain/settings/lab-settings";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser } from "../../auth/request-guard";
import type { AppServices } from "../../services";
import { readLabSettings, saveLabSettings } from "./service";

export const settingsPaths = { lab: "/api/settings/lab" } as const;
const tags = ["settings"];

// Every administrator may read the lab's settings; only a super administrator changes them.
export async function settingsRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  routes.get(settingsPaths.lab, { schema: { tags, response: { 200: labSettingsSchema } } }, async () =>
    readLabSettings(db),
  );

  routes.put(
    settingsPaths.lab,
    {
      config: { permission: "super_admin" },
      schema: { tags, body: labSettingsSaveSchema, response: { 200: labSettingsSchema } },
    },
    async (request) => saveLabSettings(db, currentUser(request), request.body),
  );
}
