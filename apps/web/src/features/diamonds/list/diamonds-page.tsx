import type { DiamondListItem } from "@loupe/domain/diamonds/diamond";
import { diamondList } from "@loupe/domain/diamonds/diamond-list";
import { isWebLink } from "@loupe/domain/links";
import { messages } from "@loupe/domain/messages";
import { useMemo, useState } from "react";
import { AddCertificateButtons } from "../../../components/add-certificate-buttons";
import {
  CertificateListDialogs,
  preloadCertificateListDialogs,
} from "../../../components/certificate-list-dialogs";
import { incompleteRowsLegend } from "../../../components/incomplete-rows-legend";
import { PageHeader } from "../../../components/page-header";
import { QueryDataTable } from "../../../components/query-data-table";
import { incompleteRowStyle } from "../../../components/table-cells";
import { countFilterValues } from "../../../components/url-filters";
import { useCertificateList } from "../../../components/use-certificate-list";
import { diamondsApi } from "../api";
import { ExportDiamondsButtons } from "../import-export/export-diamonds";
import { ImportDiamondsButton } from "../import-export/import-diamonds";
import { diamondColumns } from "./diamond-columns";
import { DiamondFilterBar } from "./diamond-filter-bar";
import { type DiamondFilterValues, diamondUrlFilters } from "./diamond-filters";

// /diamond: the diamond certificate list (spec 000 §2).
export function DiamondsPage() {
  const page = useCertificateList<DiamondFilterValues, DiamondListItem>({
    list: diamondList,
    filters: diamondUrlFilters,
    print: diamondsApi.usePrintCard(),
    remove: diamondsApi.useDelete(),
    deleted: { message: messages.listDeleted },
  });
  const { params, filters, guard } = page;
  const [previewing, setPreviewing] = useState<DiamondListItem | null>(null);

  const columns = useMemo(
    () =>
      diamondColumns({
        onPreview: setPreviewing,
        onOpenImperfections: (row) => {
          // Stored before links were checked, a link may be of another kind: never opened.
          if (!isWebLink(row.imperfectionUrl)) return;
          window.open(row.imperfectionUrl, "_blank", "noopener,noreferrer");
          guard.opened();
        },
        ...page.rowHandlers,
        onIntent: preloadCertificateListDialogs,
      }),
    [guard.opened, page.rowHandlers],
  );

  const filtered = countFilterValues(filters) > 0;
  return (
    <>
      <PageHeader
        title="Diamonds"
        tools={
          <>
            <ExportDiamondsButtons filter={page.filterQuery} />
            <ImportDiamondsButton />
          </>
        }
      >
        <AddCertificateButtons type="diamond" lists={diamondsApi.keys.lists} newLabel="Add Diamond" />
      </PageHeader>
      <DiamondFilterBar filters={filters} onApply={page.apply} />
      <QueryDataTable
        label="Diamonds"
        fixedWidths
        columns={columns}
        query={diamondsApi.listQuery(page.query)}
        params={params}
        rowKey={(row) => row.id}
        rowStyle={incompleteRowStyle}
        legend={incompleteRowsLegend}
        emptyText={filtered ? "No diamonds match these filters" : "No diamonds yet"}
        onClearFilters={filtered ? () => page.apply(diamondUrlFilters.empty) : undefined}
      />
      <CertificateListDialogs
        list={page}
        kind="Diamond"
        previewing={previewing}
        onClosePreview={() => setPreviewing(null)}
      />
    </>
  );
}
