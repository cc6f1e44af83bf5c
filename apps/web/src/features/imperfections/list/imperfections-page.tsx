import type { ImperfectionListItem } from "@loupe/domain/imperfections/imperfection-api";
import { imperfectionList } from "@loupe/domain/imperfections/imperfection-list";
import { messages } from "@loupe/domain/messages";
import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { LazyConfirmDelete, LazyErrorDialog, LazyFullscreenPreview } from "../../../components/lazy-dialogs";
import { notifySuccess } from "../../../components/notify-success";
import { PageHeader } from "../../../components/page-header";
import { QueryDataTable } from "../../../components/query-data-table";
import { countFilterValues, useUrlFilters } from "../../../components/url-filters";
import { useConfirmDelete } from "../../../components/use-confirm-delete";
import { useListParams } from "../../../components/use-list-params";
import { errorDetail } from "../../../lib/api-client";
import { imperfectionListQuery, useDeleteImperfection, useDisconnectDiamond } from "../api";
import { imperfectionRoutes } from "../screen-paths";
import { imperfectionColumns } from "./imperfection-columns";
import { ImperfectionFilterBar } from "./imperfection-filter-bar";
import { imperfectionApiQuery, imperfectionUrlFilters } from "./imperfection-filters";
import { ImperfectionTotalsLine } from "./imperfection-totals-line";
import { LazyConnectDialog, LazyDetailsModal } from "./list-dialogs";
import { useProportionsUpload } from "./use-proportions-upload";

// /imperfections: the signed-in user's imperfection maps (spec 002 §2 'Imperfections list').
export function ImperfectionsPage() {
  const navigate = useNavigate();
  const params = useListParams(imperfectionList);
  const { filters, apply } = useUrlFilters(imperfectionUrlFilters);
  const [searchParams] = useSearchParams();
  const query = useMemo(() => imperfectionApiQuery(searchParams), [searchParams]);
  const [error, setError] = useState<string | null>(null);
  const [connecting, setConnecting] = useState<ImperfectionListItem | null>(null);
  const [details, setDetails] = useState<ImperfectionListItem | null>(null);
  const [viewing, setViewing] = useState<ImperfectionListItem | null>(null);
  const [disconnectingId, setDisconnectingId] = useState<string | null>(null);
  const upload = useProportionsUpload(setError);
  const disconnect = useDisconnectDiamond();
  const { mutateAsync: remove } = useDeleteImperfection();
  const deletion = useConfirmDelete({
    remove: (row: ImperfectionListItem) => remove(row.id),
    deleted: { title: messages.deletedTitle, message: messages.listDeleted },
    onFailure: (failure) => setError(`Failed to delete: ${errorDetail(failure)}`),
  });
  const { mutateAsync: disconnectRow } = disconnect;
  const { choose, uploadingId } = upload;

  const columns = useMemo(
    () =>
      imperfectionColumns({
        onUploadProportions: choose,
        uploadingId,
        onConnect: setConnecting,
        onDisconnect: async (row) => {
          setDisconnectingId(row.id);
          try {
            await disconnectRow(row.id);
            notifySuccess(messages.imperfectionDisconnected);
          } catch (failure) {
            setError(`${messages.imperfectionNotDisconnected}: ${errorDetail(failure)}`);
          } finally {
            setDisconnectingId(null);
          }
        },
        disconnectingId,
        onDetails: setDetails,
        onViewImage: setViewing,
        onDelete: deletion.ask,
      }),
    [choose, uploadingId, disconnectRow, disconnectingId, deletion.ask],
  );

  const filtered = countFilterValues(filters) > 0;
  return (
    <>
      <PageHeader title="Imperfections">
        <Button
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => navigate(imperfectionRoutes.newEditor)}
        >
          New Imperfection
        </Button>
      </PageHeader>
      <ImperfectionFilterBar filters={filters} onApply={apply} />
      <QueryDataTable
        label="Imperfections"
        fixedWidths
        columns={columns}
        query={imperfectionListQuery(query)}
        params={params}
        rowKey={(row) => row.id}
        toolbar={<ImperfectionTotalsLine />}
        emptyText={filtered ? "No imperfections match these filters" : "No imperfections yet"}
        onClearFilters={filtered ? () => apply(imperfectionUrlFilters.empty) : undefined}
      />
      <input {...upload.fileInput} />
      <LazyConnectDialog row={connecting} opened={connecting !== null} onClose={() => setConnecting(null)} />
      <LazyDetailsModal row={details} onClose={() => setDetails(null)} />
      <LazyFullscreenPreview
        url={viewing?.imageUrl ?? ""}
        title={viewing ? `Imperfection image ${viewing.name}` : "Imperfection image"}
        opened={viewing !== null}
        onClose={() => setViewing(null)}
      />
      <LazyConfirmDelete
        {...deletion.dialog}
        subject={deletion.pending ? `Imperfection ${deletion.pending.name}` : undefined}
      />
      <LazyErrorDialog message={error} onClose={() => setError(null)} />
    </>
  );
}
