import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { CenteredLoader } from "../../../components/centered-loader";
import { RecordLoader } from "../../../components/record-loader";
import { companyQuery } from "../../../resources/companies";
import { diamondQuery } from "../api";
import { DiamondEditor } from "./diamond-editor";

// /diamond/new (Add Diamond) and /diamond/:id (edit a saved diamond).
export function DiamondFormPage() {
  const { id = "" } = useParams();
  const isNew = id === "new";
  const diamond = useQuery({ ...diamondQuery(id), enabled: !isNew });
  // Grows with each Reload after a stale save, so the form starts again from the stored record.
  const [reloads, setReloads] = useState(0);

  if (isNew) return <NewDiamond />;
  return (
    <RecordLoader query={diamond}>
      {(data) => (
        <DiamondEditor
          key={`${data.id}:${reloads}`}
          diamond={data}
          onReload={async () => {
            await diamond.refetch();
            setReloads((count) => count + 1);
          }}
        />
      )}
    </RecordLoader>
  );
}

// Add Diamond, possibly from a company's SKU report with that client or customer chosen
// (?client= or ?customer=).
function NewDiamond() {
  const [params] = useSearchParams();
  const kind = params.get("customer") ? "customer" : "client";
  const companyId = params.get(kind) ?? "";
  const company = useQuery({ ...companyQuery(kind, companyId), enabled: companyId !== "" });
  if (companyId && company.isPending) return <CenteredLoader />;
  const reference = company.data ? { id: company.data.id, name: company.data.name } : undefined;
  return <DiamondEditor key="new" diamond={null} preset={{ [kind]: reference }} onReload={() => {}} />;
}
