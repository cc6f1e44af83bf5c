import { companyExportName } from "@loupe/domain/companies";
import type { SkuRow } from "@loupe/domain/skus";
import { Button, Tooltip } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { errorDetail } from "../lib/api-client";
import { fetchDownload, safeFileName, saveBlob } from "../lib/download";
import { ErrorDialog } from "./error-dialog";

// Named '{name} SKUS' like the spec's export (002 §9), for a company or an administrator; the
// server names the file the same way, this is the fallback.
export const skuExportFileName = (ownerName: string) => safeFileName(`${companyExportName(ownerName)}.xlsx`);

// The URL of an SKU report's spreadsheet, built by the server.
export const skuExportUrl = (owner: "administrators" | "clients" | "customers", id: string) =>
  `/api/${owner}/${encodeURIComponent(id)}/skus.xlsx`;

type Props = { ownerName: string; rows: SkuRow[] | undefined; href: string };

export function SkuExportButton({ ownerName, rows, href }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const empty = !rows || rows.length === 0;

  async function download() {
    setBusy(true);
    try {
      const file = await fetchDownload(href, skuExportFileName(ownerName), () => {});
      saveBlob(file.blob, file.fileName);
    } catch (failure) {
      setError(errorDetail(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Tooltip label="There are no certificates to export yet" disabled={!empty}>
        {/* A disabled button gets no pointer events; the wrapper still shows the tooltip. */}
        <span style={{ display: "inline-block" }}>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            disabled={empty}
            loading={busy}
            onClick={download}
          >
            Export
          </Button>
        </span>
      </Tooltip>
      <ErrorDialog message={error} onClose={() => setError(null)} />
    </>
  );
}
