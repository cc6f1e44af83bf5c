import { formatCount } from "@loupe/domain/formatting";
import { messages } from "@loupe/domain/messages";
import { Button, Group, Loader, Text } from "@mantine/core";
import { type Icon, IconFileSpreadsheet, IconQrcode } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { errorDetail } from "../../lib/api-client";
import type { ExportProgress } from "../../lib/download";
import { formatBytes } from "../../lib/format-bytes";
import { LazyErrorDialog } from "../lazy-dialogs";

// One file the list exports: the button's label, the endpoint, the name to save under when the
// server names none.
export type ExportKind = { label: string; path: string; fileName: string; icon: Icon };

// A certificate list's two exports (spec 000 §2, 001 §2.2): the spreadsheet, and the QR list file.
export function certificateExportKinds(files: {
  sheet: { path: string; fileName: string };
  qr: { path: string; fileName: string };
}): readonly ExportKind[] {
  return [
    { label: "Export", ...files.sheet, icon: IconFileSpreadsheet },
    { label: "Export for QR", ...files.qr, icon: IconQrcode },
  ];
}

const loadDownload = () => import("../../lib/download");

export type RecordNoun = { one: string; many: string };

export function exportProgressText({ rows, bytes }: ExportProgress, noun: RecordNoun): string {
  const count = rows === null ? "" : ` ${formatCount(rows)} ${rows === 1 ? noun.one : noun.many}`;
  return `Exporting${count}… ${formatBytes(bytes)} received`;
}

// Export buttons for every record the filters select, with progress while the server streams the
// file, and a Cancel.
export function ExportButtons({
  kinds,
  filter,
  noun,
}: {
  kinds: readonly ExportKind[];
  filter: Record<string, string | undefined>;
  noun: RecordNoun;
}) {
  const [running, setRunning] = useState<{ kind: ExportKind; progress: ExportProgress } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  async function run(kind: ExportKind) {
    const abort = new AbortController();
    controller.current = abort;
    setRunning({ kind, progress: { rows: null, bytes: 0 } });
    try {
      // The download code loads on the first export (or a pointer on the buttons), not with the list.
      const { fetchDownload, saveBlob, withQuery } = await loadDownload();
      const download = await fetchDownload(
        withQuery(kind.path, filter),
        kind.fileName,
        (progress) => setRunning({ kind, progress }),
        abort.signal,
      );
      saveBlob(download.blob, download.fileName);
    } catch (failure) {
      if (!(failure instanceof DOMException && failure.name === "AbortError")) setError(errorDetail(failure));
    } finally {
      setRunning(null);
    }
  }

  return (
    <Group gap="xs" wrap="nowrap">
      {kinds.map((kind) => (
        <Button
          key={kind.path}
          variant="default"
          leftSection={<kind.icon size={16} aria-hidden="true" />}
          loading={running?.kind === kind}
          disabled={running !== null && running.kind !== kind}
          onClick={() => run(kind)}
          onMouseEnter={() => void loadDownload()}
          onFocus={() => void loadDownload()}
        >
          {kind.label}
        </Button>
      ))}
      {running && (
        <Group gap={6} wrap="nowrap">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm" role="status">
            {exportProgressText(running.progress, noun)}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => controller.current?.abort()}>
            Cancel
          </Button>
        </Group>
      )}
      <LazyErrorDialog title={messages.genericErrorTitle} message={error} onClose={() => setError(null)} />
    </Group>
  );
}
