import { changeLines } from "@loupe/domain/activity-changes";
import type { ActivityLogItem } from "@loupe/domain/activity-log-query";
import type { XlsxColumn } from "../../spreadsheets/xlsx-writer";

// The columns of the log's export: what the screen shows, and each change on a line of its own.
// Times are written in UTC (the server knows no reader's time zone) and the header says so.
export const logSheetName = "Activity Log";

export const logSheetColumns: readonly XlsxColumn[] = [
  { header: "Date (UTC)", width: 20 },
  { header: "User", width: 24 },
  { header: "Message", width: 60 },
  { header: "Certificate / Name", width: 24 },
  { header: "Action", width: 16 },
  { header: "Record", width: 14 },
  { header: "Changes", width: 60 },
];

export const logCsvHeaders = logSheetColumns.map((column) => column.header);

// 2026-11-27 14:05:09
const utcText = (iso: string) => iso.replace("T", " ").slice(0, 19);

export function logSheetRow(item: ActivityLogItem): string[] {
  return [
    utcText(item.created),
    item.actorName,
    item.summary,
    item.subject,
    item.action,
    item.entityType,
    changeLines(item.entityType, item.changes).join("\n"),
  ];
}
