import type { DiamondFilter } from "@loupe/domain/diamonds/diamond";
import { diamondQrFileName, diamondSheetFileName } from "@loupe/domain/diamonds/diamond-sheet";
import { messages } from "@loupe/domain/messages";
import { Button, Group, Loader, Text } from "@mantine/core";
import { IconFileSpreadsheet, IconQrcode } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { ErrorDialog } from "../../../components/error-dialog";
import { errorDetail } from "../../../lib/api-client";
import { type ExportProgress, fetchDownload, formatBytes, saveBlob, withQuery } from "../../../lib/download";

// The list's filters as query parameters (what GET /api/diamonds takes).
export type ExportFilter = Partial<Record<keyof DiamondFilter, string>>;

const kinds = {
  sheet: {
    label: "Export",
    path: "/api/diamonds/export.xlsx",
    fileName: diamondSheetFileName,
    icon: IconFileSpreadsheet,
  },
  qr: {
    label: "Export for QR",
    path: "/api/diamonds/export-qr.csv",
    fileName: diamondQrFileName,
    icon: IconQrcode,
  },
} as const;
type Kind = keyof typeof kinds;

export function progressText({ rows, bytes }: ExportProgress): string {
  const count =
    rows === null ? "" : ` ${rows.toLocaleString("en-US")} ${rows === 1 ? "diamond" : "diamonds"}`;
  return `Exporting${count}… ${formatBytes(bytes)} received`;
}

// Export (diamond.xlsx) and Export for QR (DiamondQR.csv) of every diamond the filters select
// (spec 000 §2, §7), with progress while the server streams the file.
export function ExportDiamondsButtons({ filter }: { filter: ExportFilter }) {
  const [running, setRunning] = useState<{ kind: Kind; progress: ExportProgress } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  async function run(kind: Kind) {
    const { path, fileName } = kinds[kind];
    const abort = new AbortController();
    controller.current = abort;
    setRunning({ kind, progress: { rows: null, bytes: 0 } });
    try {
      const download = await fetchDownload(
        withQuery(path, filter),
        fileName,
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
      {(Object.keys(kinds) as Kind[]).map((kind) => {
        const { label, icon: Icon } = kinds[kind];
        return (
          <Button
            key={kind}
            variant="default"
            leftSection={<Icon size={16} aria-hidden="true" />}
            loading={running?.kind === kind}
            disabled={running !== null && running.kind !== kind}
            onClick={() => run(kind)}
          >
            {label}
          </Button>
        );
      })}
      {running && (
        <Group gap={6} wrap="nowrap">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm" role="status">
            {progressText(running.progress)}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => controller.current?.abort()}>
            Cancel
          </Button>
        </Group>
      )}
      <ErrorDialog title={messages.genericErrorTitle} message={error} onClose={() => setError(null)} />
    </Group>
  );
}
