import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { CenteredLoader } from "../../components/centered-loader";
import { ErrorState } from "../../components/error-state";
import { NotFound } from "../../components/not-found";
import { errorDetail, isApiError } from "../../lib/api-client";
import { diamondQuery, presetCompanyQuery } from "./api";
import { DiamondEditor } from "./diamond-editor";

// /diamond/new (Add Diamond) and /diamond/:id (edit a saved diamond).
export function DiamondFormPage() {
  const { id = "" } = useParams();
  const isNew = id === "new";
  const diamond = useQuery({ ...diamondQuery(id), enabled: !isNew });
  // Grows with each Reload after a stale save, so the form starts again from the stored record.
  const [reloads, setReloads] = useState(0);

  if (isNew) return <NewDiamond />;
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

// Add Diamond, possibly from a company's SKU report with that client or customer chosen.
function NewDiamond() {
  const [params] = useSearchParams();
  const kind = params.get("customer") ? "customer" : "client";
  const companyId = params.get(kind) ?? "";
  const company = useQuery({ ...presetCompanyQuery(kind, companyId), enabled: companyId !== "" });
  if (companyId && company.isPending) return <CenteredLoader />;
  const reference = company.data ? { id: company.data.id, name: company.data.name } : undefined;
  return <DiamondEditor key="new" diamond={null} preset={{ [kind]: reference }} onReload={() => {}} />;
}
