import type { Imperfection } from "@loupe/domain/imperfections/imperfection-api";
import { imperfectionDesignSchema } from "@loupe/domain/imperfections/imperfection-design";
import { messages } from "@loupe/domain/messages";
import { Alert, Button } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { BackLink } from "../../../components/back-link";
import { useListReturnPath } from "../../../components/list-return";
import { PageHeader } from "../../../components/page-header";
import { RecordLoader } from "../../../components/record-loader";
import { imperfectionQuery } from "../../../resources/imperfections";
import { imperfectionRoutes } from "../screen-paths";
import { ImperfectionEditor } from "./imperfection-editor";

// /imperfections/new and /imperfections/:id (spec 002 §2 'Imperfection editor').
export function ImperfectionEditorPage() {
  const { id = "new" } = useParams();
  if (id === "new") return <ImperfectionEditor key="new" saved={null} />;
  return <SavedMap key={id} id={id} />;
}

// The editor's frame is drawn while the map is read, and the same editor then opens it: a loader
// in its place would leave the whole screen to be built after the data arrives.
function SavedMap({ id }: { id: string }) {
  const query = useQuery(imperfectionQuery(id));
  if (query.isError) return <RecordLoader query={query}>{() => null}</RecordLoader>;
  if (query.data && !imperfectionDesignSchema.safeParse(query.data.design).success)
    return <UnreadableDesign saved={query.data} />;
  return <ImperfectionEditor saved={query.data ?? null} opening={query.isPending} />;
}

// A stored design the schema refuses is not drawn (and so never saved over half-read).
function UnreadableDesign({ saved }: { saved: Imperfection }) {
  const listPath = useListReturnPath(imperfectionRoutes.list);
  return (
    <>
      <PageHeader title={saved.name} above={<BackLink to={listPath}>Imperfections</BackLink>} />
      <Alert color="red" title="Error!">
        {messages.imperfectionDesignUnreadable}
      </Alert>
      <Button mt="md" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </>
  );
}
