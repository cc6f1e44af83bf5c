import { useQuery } from "@tanstack/react-query";
import { useLocation, useParams } from "react-router";
import { isSavedAsNew } from "../../../components/certificate-form/use-certificate-editor";
import { ReloadableRecord } from "../../../components/reloadable-record";
import { jewelryApi } from "../api";
import { JewelryEditor } from "./jewelry-editor";

// /jewelry/new (New Certificate) and /jewelry/:id (edit a saved certificate).
export function JewelryEditorPage() {
  const { id = "" } = useParams();
  const location = useLocation();
  const isNew = id === "new";
  const jewelry = useQuery({ ...jewelryApi.recordQuery(id), enabled: !isNew });
  if (isNew) return <JewelryEditor key="new" jewelry={null} onReload={() => {}} />;
  return (
    <ReloadableRecord query={jewelry}>
      {(data, onReload) => (
        <JewelryEditor jewelry={data} onReload={onReload} focusOnOpen={isSavedAsNew(location.state)} />
      )}
    </ReloadableRecord>
  );
}
