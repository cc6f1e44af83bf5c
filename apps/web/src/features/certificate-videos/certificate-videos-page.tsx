import { messages } from "@loupe/domain/messages";
import {
  certificateVideoDeleted,
  certificateVideoDeleteWarning,
  certificateVideoList,
} from "@loupe/domain/videos/certificate-video-list";
import type { CertificateVideoListItem } from "@loupe/domain/videos/video-api";
import { lazy, Suspense, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { LazyConfirmDelete, LazyErrorDialog } from "../../components/lazy-dialogs";
import { PageHeader } from "../../components/page-header";
import { QueryDataTable } from "../../components/query-data-table";
import { UploadCertificateVideoLink } from "../../components/upload-certificate-video-link";
import { countFilterValues, useUrlFilters } from "../../components/url-filters";
import { useConfirmDelete } from "../../components/use-confirm-delete";
import { useListParams } from "../../components/use-list-params";
import { errorDetail } from "../../lib/api-client";
import { certificateVideoListQuery, useDeleteCertificateVideo } from "./api";
import { videoColumns } from "./video-columns";
import { VideoFilterBar } from "./video-filter-bar";
import { videoApiQuery, videoUrlFilters } from "./video-filters";
import { useVideoView, VideoViewSwitch } from "./video-view-switch";

// Loaded when the Rejected view is chosen: the table draws without it.
const RejectedVideosView = lazy(async () => ({
  default: (await import("./rejected-videos-view")).RejectedVideosView,
}));

// /digital-certificates: the digital certificate videos (spec 002 §2), newest first, or the ones
// the barcode service rejected (?view=rejected).
export function CertificateVideosPage() {
  const [view, setView] = useVideoView();
  return (
    <>
      <PageHeader title="Digital Certificate Videos">
        <UploadCertificateVideoLink />
      </PageHeader>
      <VideoViewSwitch view={view} onChange={setView} />
      {view === "rejected" ? (
        <Suspense fallback={null}>
          <RejectedVideosView />
        </Suspense>
      ) : (
        <AllVideos />
      )}
    </>
  );
}

function AllVideos() {
  const params = useListParams(certificateVideoList);
  const { filters, apply } = useUrlFilters(videoUrlFilters);
  const [searchParams] = useSearchParams();
  // The same parameters the route's prefetch asked for, so the rows may be here already.
  const query = useMemo(() => videoApiQuery(searchParams), [searchParams]);
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync: remove } = useDeleteCertificateVideo();
  const deletion = useConfirmDelete({
    remove: (row: CertificateVideoListItem) => remove(row.id),
    deleted: { title: messages.deletedTitle, message: certificateVideoDeleted },
    onFailure: (failure) => setError(`Failed to delete: ${errorDetail(failure)}`),
  });
  const columns = useMemo(() => videoColumns({ onDelete: deletion.ask }), [deletion.ask]);
  const filtered = countFilterValues(filters) > 0;

  return (
    <>
      <VideoFilterBar filters={filters} onApply={apply} />
      <QueryDataTable
        label="Digital Certificate Videos"
        fixedWidths
        columns={columns}
        query={certificateVideoListQuery(query)}
        params={params}
        rowKey={(row) => row.id}
        emptyText={filtered ? "No videos match these filters" : "No videos yet"}
        onClearFilters={filtered ? () => apply(videoUrlFilters.empty) : undefined}
      />
      <LazyConfirmDelete
        {...deletion.dialog}
        text={certificateVideoDeleteWarning}
        subject={deletion.pending ? `Video ${deletion.pending.name}` : undefined}
      />
      <LazyErrorDialog message={error} onClose={() => setError(null)} />
    </>
  );
}
