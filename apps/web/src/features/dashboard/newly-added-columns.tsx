import { cellImportReasons } from "@loupe/domain/certificates/import-reasons";
import { formatDateTime } from "@loupe/domain/formatting";
import type { NewlyAddedItem } from "@loupe/domain/intake/intake-api";
import { IconCheck, IconChevronDown } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { DataTableColumn } from "../../components/data-table-column";
import { rowIcon } from "../../components/row-icon";
import { CellLink, needsInfoAfter, orNa } from "../../components/table-cells";
import classes from "./newly-added.module.css";

export const itemLabel = (item: Pick<NewlyAddedItem, "certificateNumber" | "clientSku">) =>
  item.certificateNumber || item.clientSku || "(no number)";

export const itemPath = (item: Pick<NewlyAddedItem, "type" | "id">) =>
  `/${item.type === "diamond" ? "diamond" : "jewelry"}/${encodeURIComponent(item.id)}`;

const nowrap = (content: ReactNode) => <span className={classes.nowrap}>{content}</span>;

const typeNames = { diamond: "Diamond", jewelry: "Jewelry" } as const;
const icons = { complete: rowIcon(IconCheck), choose: rowIcon(IconChevronDown) };

export type NewlyAddedActions = {
  onSetClient: (item: NewlyAddedItem) => void;
  onComplete: (item: NewlyAddedItem) => void;
  completingId: string | null;
  // Multi-complete mode: the chosen rows' keys; null in single mode.
  selection: {
    selected: ReadonlySet<string>;
    toggle: (item: NewlyAddedItem) => void;
    allOnPage: AllOnPage;
  } | null;
};

type AllOnPage = { checked: boolean; indeterminate: boolean; toggle: () => void };

export const itemKey = (item: Pick<NewlyAddedItem, "type" | "id">) => `${item.type}:${item.id}`;

// The newly added queue's columns (spec 000 §2): when it came in, what it is, its client (set
// here) and Complete; in multi-complete mode a checkbox first. A partly graded item (red) names
// what it lacks under its description, as the import names it.
export function newlyAddedColumns(actions: NewlyAddedActions): DataTableColumn<NewlyAddedItem>[] {
  const columns: DataTableColumn<NewlyAddedItem>[] = [
    {
      key: "created",
      header: "Added",
      sortField: "created",
      width: 170,
      cell: (row) => formatDateTime(row.created),
    },
    {
      key: "type",
      header: "Type",
      width: 90,
      cell: (row) => <span className={classes.type}>{typeNames[row.type]}</span>,
    },
    {
      key: "certificate",
      header: "Certificate #",
      cell: (row) => (
        <>
          <CellLink to={itemPath(row)} strong monospace>
            {itemLabel(row)}
          </CellLink>
          {needsInfoAfter(row.incomplete)}
        </>
      ),
    },
    { key: "order", header: nowrap("Order #"), cell: (row) => nowrap(orNa(row.orderNumber)) },
    { key: "line", header: nowrap("Line #"), lowValue: true, cell: (row) => orNa(row.lineNumber) },
    {
      key: "clientSku",
      header: nowrap("Client SKU"),
      lowValue: true,
      cell: (row) => nowrap(orNa(row.clientSku)),
    },
    {
      key: "summary",
      header: "Description",
      cell: (row) =>
        row.missingFields.length > 0 ? (
          <>
            {orNa(row.summary)}
            <span className={classes.missing}>{cellImportReasons.missingFields(row.missingFields)}</span>
          </>
        ) : (
          orNa(row.summary)
        ),
    },
    {
      key: "client",
      header: "Client",
      cell: (row) => (
        <button
          type="button"
          className={`${classes.client} mantine-focus-auto`}
          data-missing={row.client ? undefined : true}
          aria-label={`Client for ${itemLabel(row)}: ${row.client?.name ?? "Select a client"}`}
          onClick={() => actions.onSetClient(row)}
        >
          <span className={classes.clientName}>{row.client?.name ?? "Select a client"}</span>
          {icons.choose}
        </button>
      ),
    },
  ];
  if (!actions.selection) {
    columns.push({
      key: "complete",
      header: "Complete",
      align: "center",
      width: 120,
      pinned: true,
      cell: (row) => (
        <button
          type="button"
          className={`${classes.complete} mantine-focus-auto`}
          aria-label={`Complete ${itemLabel(row)}`}
          disabled={actions.completingId !== null}
          aria-busy={actions.completingId === itemKey(row) || undefined}
          onClick={() => actions.onComplete(row)}
        >
          {icons.complete}
          {actions.completingId === itemKey(row) ? "Completing…" : "Complete"}
        </button>
      ),
    });
    return columns;
  }
  const { selected, toggle, allOnPage } = actions.selection;
  return [
    {
      key: "select",
      width: 44,
      header: (
        <input
          type="checkbox"
          className={classes.check}
          aria-label="Select all on this page"
          checked={allOnPage.checked}
          ref={(element) => {
            if (element) element.indeterminate = allOnPage.indeterminate;
          }}
          onChange={allOnPage.toggle}
        />
      ),
      cell: (row) => (
        <input
          type="checkbox"
          className={classes.check}
          aria-label={`Select ${itemLabel(row)}`}
          checked={selected.has(itemKey(row))}
          onChange={() => toggle(row)}
        />
      ),
    },
    ...columns,
  ];
}
