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

function SavedMap({ id }: { id: string }) {
  const query = useQuery(imperfectionQuery(id));
  return <RecordLoader query={query}>{(saved) => <OpenedMap saved={saved} />}</RecordLoader>;
}

// A stored design the schema refuses is not drawn (and so never saved over half-read).
function OpenedMap({ saved }: { saved: Imperfection }) {
  const listPath = useListReturnPath(imperfectionRoutes.list);
  if (!imperfectionDesignSchema.safeParse(saved.design).success) {
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
  return <ImperfectionEditor saved={saved} />;
}
