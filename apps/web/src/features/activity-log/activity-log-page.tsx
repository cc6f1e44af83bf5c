import { activityLogFileNames, activityLogList } from "@loupe/domain/activity-log-list";
import { IconFileSpreadsheet, IconFileText } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { DataTable } from "../../components/data-table";
import { ExportButtons, type ExportKind } from "../../components/import-export/export-buttons";
import { PageHeader } from "../../components/page-header";
import { queryTableState } from "../../components/query-table-state";
import { countFilterValues, useUrlFilters } from "../../components/url-filters";
import { useListParams } from "../../components/use-list-params";
import { activityLogListQuery, activityLogPaths } from "./api";
import { logColumns } from "./log-columns";
import { LogFilterBar } from "./log-filter-bar";
import { logApiQuery, logUrlFilters } from "./log-filters";

const exportKinds: readonly ExportKind[] = [
  {
    label: "Export",
    path: activityLogPaths.exportXlsx,
    fileName: activityLogFileNames.xlsx,
    icon: IconFileSpreadsheet,
  },
  {
    label: "Export CSV",
    path: activityLogPaths.exportCsv,
    fileName: activityLogFileNames.csv,
    icon: IconFileText,
  },
];
const noun = { one: "entry", many: "entries" };

// /logs: the activity log (spec 002 §2 'Activity log'), newest first.
export function ActivityLogPage() {
  const params = useListParams(activityLogList);
  const { filters, apply, query: filterQuery } = useUrlFilters(logUrlFilters);
  const [searchParams] = useSearchParams();
  // The same parameters the route's prefetch asked for, so the rows may be here already.
  const query = useMemo(() => logApiQuery(searchParams), [searchParams]);
  const list = useQuery(activityLogListQuery(query));
  const filtered = countFilterValues(filters) > 0;

  return (
    <>
      <PageHeader title="Activity Log">
        <ExportButtons kinds={exportKinds} filter={filterQuery} noun={noun} />
      </PageHeader>
      <LogFilterBar filters={filters} onApply={apply} />
      <DataTable
        label="Activity Log"
        columns={logColumns}
        {...queryTableState(list)}
        onRetry={() => list.refetch()}
        params={params}
        rowKey={(row) => row.id}
        emptyText={filtered ? "No entries match these filters" : "No entries yet"}
        onClearFilters={filtered ? () => apply(logUrlFilters.empty) : undefined}
      />
    </>
  );
}
