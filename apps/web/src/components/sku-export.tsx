import { companyExportName } from "@loupe/domain/companies";
import type { SkuRow } from "@loupe/domain/skus";
import { Button, Tooltip } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { downloadCsv, safeFileName, toCsv } from "../lib/csv";

// The SKU lists' rows as the table shows them; prices as plain numbers so a spreadsheet can add them.
export function skuCsv(rows: SkuRow[]): string {
  return toCsv([
    ["DIS Certificate", "Price (USD)", "Type", "URL"],
    ...rows.map((row) => [row.serial, row.price === null ? null : row.price.toFixed(2), row.type, row.url]),
  ]);
}

// Named '{name} SKUS' like the spec's export, for a company or an administrator.
export const skuExportFileName = (ownerName: string) => safeFileName(`${companyExportName(ownerName)}.csv`);

export function SkuExportButton({ ownerName, rows }: { ownerName: string; rows: SkuRow[] | undefined }) {
  const empty = !rows || rows.length === 0;
  return (
    <Tooltip label="There are no certificates to export yet" disabled={!empty}>
      {/* A disabled button gets no pointer events; the wrapper still shows the tooltip. */}
      <span style={{ display: "inline-block" }}>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          disabled={empty}
          onClick={() => rows && downloadCsv(skuExportFileName(ownerName), skuCsv(rows))}
        >
          Export
        </Button>
      </span>
    </Tooltip>
  );
}
