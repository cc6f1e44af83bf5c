import { importFileMessages } from "@loupe/domain/certificates/import-file-messages";
import { importLimits } from "@loupe/domain/certificates/import-limits";
import { notificationAutoCloseMs, snackbarMs } from "@loupe/domain/constants";
import type { DiamondSave } from "@loupe/domain/diamonds/diamond";
import {
  type ImportPreviewRow,
  importPreviewSchema,
  importResultSchema,
} from "@loupe/domain/diamonds/import";
import { messages } from "@loupe/domain/messages";
import type { DiamondTemplateId } from "@loupe/domain/options/diamond-templates";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ImportDialog } from "../../../components/import-export/import-dialog";
import type { ImportPreviewColumn } from "../../../components/import-export/import-preview-table";
import { commitImportRows, previewImportFile } from "../../../components/import-export/import-request";
import { useImport } from "../../../components/import-export/use-import";
import { diamondKeys } from "../api";
import { ImportTemplateChoice } from "./import-template-choice";

const path = "/api/diamonds/import";

const columns: readonly ImportPreviewColumn<ImportPreviewRow>[] = [
  { header: "Certificate #", cell: (row) => row.summary.certificateNumber || "N/A" },
  { header: "Client SKU", cell: (row) => row.summary.clientSku || "N/A" },
  { header: "Template", cell: (row) => row.summary.template || "None" },
  { header: "Client", cell: (row) => row.summary.client || "None" },
];

// A file chosen with the Import button; a new object for each choice, even of the same file.
export type ImportRequest = { file: File };

// The diamond import's preview and commit (spec 000 §2), loaded once a file is chosen (or the
// button is pointed at): the list draws without it.
export function ImportDiamondsDialog({ request }: { request: ImportRequest }) {
  const queryClient = useQueryClient();
  const flow = useImport<
    ImportPreviewRow,
    DiamondSave,
    DiamondTemplateId,
    { imported: number; incomplete: number }
  >({
    maxFileBytes: importLimits.maxFileBytes,
    tooLargeMessage: importFileMessages.tooLarge,
    preview: (file, onProgress, options) =>
      previewImportFile(path, file, importPreviewSchema.parse, onProgress, options),
    commit: (rows, onProgress) => commitImportRows(path, rows, importResultSchema.parse, onProgress),
    onImported: (result) => {
      void queryClient.invalidateQueries({ queryKey: diamondKeys.all });
      const title = `${result.imported.toLocaleString("en-US")} diamonds imported`;
      // An import that went through is a success; only the rows that need information are red,
      // in the list, which the spec's text points to.
      notifications.show(
        result.incomplete > 0
          ? { color: "green", title, message: messages.importNeedsInformation, autoClose: snackbarMs }
          : { color: "green", message: title, autoClose: notificationAutoCloseMs },
      );
    },
  });

  const { choose } = flow;
  // biome-ignore lint/correctness/useExhaustiveDependencies: read each chosen file once
  useEffect(() => choose(request.file), [request]);

  return (
    <ImportDialog
      state={flow.state}
      columns={columns}
      templateChoice={(props) => <ImportTemplateChoice {...props} />}
      onTemplate={flow.chooseTemplate}
      onImport={flow.commit}
      onClose={flow.close}
    />
  );
}
