import { jewelryList } from "@loupe/domain/jewelry/jewelry-list";
import type { JewelryListItem } from "@loupe/domain/jewelry/jewelry-list-query";
import { messages } from "@loupe/domain/messages";
import { Button } from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useMemo, useState } from "react";
import { AddCertificateButtons } from "../../../components/add-certificate-buttons";
import {
  CertificateListDialogs,
  preloadCertificateListDialogs,
} from "../../../components/certificate-list-dialogs";
import { DataTable } from "../../../components/data-table";
import { incompleteRowsLegend } from "../../../components/incomplete-rows-legend";
import { LazyFullscreenPreview } from "../../../components/lazy-dialogs";
import { PageHeader } from "../../../components/page-header";
import { queryTableState } from "../../../components/query-table-state";
import { incompleteRowStyle } from "../../../components/table-cells";
import { useCertificateList } from "../../../components/use-certificate-list";
import { jewelryApi } from "../api";
import { ExportJewelryButtons } from "../import-export/export-jewelry";
import { ImportJewelryButton } from "../import-export/import-jewelry";
import { ClearCardDbButton } from "./clear-card-db-button";
import { jewelryColumns, jewelryLabel, jewelryPath } from "./jewelry-columns";
import { JewelryFilterBar } from "./jewelry-filter-bar";
import { isFiltered, type JewelryFilterValues, jewelryUrlFilters } from "./jewelry-filters";

const loadPrintMultiple = () => import("./print-multiple-panel");
const PrintMultiplePanel = lazy(async () => ({ default: (await loadPrintMultiple()).PrintMultiplePanel }));

const preloadRowDialogs = () => {
  preloadCertificateListDialogs();
  LazyFullscreenPreview.preload();
};

type Previewing = { row: JewelryListItem; frame: "phone" | "fullscreen" };

// /jewelry: the jewelry certificate list (spec 001 §2.2, §4.3, §5.2), newest first.
export function JewelryPage() {
  const page = useCertificateList<JewelryFilterValues, JewelryListItem>({
    list: jewelryList,
    filters: jewelryUrlFilters,
    print: jewelryApi.usePrintCard(),
    remove: jewelryApi.useDelete(),
    deleted: { title: messages.deletedTitle, message: messages.deletedText },
  });
  const { params, filters, guard } = page;
  const list = useQuery(jewelryApi.listQuery(page.query));
  const [previewing, setPreviewing] = useState<Previewing | null>(null);
  const [printingMultiple, setPrintingMultiple] = useState(false);

  const columns = useMemo(
    () =>
      jewelryColumns({
        onPreview: (row) => setPreviewing({ row, frame: "phone" }),
        onFullscreen: (row) => setPreviewing({ row, frame: "fullscreen" }),
        onOpenDetail: (row) => {
          window.open(jewelryPath(row), "_blank", "noopener,noreferrer");
          guard.opened();
        },
        ...page.rowHandlers,
        onIntent: preloadRowDialogs,
      }),
    [guard.opened, page.rowHandlers],
  );

  const fullscreen = previewing?.frame === "fullscreen" ? previewing.row : null;
  return (
    <>
      <PageHeader
        title="Jewelry"
        tools={
          <>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden="true" />}
              onClick={() => setPrintingMultiple(true)}
              onMouseEnter={() => void loadPrintMultiple()}
              onFocus={() => void loadPrintMultiple()}
              aria-expanded={printingMultiple}
            >
              Print Multiple
            </Button>
            <ClearCardDbButton />
            <ExportJewelryButtons filter={page.filterQuery} />
            <ImportJewelryButton />
          </>
        }
      >
        <AddCertificateButtons type="jewelry" lists={jewelryApi.keys.lists} newLabel="New Certificate" />
      </PageHeader>
      <JewelryFilterBar filters={filters} onApply={page.apply} />
      {printingMultiple && (
        <Suspense fallback={null}>
          <PrintMultiplePanel
            rows={list.data?.items ?? []}
            total={list.data?.total ?? 0}
            filterQuery={page.filterQuery}
            onClose={() => setPrintingMultiple(false)}
          />
        </Suspense>
      )}
      <DataTable
        label="Jewelry"
        fixedWidths
        columns={columns}
        {...queryTableState(list)}
        params={params}
        rowKey={(row) => row.id}
        rowStyle={incompleteRowStyle}
        legend={incompleteRowsLegend}
        emptyText={isFiltered(filters) ? messages.emptyFilterResult : "No jewelry certificates yet"}
        onClearFilters={isFiltered(filters) ? () => page.apply(jewelryUrlFilters.empty) : undefined}
      />
      <CertificateListDialogs
        list={page}
        kind="Jewelry"
        previewing={previewing?.frame === "phone" ? previewing.row : null}
        onClosePreview={() => setPreviewing(null)}
      />
      <LazyFullscreenPreview
        url={fullscreen?.publicPath ?? ""}
        title={`Previewing ${fullscreen ? jewelryLabel(fullscreen) : ""}`}
        opened={fullscreen !== null}
        onClose={() => setPreviewing(null)}
        onOpenInTab={guard.opened}
      />
    </>
  );
}
