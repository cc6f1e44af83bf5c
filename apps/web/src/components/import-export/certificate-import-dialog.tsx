import { importFileMessages } from "@loupe/domain/certificates/import-file-messages";
import { importLimits } from "@loupe/domain/certificates/import-limits";
import { type ImportResult, importResultSchema } from "@loupe/domain/certificates/import-schemas";
import { notificationAutoCloseMs, snackbarMs } from "@loupe/domain/constants";
import { formatCount } from "@loupe/domain/formatting";
import { messages } from "@loupe/domain/messages";
import { notifications } from "@mantine/notifications";
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { RecordNoun } from "./export-buttons";
import { ImportDialog, type ImportPreview } from "./import-dialog";
import type { ImportPreviewColumn, ImportPreviewRow } from "./import-preview-table";
import { commitImportRows, previewImportFile } from "./import-request";
import { ImportTemplateChoice } from "./import-template-choice";
import { useImport } from "./use-import";

// A file chosen with the Import button; a new object for each choice, even of the same file.
export type ImportRequest = { file: File };

// What a certificate type's import differs in: its endpoint (…/preview, then the commit), how
// its preview is read, the preview's columns, its templates, its name, its queries to refresh.
export type CertificateImport<
  Row extends ImportPreviewRow & { values: Values | null },
  Values,
  TemplateId,
> = {
  path: string;
  parsePreview: (value: unknown) => ImportPreview<Row>;
  columns: readonly ImportPreviewColumn<Row>[];
  templates: readonly { id: TemplateId; name: string }[];
  noun: RecordNoun;
  queryKey: QueryKey;
};

type Summary = { certificateNumber: string; clientSku: string; template: string; client: string };

// The preview's columns of what identifies a certificate in the file; a type's own go before Client.
export function certificateImportColumns<Row extends { summary: Summary }>(
  ...own: ImportPreviewColumn<Row>[]
): ImportPreviewColumn<Row>[] {
  return [
    { header: "Certificate #", cell: (row) => row.summary.certificateNumber || "N/A" },
    { header: "Client SKU", cell: (row) => row.summary.clientSku || "N/A" },
    { header: "Template", cell: (row) => row.summary.template || "None" },
    ...own,
    { header: "Client", cell: (row) => row.summary.client || "None" },
  ];
}

// A certificate import's preview and commit (spec 000 §2, 001 §2.2), loaded once a file is chosen
// (or the button is pointed at): the list draws without it.
export function CertificateImportDialog<
  Row extends ImportPreviewRow & { values: Values | null },
  Values,
  TemplateId extends number,
>({ request, type }: { request: ImportRequest; type: CertificateImport<Row, Values, TemplateId> }) {
  const queryClient = useQueryClient();
  const flow = useImport<Row, Values, TemplateId, ImportResult>({
    maxFileBytes: importLimits.maxFileBytes,
    tooLargeMessage: importFileMessages.tooLarge,
    preview: (file, onProgress, options) =>
      previewImportFile(type.path, file, type.parsePreview, onProgress, options),
    commit: (rows, onProgress) => commitImportRows(type.path, rows, importResultSchema.parse, onProgress),
    onImported: (result) => {
      void queryClient.invalidateQueries({ queryKey: type.queryKey });
      const noun = result.imported === 1 ? type.noun.one : type.noun.many;
      const title = `${formatCount(result.imported)} ${noun} imported`;
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
      columns={type.columns}
      templateChoice={(props) => <ImportTemplateChoice {...props} templates={type.templates} />}
      onTemplate={flow.chooseTemplate}
      onImport={flow.commit}
      onClose={flow.close}
    />
  );
}
