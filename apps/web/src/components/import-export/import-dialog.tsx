import { formatCount } from "@loupe/domain/formatting";
import { Alert, Button, Group, List, Modal, Progress, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import {
  type ImportCounts,
  type ImportPreviewColumn,
  type ImportPreviewRow,
  ImportPreviewTable,
} from "./import-preview-table";

// What the server's preview answers, whatever the certificate: every row, the counts, and how many
// rows have no template (they can take one chosen in the dialog).
export type ImportPreview<Row extends ImportPreviewRow> = {
  rows: Row[];
  counts: ImportCounts;
  withoutTemplate: number;
};

export type ImportState<Row extends ImportPreviewRow, TemplateId> = {
  fileName: string;
  step: "reading" | "preview" | "saving";
  // Upload progress of the current request, 0 to 1.
  progress: number;
  preview: ImportPreview<Row> | null;
  error: { detail: string; lines: string[] } | null;
  // The template for rows whose Template cell is empty.
  templateId: TemplateId | null;
};

export type TemplateChoiceProps<TemplateId> = {
  rows: number;
  value: TemplateId | null;
  disabled: boolean;
  onChange: (templateId: TemplateId | null) => void;
};

const plural = (count: number, word: string) => `${formatCount(count)} ${word}${count === 1 ? "" : "s"}`;

export function importableCount(preview: ImportPreview<ImportPreviewRow> | null): number {
  return preview ? preview.counts.ready + preview.counts.incomplete : 0;
}

type Props<Row extends ImportPreviewRow, TemplateId> = {
  state: ImportState<Row, TemplateId> | null;
  columns: readonly ImportPreviewColumn<Row>[];
  templateChoice: (props: TemplateChoiceProps<TemplateId>) => ReactNode;
  onTemplate: (templateId: TemplateId | null) => void;
  onImport: () => void;
  onClose: () => void;
};

// The preview of an import: every row with its status, then "Import N rows".
export function ImportDialog<Row extends ImportPreviewRow, TemplateId>({
  state,
  columns,
  templateChoice,
  onTemplate,
  onImport,
  onClose,
}: Props<Row, TemplateId>) {
  const preview = state?.preview ?? null;
  const count = importableCount(preview);
  const saving = state?.step === "saving";
  const uploading = state?.step === "reading" || saving;
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={state ? `Import ${state.fileName}` : "Import"}
      size="xl"
      closeOnClickOutside={!saving}
      closeOnEscape={!saving}
      withCloseButton={!saving}
    >
      <Stack gap="sm">
        {uploading && state && (
          <Stack gap={4}>
            <Text size="sm">
              {state.progress < 1
                ? saving
                  ? `Sending ${plural(count, "row")}…`
                  : `Uploading ${state.fileName}…`
                : saving
                  ? "Saving the rows…"
                  : "Reading the rows…"}
            </Text>
            <Progress
              value={state.progress * 100}
              animated={state.progress >= 1}
              aria-label={saving ? "Import progress" : "Upload progress"}
            />
          </Stack>
        )}
        {state?.error && (
          <Alert color="red" title="Nothing was imported" role="alert">
            <Text size="sm">{state.error.detail}</Text>
            {state.error.lines.length > 0 && (
              <List size="sm" mt="xs">
                {state.error.lines.slice(0, 50).map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        {preview && (
          <>
            <Text size="sm">
              {plural(preview.counts.ready, "row")} ready, {preview.counts.incomplete} that need information
              (shown in red), {preview.counts.rejected} rejected.
            </Text>
            {preview.counts.rejected > 0 && (
              <Text size="sm" c="dimmed">
                Rejected rows are left out of the import; fix them in the file and import them again.
              </Text>
            )}
            {preview.withoutTemplate > 0 &&
              templateChoice({
                rows: preview.withoutTemplate,
                value: state?.templateId ?? null,
                disabled: uploading,
                onChange: onTemplate,
              })}
            <ImportPreviewTable rows={preview.rows} counts={preview.counts} columns={columns} />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          {preview && (
            <Button onClick={onImport} disabled={count === 0 || (uploading && !saving)} loading={saving}>
              Import {plural(count, "row")}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
