import { messages } from "@loupe/domain/messages";
import { ordersReportFileName, ordersReportList } from "@loupe/domain/orders/orders-report";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { ExportButtons, type ExportKind } from "../../components/import-export/export-buttons";
import { PageHeader } from "../../components/page-header";
import { QueryDataTable } from "../../components/query-data-table";
import { useUrlFilters } from "../../components/url-filters";
import { useListParams } from "../../components/use-list-params";
import { ordersListQuery, ordersPaths } from "./api";
import { ordersColumns } from "./orders-columns";
import { OrdersFilterBar } from "./orders-filter-bar";
import { isFiltered, ordersApiQuery, ordersUrlFilters } from "./orders-filters";

const exportKinds: readonly ExportKind[] = [
  {
    label: "Export",
    path: ordersPaths.exportXlsx,
    fileName: ordersReportFileName,
    icon: IconFileSpreadsheet,
  },
];
const noun = { one: "item", many: "items" };

// /orders: the orders report (spec 002 'Orders report'), newest first.
export function OrdersPage() {
  const params = useListParams(ordersReportList);
  const { filters, apply, query: filterQuery } = useUrlFilters(ordersUrlFilters);
  const [searchParams] = useSearchParams();
  const query = useMemo(() => ordersApiQuery(searchParams), [searchParams]);
  const filtered = isFiltered(filters);

  return (
    <>
      <PageHeader title="Orders Report">
        <ExportButtons kinds={exportKinds} filter={filterQuery} noun={noun} />
      </PageHeader>
      <OrdersFilterBar filters={filters} onApply={apply} />
      <QueryDataTable
        label="Orders Report"
        fixedWidths
        columns={ordersColumns}
        query={ordersListQuery(query)}
        params={params}
        rowKey={(row) => row.id}
        emptyText={filtered ? messages.emptyFilterResult : "No jewelry orders yet"}
        onClearFilters={filtered ? () => apply(ordersUrlFilters.empty) : undefined}
      />
    </>
  );
}
