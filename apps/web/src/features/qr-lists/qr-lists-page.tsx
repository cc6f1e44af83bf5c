import { messages } from "@loupe/domain/messages";
import type { QrListListItem } from "@loupe/domain/videos/qr-list-api";
import { qrListList, qrListPrintPath } from "@loupe/domain/videos/qr-list-list";
import { qrMultiPrintMax, qrPrintResetMs } from "@loupe/domain/videos/qr-list-rules";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import { Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus, IconPrinter, IconX } from "@tabler/icons-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { LazyConfirmDelete, LazyErrorDialog } from "../../components/lazy-dialogs";
import { PageHeader } from "../../components/page-header";
import { QueryDataTable } from "../../components/query-data-table";
import { UploadCertificateVideoLink } from "../../components/upload-certificate-video-link";
import { countFilterValues, useUrlFilters } from "../../components/url-filters";
import { useConfirmDelete } from "../../components/use-confirm-delete";
import { useListParams } from "../../components/use-list-params";
import { errorDetail } from "../../lib/api-client";
import { qrListListQuery, useDeleteQrList, useQrPrintedElsewhere } from "./api";
import { qrListColumns, qrListEditorPath } from "./qr-list-columns";
import { QrListFilterBar } from "./qr-list-filter-bar";
import { qrListApiQuery, qrListUrlFilters } from "./qr-list-filters";
import { cancelPrinting, noPrintSelection, startPrinting, toggleForPrint } from "./qr-print-selection";

// /digital-cert-qr: the QR lists (spec 002 §2 'QR lists table'), newest first, with a multi-print
// mode.
export function QrListsPage() {
  const params = useListParams(qrListList);
  const { filters, apply } = useUrlFilters(qrListUrlFilters);
  const [searchParams] = useSearchParams();
  const query = useMemo(() => qrListApiQuery(searchParams), [searchParams]);
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync: remove } = useDeleteQrList();
  const deletion = useConfirmDelete({
    remove: (row: QrListListItem) => remove(row.id),
    deleted: { title: messages.deletedTitle, message: videoMessages.qrListDeleted },
    onFailure: (failure) => setError(messages.deleteFailed(errorDetail(failure))),
  });
  useQrPrintedElsewhere();
  const [selection, setSelection] = useState(noPrintSelection);
  const reset = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(reset.current ?? undefined), []);

  const columns = useMemo(
    () =>
      qrListColumns({
        onDelete: deletion.ask,
        printing: selection.printing
          ? {
              ids: selection.ids,
              onToggle: (row) => {
                const toggled = toggleForPrint(selection, row.id);
                if (toggled.refused)
                  notifications.show({
                    color: "yellow",
                    title: videoMessages.qrListWarningTitle,
                    message: toggled.refused,
                  });
                setSelection(toggled.selection);
              },
            }
          : null,
      }),
    [deletion.ask, selection],
  );
  const filtered = countFilterValues(filters) > 0;

  const printSelected = () => {
    if (selection.ids.length === 0) {
      notifications.show({
        color: "yellow",
        title: videoMessages.qrListWarningTitle,
        message: videoMessages.qrPrintChooseLists,
      });
      return;
    }
    window.open(qrListPrintPath(selection.ids), "_blank", "noopener");
    clearTimeout(reset.current ?? undefined);
    reset.current = setTimeout(() => setSelection(cancelPrinting()), qrPrintResetMs);
  };

  return (
    <>
      <PageHeader title="Certificates QR Code">
        <UploadCertificateVideoLink variant="default" />
        <Button
          component={Link}
          to={qrListEditorPath("new")}
          leftSection={<IconPlus size={16} aria-hidden="true" />}
        >
          New QR List
        </Button>
      </PageHeader>
      <QrListFilterBar filters={filters} onApply={apply} />
      <Group gap="sm" mb="sm">
        {selection.printing ? (
          <>
            <Button leftSection={<IconPrinter size={16} aria-hidden="true" />} onClick={printSelected}>
              Print Selected ({selection.ids.length})
            </Button>
            <Button
              variant="default"
              leftSection={<IconX size={16} aria-hidden="true" />}
              onClick={() => setSelection(cancelPrinting())}
            >
              Cancel
            </Button>
            <Text size="sm" c="dimmed">
              Select up to {qrMultiPrintMax} lists to print their QR codes together.
            </Text>
          </>
        ) : (
          <Button
            variant="light"
            leftSection={<IconPrinter size={16} aria-hidden="true" />}
            onClick={() => setSelection(startPrinting())}
          >
            Multi Print
          </Button>
        )}
      </Group>
      <QueryDataTable
        label="QR Lists"
        fixedWidths
        columns={columns}
        query={qrListListQuery(query)}
        params={params}
        rowKey={(row) => row.id}
        emptyText={filtered ? "No QR lists match these filters" : "No QR lists yet"}
        onClearFilters={filtered ? () => apply(qrListUrlFilters.empty) : undefined}
      />
      <LazyConfirmDelete
        {...deletion.dialog}
        text={messages.confirmRevertText}
        subject={deletion.pending ? `QR list ${deletion.pending.title || "Untitled list"}` : undefined}
      />
      <LazyErrorDialog message={error} onClose={() => setError(null)} />
    </>
  );
}
