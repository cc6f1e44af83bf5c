import { cellImportReasons } from "@loupe/domain/certificates/import-reasons";
import { formatDateTime } from "@loupe/domain/formatting";
import type { NewlyAddedItem } from "@loupe/domain/intake/intake-api";
import { IconCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { DataTableColumn } from "../../components/data-table-column";
import { rowIcon } from "../../components/row-icon";
import { CellLink, needsInfoAfter, orNa, Truncated } from "../../components/table-cells";
import classes from "./newly-added.module.css";
import { QueueClientField } from "./queue-client-field";
import { hasUnsavedClient, useQueueClients } from "./queue-clients";
import { itemKey, itemLabel, itemPath } from "./queue-item";

const nowrap = (content: ReactNode) => <span className={classes.nowrap}>{content}</span>;

const typeNames = { diamond: "Diamond", jewelry: "Jewelry" } as const;
const completeIcon = rowIcon(IconCheck);

export type NewlyAddedActions = {
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
      width: 220,
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
      cell: (row) => {
        // Cut to the column, whole on hover.
        const summary = row.summary ? <Truncated text={row.summary} /> : orNa(row.summary);
        return row.missingFields.length > 0 ? (
          <>
            {summary}
            <span className={classes.missing}>{cellImportReasons.missingFields(row.missingFields)}</span>
          </>
        ) : (
          summary
        );
      },
    },
    {
      key: "client",
      header: "Client",
      width: 260,
      cell: (row) => <QueueClientField item={row} />,
    },
  ];
  if (!actions.selection) {
    columns.push({
      key: "complete",
      header: "Complete",
      align: "center",
      width: 150,
      pinned: true,
      cell: (row) => (
        <CompleteButton item={row} completingId={actions.completingId} onComplete={actions.onComplete} />
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

// Complete, or Save & Complete when a client chosen in the row is to be saved first.
function CompleteButton({
  item,
  completingId,
  onComplete,
}: {
  item: NewlyAddedItem;
  completingId: string | null;
  onComplete: (item: NewlyAddedItem) => void;
}) {
  const clients = useQueueClients();
  const action = hasUnsavedClient(clients, item) ? "Save & Complete" : "Complete";
  const busy = completingId === itemKey(item);
  return (
    <button
      type="button"
      className={`${classes.complete} mantine-focus-auto`}
      aria-label={`${action} ${itemLabel(item)}`}
      data-queue-complete={itemKey(item)}
      disabled={completingId !== null}
      aria-busy={busy || undefined}
      onClick={() => onComplete(item)}
    >
      {completeIcon}
      {busy ? "Completing…" : action}
    </button>
  );
}
