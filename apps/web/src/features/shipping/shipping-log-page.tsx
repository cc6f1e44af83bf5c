import { messages } from "@loupe/domain/messages";
import { shippingLogFileName, shippingLogList } from "@loupe/domain/shipping/shipping-log-list";
import { Button } from "@mantine/core";
import { IconFileSpreadsheet, IconPlus } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { ExportButtons, type ExportKind } from "../../components/import-export/export-buttons";
import { PageHeader } from "../../components/page-header";
import { QueryDataTable } from "../../components/query-data-table";
import { useUrlFilters } from "../../components/url-filters";
import { useListParams } from "../../components/use-list-params";
import { shippingLogKeys, shippingLogListQuery, shippingLogPaths } from "./api";
import { shippingLogColumns } from "./shipping-log-columns";
import { LazyNewShippingLog } from "./shipping-log-dialogs";
import { ShippingLogFilterBar } from "./shipping-log-filter-bar";
import { isFiltered, shippingLogApiQuery, shippingLogUrlFilters } from "./shipping-log-filters";

const exportKinds: readonly ExportKind[] = [
  {
    label: "Export",
    path: shippingLogPaths.exportXlsx,
    fileName: shippingLogFileName,
    icon: IconFileSpreadsheet,
  },
];
const noun = { one: "item", many: "items" };

// /shipping-log: shipped items, the latest shipped first (spec 001 §2.6).
export function ShippingLogPage() {
  const params = useListParams(shippingLogList);
  const { filters, apply, query: filterQuery } = useUrlFilters(shippingLogUrlFilters);
  const [searchParams] = useSearchParams();
  const query = useMemo(() => shippingLogApiQuery(searchParams), [searchParams]);
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const filtered = isFiltered(filters);

  return (
    <>
      <PageHeader
        title="Shipping Log"
        tools={<ExportButtons kinds={exportKinds} filter={filterQuery} noun={noun} />}
      >
        <Button
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setAdding(true)}
          onMouseEnter={LazyNewShippingLog.preload}
          onFocus={LazyNewShippingLog.preload}
        >
          Add New Shipping Log
        </Button>
      </PageHeader>
      <ShippingLogFilterBar filters={filters} onApply={apply} />
      <QueryDataTable
        label="Shipping Log"
        fixedWidths
        columns={shippingLogColumns}
        query={shippingLogListQuery(query)}
        params={params}
        rowKey={(row) => row.id}
        emptyText={filtered ? messages.emptyFilterResult : "No items have been shipped yet"}
        onClearFilters={filtered ? () => apply(shippingLogUrlFilters.empty) : undefined}
      />
      <LazyNewShippingLog
        opened={adding}
        onClose={() => setAdding(false)}
        onSaved={() => queryClient.invalidateQueries({ queryKey: shippingLogKeys.all })}
      />
    </>
  );
}
