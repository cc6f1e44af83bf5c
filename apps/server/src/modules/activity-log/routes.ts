import { activityLogFileNames } from "@loupe/domain/activity-log-list";
import {
  activityLogExportQuerySchema,
  activityLogListQuerySchema,
  activityLogPageSchema,
  activityLogUsersSchema,
} from "@loupe/domain/activity-log-query";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppServices } from "../../services";
import { csvStream } from "../../spreadsheets/csv-writer";
import { csvContentType, downloadHeaders, xlsxContentType } from "../../spreadsheets/download";
import { xlsxStream } from "../../spreadsheets/xlsx-writer";
import { logCsvHeaders, logSheetColumns, logSheetName, logSheetRow } from "./log-sheet";
import { activityLogUsers, countActivityLog, listActivityLog, streamActivityLog } from "./service";

async function* rowsOf(batches: ReturnType<typeof streamActivityLog>) {
  for await (const batch of batches) yield batch.map(logSheetRow);
}

// The activity log (spec 002 §2): read only. No route edits or deletes an entry (migration 0017
// refuses it in the database too); the area's permission guards every route (module.ts).
export async function activityLogRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  const tags = ["activity-log"];

  routes.get(
    "/api/activity-log",
    { schema: { tags, querystring: activityLogListQuerySchema, response: { 200: activityLogPageSchema } } },
    async (request) => listActivityLog(db, request.query),
  );

  routes.get(
    "/api/activity-log/users",
    { schema: { tags, response: { 200: activityLogUsersSchema } } },
    async () => ({ items: await activityLogUsers(db) }),
  );

  // Every entry the filters select, streamed; X-Total-Count lets the browser show progress.
  routes.get(
    "/api/activity-log/export.xlsx",
    { schema: { tags, querystring: activityLogExportQuerySchema, produces: [xlsxContentType] } },
    async (request, reply) => {
      const total = await countActivityLog(db, request.query);
      const rows = rowsOf(streamActivityLog(db, request.query));
      const file = xlsxStream({ sheetName: logSheetName, columns: logSheetColumns, rows });
      return downloadHeaders(reply, activityLogFileNames.xlsx, xlsxContentType, total).send(file);
    },
  );

  routes.get(
    "/api/activity-log/export.csv",
    { schema: { tags, querystring: activityLogExportQuerySchema, produces: ["text/csv"] } },
    async (request, reply) => {
      const total = await countActivityLog(db, request.query);
      const file = csvStream({ headers: logCsvHeaders, rows: rowsOf(streamActivityLog(db, request.query)) });
      return downloadHeaders(reply, activityLogFileNames.csv, csvContentType, total).send(file);
    },
  );
}
