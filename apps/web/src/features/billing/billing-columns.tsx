import { orderLine } from "@loupe/domain/billing/billing-csv";
import type { BillingItem } from "@loupe/domain/billing/billing-query";
import { formatUsd } from "@loupe/domain/formatting";
import type { DataTableColumn } from "../../components/data-table-column";
import { CellLink, Dimmed, orNa } from "../../components/table-cells";

const price = (amount: number | null) => (amount === null ? <Dimmed>N/A</Dimmed> : formatUsd(amount));

export type RowSelection = {
  selected: ReadonlySet<string>;
  pageIds: readonly string[];
  toggle: (id: string, on: boolean) => void;
  togglePage: (on: boolean) => void;
};

// The report's columns (spec 001 §2.5): a checkbox to choose rows for Export selected, then
// Order #, Client, Certificate, SKU, Retail Price and Total Cert Cost. Plain inputs, no Mantine
// component per cell (a page is up to 1,000 rows). Rebuilt when the selection changes.
export function billingColumns(selection: RowSelection): DataTableColumn<BillingItem>[] {
  const { selected, pageIds } = selection;
  const chosenOnPage = pageIds.filter((id) => selected.has(id)).length;
  const allOnPage = pageIds.length > 0 && chosenOnPage === pageIds.length;
  return [
    {
      key: "select",
      width: 48,
      header: (
        <input
          type="checkbox"
          aria-label="Select all rows on this page"
          checked={allOnPage}
          ref={(box) => {
            if (box) box.indeterminate = chosenOnPage > 0 && !allOnPage;
          }}
          onChange={(event) => selection.togglePage(event.currentTarget.checked)}
        />
      ),
      cell: (row) => (
        <input
          type="checkbox"
          aria-label={`Select ${row.certificateNumber}`}
          checked={selected.has(row.id)}
          onChange={(event) => selection.toggle(row.id, event.currentTarget.checked)}
        />
      ),
    },
    {
      key: "order",
      header: "Order #",
      width: 150,
      cell: (row) => orNa(orderLine(row.orderNumber, row.lineNumber)),
    },
    { key: "client", header: "Client", cell: (row) => orNa(row.clientName) },
    {
      key: "certificate",
      header: "Certificate",
      width: 150,
      cell: (row) => <CellLink to={`/jewelry/${row.id}`}>{row.certificateNumber}</CellLink>,
    },
    { key: "sku", header: "SKU", width: 110, cell: (row) => orNa(row.clientSku) },
    {
      key: "retail",
      header: "Retail Price",
      width: 110,
      align: "right",
      cell: (row) => price(row.retailPrice),
    },
    {
      key: "cert",
      header: "Total Cert Cost",
      width: 130,
      align: "right",
      cell: (row) => price(row.totalCertPrice),
    },
  ];
}
