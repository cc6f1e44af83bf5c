import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { BackLink } from "../../../components/back-link";
import { useListReturnPath } from "../../../components/list-return";
import { PageHeader } from "../../../components/page-header";
import { RecordLoader } from "../../../components/record-loader";
import { certificateVideoQuery } from "../api";
import { VideoEditorForm } from "./video-editor-form";

const listPath = "/digital-certificates";

// /digital-certificates/new and /digital-certificates/:id (spec 002 §2 'Digital certificate
// edit/upload'): a saved video opens in edit mode (002 §4), in its inferred naming mode.
export function VideoEditorPage() {
  const { id = "new" } = useParams();
  const returnPath = useListReturnPath(listPath);
  const back = <BackLink to={returnPath}>Digital Certificate Videos</BackLink>;
  if (id === "new")
    return (
      <>
        <PageHeader title="Upload Digital Certificate" above={back} />
        <VideoEditorForm key="new" saved={null} listPath={returnPath} />
      </>
    );
  return <SavedVideo key={id} id={id} back={back} listPath={returnPath} />;
}

function SavedVideo({ id, back, listPath }: { id: string; back: React.ReactNode; listPath: string }) {
  const query = useQuery(certificateVideoQuery(id));
  return (
    <RecordLoader query={query}>
      {(saved) => (
        <>
          <PageHeader title={saved.name} above={back} />
          <VideoEditorForm saved={saved} listPath={listPath} />
        </>
      )}
    </RecordLoader>
  );
}
