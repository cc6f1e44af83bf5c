import { notificationAutoCloseMs } from "@loupe/domain/constants";
import type { DiamondListItem } from "@loupe/domain/diamonds/diamond";
import { diamondList } from "@loupe/domain/diamonds/diamond-list";
import { isWebLink } from "@loupe/domain/links";
import { messages } from "@loupe/domain/messages";
import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { DataTable } from "../../../components/data-table";
import { LazyConfirmDelete, LazyErrorDialog, LazyPhonePreview } from "../../../components/lazy-dialogs";
import { PageHeader } from "../../../components/page-header";
import { queryTableState } from "../../../components/query-table-state";
import { useConfirmDelete } from "../../../components/use-confirm-delete";
import { useLinkOpenGuard } from "../../../components/use-link-open-guard";
import { useListParams } from "../../../components/use-list-params";
import { errorDetail } from "../../../lib/api-client";
import { diamondListQuery, useDeleteDiamond, usePrintCard } from "../api";
import { ExportDiamondsButtons } from "../import-export/export-diamonds";
import { ImportDiamondsButton } from "../import-export/import-diamonds";
import { diamondColumns, diamondLabel } from "./diamond-columns";
import { DiamondFilterBar } from "./diamond-filter-bar";
import { countActiveFilters, useDiamondFilters } from "./diamond-filters";

// Imported rows that lack required data stay in the list, in red, until someone completes them.
const incompleteRow = (row: DiamondListItem) =>
  row.incomplete
    ? { backgroundColor: "var(--mantine-color-red-0)", color: "var(--mantine-color-red-9)" }
    : undefined;

const preloadRowDialogs = () => {
  LazyPhonePreview.preload();
  LazyConfirmDelete.preload();
  LazyErrorDialog.preload();
};

// /diamond: the diamond certificate list (spec 000 §2).
export function DiamondsPage() {
  const params = useListParams(diamondList);
  const { filters, apply, query: filterQuery } = useDiamondFilters();
  const query = useMemo(() => ({ ...params.apiQuery, ...filterQuery }), [params.apiQuery, filterQuery]);
  const list = useQuery(diamondListQuery(query));
  const remove = useDeleteDiamond();
  const print = usePrintCard();
  const guard = useLinkOpenGuard();
  const [previewing, setPreviewing] = useState<DiamondListItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const deletion = useConfirmDelete({
    remove: (diamond: DiamondListItem) => remove.mutateAsync(diamond.id),
    deleted: { message: messages.listDeleted },
    onFailure: (failure) => setError(errorDetail(failure)),
  });

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
        onPrint: async (row) => {
          try {
            const result = await print.mutateAsync(row.id);
            notifications.show({
              color: "green",
              message: result.message,
              autoClose: notificationAutoCloseMs,
            });
          } catch (failure) {
            setError(errorDetail(failure));
          }
        },
        onDelete: deletion.ask,
        onIntent: preloadRowDialogs,
        printingId: print.isPending ? (print.variables ?? null) : null,
      }),
    [guard.opened, print.mutateAsync, print.isPending, print.variables, deletion.ask],
  );

  const filtered = countActiveFilters(filters) > 0;
  return (
    <>
      <PageHeader title="Diamonds">
        <ExportDiamondsButtons filter={filterQuery} />
        <ImportDiamondsButton />
        <Button component={Link} to="/diamond/new" leftSection={<IconPlus size={16} aria-hidden="true" />}>
          Add Diamond
        </Button>
      </PageHeader>
      <DiamondFilterBar filters={filters} onApply={apply} />
      <DataTable
        label="Diamonds"
        columns={columns}
        {...queryTableState(list)}
        params={params}
        rowKey={(row) => row.id}
        rowStyle={incompleteRow}
        emptyText={filtered ? "No diamonds match these filters" : "No diamonds yet"}
      />
      <LazyPhonePreview
        url={previewing?.publicPath ?? ""}
        title={previewing ? `Digital certificate ${diamondLabel(previewing)}` : "Digital certificate"}
        opened={previewing !== null}
        onClose={() => setPreviewing(null)}
        onOpenInTab={guard.opened}
      />
      <LazyConfirmDelete
        {...deletion.dialog}
        subject={deletion.pending ? `Diamond ${diamondLabel(deletion.pending)}` : undefined}
      />
      <LazyErrorDialog title={messages.genericErrorTitle} message={error} onClose={() => setError(null)} />
    </>
  );
}
