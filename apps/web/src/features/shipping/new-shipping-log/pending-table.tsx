import { pageSizes } from "@loupe/domain/constants";
import type { PendingItem } from "@loupe/domain/shipping/pending-list";
import { IconTrash } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { DataTable } from "../../../components/data-table";
import type { DataTableColumn } from "../../../components/data-table-column";
import { RowAction } from "../../../components/row-action";
import { rowIcon } from "../../../components/row-icon";
import { Chip, orNa } from "../../../components/table-cells";
import type { ListParams } from "../../../components/use-list-params";
import { localPage } from "../../../lib/local-page";

const removeIcon = rowIcon(IconTrash);

const orderLine = (item: PendingItem) =>
  item.orderNumber ? `${item.orderNumber}${item.lineNumber === null ? "" : `-${item.lineNumber}`}` : "";

function pendingColumns(onRemove: (id: string) => void): DataTableColumn<PendingItem>[] {
  return [
    {
      key: "certificate",
      header: "Certificate #",
      cell: (item) => orNa(item.certificateNumber || item.stockNumber),
      width: 200,
    },
    { key: "client", header: "Client", cell: (item) => orNa(item.client) },
    { key: "customer", header: "Customer", cell: (item) => orNa(item.customer), lowValue: true },
    { key: "order", header: "Order Number", cell: (item) => orNa(orderLine(item)), width: 140 },
    { key: "po", header: "Purchase Order", cell: (item) => orNa(item.purchaseOrder), width: 130 },
    { key: "type", header: "Item Type", cell: (item) => orNa(item.jewelryType), width: 100 },
    { key: "sku", header: "Client SKU", cell: (item) => orNa(item.clientSku), width: 110, lowValue: true },
    {
      key: "kind",
      header: "Added",
      cell: (item) => (item.manual ? <Chip title="Added manually: created on save">Manual</Chip> : "Found"),
      width: 90,
    },
    {
      key: "remove",
      header: "",
      cell: (item) => (
        <RowAction
          label={`Remove ${item.certificateNumber || item.stockNumber || "item"} from the list`}
          hint="Remove from the list"
          icon={removeIcon}
          color="red"
          onClick={() => onRemove(item.id)}
        />
      ),
      width: 56,
      pinned: true,
    },
  ];
}

// The pending list (spec 001 §2.6): paged here 50/100/250/500 (it lives in the browser), its
// paging kept in the modal, not the page's address.
export function PendingTable({ items, onRemove }: { items: PendingItem[]; onRemove: (id: string) => void }) {
  const [limit, setLimit] = useState<number>(pageSizes.shipping.default);
  const [cursor, setCursor] = useState<string | null>(null);
  const columns = useMemo(() => pendingColumns(onRemove), [onRemove]);
  const params: ListParams = {
    search: "",
    sort: null,
    limit,
    limitOptions: pageSizes.shipping.options,
    cursor,
    direction: "next",
    setSearch: () => {},
    toggleSort: () => {},
    setLimit: (next) => {
      setLimit(next);
      setCursor(null);
    },
    goTo: (next) => setCursor(next),
    apiQuery: {},
  };
  const page = useMemo(() => localPage(items, cursor, limit), [items, cursor, limit]);
  return (
    <DataTable
      label="Pending shipping list"
      columns={columns}
      page={page}
      params={params}
      rowKey={(item) => item.id}
      emptyText="Nothing on the list yet: scan a barcode or search, then add the certs."
      fixedWidths
    />
  );
}
