import { useQuery } from "@tanstack/react-query";
import { useParams, useSearchParams } from "react-router";
import { CenteredLoader } from "../../../components/centered-loader";
import { ReloadableRecord } from "../../../components/reloadable-record";
import { companyQuery } from "../../../resources/companies";
import { diamondsApi } from "../api";
import { DiamondEditor } from "./diamond-editor";

// /diamond/new (Add Diamond) and /diamond/:id (edit a saved diamond).
export function DiamondFormPage() {
  const { id = "" } = useParams();
  const isNew = id === "new";
  const diamond = useQuery({ ...diamondsApi.recordQuery(id), enabled: !isNew });

  if (isNew) return <NewDiamond />;
  return (
    <ReloadableRecord query={diamond}>
      {(data, onReload) => <DiamondEditor diamond={data} onReload={onReload} />}
    </ReloadableRecord>
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
