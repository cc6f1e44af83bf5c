import type { ActivityLogItem } from "@loupe/domain/activity-log-query";
import { formatDateTime } from "@loupe/domain/formatting";
import type { DataTableColumn } from "../../components/data-table-column";
import { CellLink, Dimmed } from "../../components/table-cells";
import { LogMessage } from "./log-message";

// Where a record of the log opens (it may have been deleted since: the screen then says so).
const recordPaths: Record<string, (id: string) => string> = {
  diamond: (id) => `/diamond/${id}`,
  jewelry: (id) => `/jewelry/${id}`,
  client: (id) => `/clients/${id}`,
  customer: (id) => `/customers/${id}`,
  administrator: (id) => `/user/${id}`,
};

function subjectCell(row: ActivityLogItem) {
  if (!row.subject) return <Dimmed>N/A</Dimmed>;
  const path = recordPaths[row.entityType];
  return path ? <CellLink to={path(row.entityId)}>{row.subject}</CellLink> : row.subject;
}

// The log's rows (spec 002 §2 'Activity log': a list of dated messages): when, who, what and the
// certificate (or the name of the client or administrator the entry is about).
export const logColumns: DataTableColumn<ActivityLogItem>[] = [
  { key: "created", header: "Date", width: 180, cell: (row) => formatDateTime(row.created) },
  { key: "user", header: "User", width: 180, cell: (row) => row.actorName },
  { key: "message", header: "Message", cell: (row) => <LogMessage entry={row} /> },
  { key: "subject", header: "Certificate", width: 200, cell: subjectCell },
];
