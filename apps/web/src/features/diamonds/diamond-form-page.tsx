import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { CenteredLoader } from "../../components/centered-loader";
import { ErrorState } from "../../components/error-state";
import { NotFound } from "../../components/not-found";
import { errorDetail, isApiError } from "../../lib/api-client";
import { diamondQuery } from "./api";
import { DiamondEditor } from "./diamond-editor";

// /diamond/new (Add Diamond) and /diamond/:id (edit a saved diamond).
export function DiamondFormPage() {
  const { id = "" } = useParams();
  const isNew = id === "new";
  const diamond = useQuery({ ...diamondQuery(id), enabled: !isNew });
  // Grows with each Reload after a stale save, so the form starts again from the stored record.
  const [reloads, setReloads] = useState(0);

  if (isNew) return <DiamondEditor key="new" diamond={null} onReload={() => {}} />;
  if (diamond.isPending) return <CenteredLoader />;
  if (diamond.isError) {
    const status = isApiError(diamond.error) ? diamond.error.status : 0;
    if (status === 404 || status === 400) return <NotFound />;
    return <ErrorState message={errorDetail(diamond.error)} onRetry={() => diamond.refetch()} />;
  }
  return (
    <DiamondEditor
      key={`${diamond.data.id}:${reloads}`}
      diamond={diamond.data}
      onReload={async () => {
        await diamond.refetch();
        setReloads((count) => count + 1);
      }}
    />
  );
}
