import { notificationAutoCloseMs, snackbarMs } from "@loupe/domain/constants";
import { importFileMessages, importLimits } from "@loupe/domain/diamonds/import";
import { messages } from "@loupe/domain/messages";
import type { DiamondTemplateId } from "@loupe/domain/options/diamond-templates";
import { Button, FileButton } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconFileImport } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { errorDetail } from "../../../lib/api-client";
import { ImportDialog, type ImportState } from "./import-dialog";
import { commitErrorLines, commitImportRows, importableRows, previewImportFile } from "./import-request";

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";
const failure = (error: unknown, lines: string[] = []) => ({ detail: errorDetail(error), lines });

// Import (spec 000 §2): pick an .xlsx or .csv, see every row and what will become of it, then
// import the rows that can be saved in one go (all of them or none).
export function ImportDiamondsButton() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportState | null>(null);
  const reading = useRef<AbortController | null>(null);
  const chosen = useRef<File | null>(null);
  const resetPicker = useRef<() => void>(null);

  const progress = (value: number) => setState((current) => current && { ...current, progress: value });

  async function read(file: File, templateId: DiamondTemplateId | null, previous: ImportState | null) {
    const start: ImportState = {
      fileName: file.name,
      step: "reading",
      progress: 0,
      preview: previous?.preview ?? null,
      error: null,
      templateId,
    };
    if (file.size > importLimits.maxFileBytes) {
      setState({ ...start, step: "preview", error: { detail: importFileMessages.tooLarge, lines: [] } });
      return;
    }
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    setState(start);
    try {
      const preview = await previewImportFile(file, progress, { templateId, signal: controller.signal });
      setState({ ...start, step: "preview", progress: 1, preview });
    } catch (error) {
      if (isAbort(error)) return;
      setState({ ...start, step: "preview", error: failure(error) });
    }
  }

  function choose(file: File | null) {
    resetPicker.current?.();
    chosen.current = file;
    if (file) void read(file, null, null);
  }

  function chooseTemplate(templateId: DiamondTemplateId | null) {
    if (chosen.current) void read(chosen.current, templateId, state);
  }

  async function commit() {
    if (!state?.preview) return;
    const rows = importableRows(state.preview);
    setState({ ...state, step: "saving", progress: 0, error: null });
    try {
      const result = await commitImportRows(
        rows.map((row) => row.values),
        progress,
      );
      setState(null);
      void queryClient.invalidateQueries({ queryKey: ["diamonds"] });
      const title = `${result.imported.toLocaleString("en-US")} diamonds imported`;
      notifications.show(
        result.incomplete > 0
          ? { color: "red", title, message: messages.importNeedsInformation, autoClose: snackbarMs }
          : { color: "green", message: title, autoClose: notificationAutoCloseMs },
      );
    } catch (error) {
      setState({ ...state, step: "preview", error: failure(error, commitErrorLines(error, rows)) });
    }
  }

  function close() {
    if (state?.step === "saving") return;
    reading.current?.abort();
    setState(null);
  }

  return (
    <>
      <FileButton
        onChange={choose}
        accept={importLimits.accept.join(",")}
        resetRef={resetPicker}
        inputProps={{ "aria-label": "Spreadsheet to import" }}
      >
        {(props) => (
          <Button {...props} variant="default" leftSection={<IconFileImport size={16} aria-hidden="true" />}>
            Import
          </Button>
        )}
      </FileButton>
      <ImportDialog state={state} onTemplate={chooseTemplate} onImport={commit} onClose={close} />
    </>
  );
}
