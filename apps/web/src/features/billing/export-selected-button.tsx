import { messages } from "@loupe/domain/messages";
import { Button } from "@mantine/core";
import { IconFileCheck } from "@tabler/icons-react";
import { useState } from "react";
import { LazyErrorDialog } from "../../components/lazy-dialogs";
import { errorDetail } from "../../lib/api-client";
import { billingPaths } from "./api";

// Export selected (spec 001 §2.5): the chosen rows as the same CSV, built by the server. Their ids
// go in a POST body: a few pages of them would not fit in a URL.
export function ExportSelectedButton({ ids, fileName }: { ids: ReadonlySet<string>; fileName: string }) {
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run() {
    setRunning(true);
    try {
      const { fetchDownload, saveBlob } = await import("../../lib/download");
      const download = await fetchDownload(billingPaths.exportSelected, fileName, () => {}, undefined, {
        body: { ids: [...ids] },
      });
      saveBlob(download.blob, download.fileName);
    } catch (failure) {
      setError(errorDetail(failure));
    } finally {
      setRunning(false);
    }
  }

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileCheck size={16} aria-hidden="true" />}
        disabled={ids.size === 0}
        loading={running}
        onClick={run}
      >
        Export Selected{ids.size > 0 ? ` (${ids.size})` : ""}
      </Button>
      <LazyErrorDialog title={messages.genericErrorTitle} message={error} onClose={() => setError(null)} />
    </>
  );
}
