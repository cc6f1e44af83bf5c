import { useRef, useState } from "react";
import { errorDetail } from "../../lib/api-client";
import type { Progress } from "../../lib/post-with-progress";
import type { ImportPreview, ImportState } from "./import-dialog";
import type { ImportPreviewRow } from "./import-preview-table";
import { commitErrorLines, importableRows } from "./import-request";

type SavableRow<Values> = ImportPreviewRow & { values: Values | null };

// What differs between the areas that import certificates.
export type ImportConfig<Row extends SavableRow<Values>, Values, TemplateId extends number, Result> = {
  maxFileBytes: number;
  tooLargeMessage: string;
  preview: (
    file: File,
    onProgress: Progress,
    options: { templateId: TemplateId | null; signal: AbortSignal },
  ) => Promise<ImportPreview<Row>>;
  commit: (rows: Values[], onProgress: Progress) => Promise<Result>;
  // After the one transaction succeeded: refresh the list, tell the user.
  onImported: (result: Result) => void;
};

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";
const failure = (error: unknown, lines: string[] = []) => ({ detail: errorDetail(error), lines });

// Import (spec 000 §2): read a chosen file into a preview of every row and what will become of it,
// then import the rows that can be saved in one go (all of them or none).
export function useImport<Row extends SavableRow<Values>, Values, TemplateId extends number, Result>(
  config: ImportConfig<Row, Values, TemplateId, Result>,
) {
  const [state, setState] = useState<ImportState<Row, TemplateId> | null>(null);
  const reading = useRef<AbortController | null>(null);
  const chosen = useRef<File | null>(null);

  const progress = (value: number) => setState((current) => current && { ...current, progress: value });

  async function read(
    file: File,
    templateId: TemplateId | null,
    previous: ImportState<Row, TemplateId> | null,
  ) {
    const start: ImportState<Row, TemplateId> = {
      fileName: file.name,
      step: "reading",
      progress: 0,
      preview: previous?.preview ?? null,
      error: null,
      templateId,
    };
    if (file.size > config.maxFileBytes) {
      setState({ ...start, step: "preview", error: { detail: config.tooLargeMessage, lines: [] } });
      return;
    }
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    setState(start);
    try {
      const preview = await config.preview(file, progress, { templateId, signal: controller.signal });
      setState({ ...start, step: "preview", progress: 1, preview });
    } catch (error) {
      if (isAbort(error)) return;
      setState({ ...start, step: "preview", error: failure(error) });
    }
  }

  function choose(file: File) {
    chosen.current = file;
    void read(file, null, null);
  }

  function chooseTemplate(templateId: TemplateId | null) {
    if (chosen.current) void read(chosen.current, templateId, state);
  }

  async function commit() {
    if (!state?.preview) return;
    const rows = importableRows<Values>(state.preview);
    setState({ ...state, step: "saving", progress: 0, error: null });
    try {
      const result = await config.commit(
        rows.map((row) => row.values),
        progress,
      );
      setState(null);
      config.onImported(result);
    } catch (error) {
      setState({ ...state, step: "preview", error: failure(error, commitErrorLines(error, rows)) });
    }
  }

  function close() {
    if (state?.step === "saving") return;
    reading.current?.abort();
    setState(null);
  }

  return { state, choose, chooseTemplate, commit, close };
}
