import type { Imperfection } from "@loupe/domain/imperfections/imperfection-api";
import { canEditImperfection } from "@loupe/domain/imperfections/imperfection-status";
import { messages } from "@loupe/domain/messages";
import { Alert, Button } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useReducer, useState } from "react";
import { useNavigate } from "react-router";
import { BackLink } from "../../../components/back-link";
import { LeaveFormDialog } from "../../../components/certificate-form/certificate-form-dialogs";
import { useUnsavedChangesGuard } from "../../../components/certificate-form/use-unsaved-changes-guard";
import { LazyErrorDialog } from "../../../components/lazy-dialogs";
import { useListReturnPath } from "../../../components/list-return";
import { notifySuccess } from "../../../components/notify-success";
import { PageHeader } from "../../../components/page-header";
import { errorDetail } from "../../../lib/api-client";
import { useCreateImperfection, useUpdateImperfection } from "../api";
import { imperfectionRoutes } from "../screen-paths";
import { designOf, editorReducer, hasUnsavedChanges, initialEditorState } from "./design-state";
import classes from "./editor.module.css";
import { EditorToolbar } from "./editor-toolbar";
import { PlotStage } from "./plot-stage";
import { SaveDialog } from "./save-dialog";
import { SymbolPalette } from "./symbol-palette";
import { useEditorKeys } from "./use-editor-keys";

// The plot editor: the shape's diagram with the symbols placed on it, the palette that adds them,
// and Save Image. A printed map opens read-only (spec 002 §4). While a saved map is being read
// (`opening`), its frame is already drawn with every control waiting: the map then costs only its
// symbols (bench/results/imperfections.md, the editor).
export function ImperfectionEditor({
  saved,
  opening = false,
}: {
  saved: Imperfection | null;
  opening?: boolean;
}) {
  const navigate = useNavigate();
  const listPath = useListReturnPath(imperfectionRoutes.list);
  const [state, dispatch] = useReducer(editorReducer, saved ?? undefined, initialEditorState);
  // The map's first arrival opens it; later answers (after a save) leave the drawing as it is.
  const [opened, setOpened] = useState(saved !== null);
  if (saved && !opened) {
    setOpened(true);
    dispatch({ type: "open", saved });
  }
  const readOnly = opening || (saved !== null && !canEditImperfection(saved));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateImperfection();
  const update = useUpdateImperfection();
  useEditorKeys(dispatch, !readOnly && !saving);
  const guard = useUnsavedChangesGuard(!readOnly && hasUnsavedChanges(state.present, saved ?? undefined));

  async function save(name: string) {
    const body = {
      name,
      shape: state.present.shape,
      displayImperfectionIcons: state.present.displayIcons,
      design: designOf(state.present),
    };
    try {
      const stored = saved
        ? await update.mutateAsync({ id: saved.id, body: { ...body, version: saved.version } })
        : await create.mutateAsync(body);
      setSaving(false);
      notifySuccess(messages.imperfectionSaved);
      if (!saved) {
        guard.allowLeaving();
        navigate(imperfectionRoutes.editor(stored.id), { replace: true });
      }
    } catch (failure) {
      setError(errorDetail(failure));
    }
  }

  const title = saved ? saved.name : opening ? "Imperfection" : "New Imperfection";
  return (
    <>
      <PageHeader title={title} above={<BackLink to={listPath}>Imperfections</BackLink>}>
        <Button variant="default" onClick={() => navigate(listPath)}>
          Cancel
        </Button>
        {(opening || !readOnly) && (
          <Button
            disabled={opening}
            leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
            onClick={() => setSaving(true)}
          >
            Save Image
          </Button>
        )}
      </PageHeader>
      {readOnly && !opening && (
        <Alert color="blue" mb="md" title="Read only">
          {messages.imperfectionPrinted}
        </Alert>
      )}
      <div className={classes.layout}>
        {(opening || !readOnly) && (
          <SymbolPalette disabled={opening} onAdd={(label) => dispatch({ type: "add", label })} />
        )}
        <div className={classes.work}>
          <EditorToolbar state={state} dispatch={dispatch} readOnly={readOnly} />
          <PlotStage state={state} dispatch={dispatch} readOnly={readOnly} opening={opening} />
        </div>
      </div>
      {saving && (
        <SaveDialog
          opened
          initialName={saved?.name ?? ""}
          pending={create.isPending || update.isPending}
          onSave={save}
          onClose={() => setSaving(false)}
        />
      )}
      <LazyErrorDialog message={error} onClose={() => setError(null)} />
      <LeaveFormDialog blocker={guard.blocker} record="this map" />
    </>
  );
}
