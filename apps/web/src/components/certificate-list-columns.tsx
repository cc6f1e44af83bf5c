import type { CardPrint } from "@loupe/domain/certificates/record-fields";
import { formatDateTime } from "@loupe/domain/formatting";
import type { ReactNode } from "react";
import { cardPrintedText } from "./card-printed-text";
import type { DataTableColumn } from "./data-table-column";
import { CellActions, CellLink, Chip, Dimmed, needsInfoAfter, orNa, Truncated } from "./table-cells";

// The columns both certificate lists (spec 000 §2, 001 §2.2) show alike, each placed by the list
// among its own: one kit, so the lists sort (domain certificates/certificate-list.ts), date and
// link alike; each list keeps its spec's header texts.

// When the record was created (or taken in), sortable, as every certificate list writes it: the
// date and the time (issue #21: one kit); never wraps.
function createdColumn<Row extends { created: string }>(header: string): DataTableColumn<Row> {
  return {
    key: "created",
    header,
    sortField: "created",
    width: 170,
    cell: (row) => formatDateTime(row.created),
  };
}

const truncatedOrNa = (name: string | undefined) => (name ? <Truncated text={name} /> : orNa(null));

type CompanyRow = { client: { name: string } | null; customer: { name: string } | null };

// Client and Customer (dropped below 1200 px), N/A when the record has none.
const companyColumns = <Row extends CompanyRow>(): DataTableColumn<Row>[] => [
  { key: "client", header: "Client", cell: (row) => truncatedOrNa(row.client?.name) },
  { key: "customer", header: "Customer", lowValue: true, cell: (row) => truncatedOrNa(row.customer?.name) },
];

// Certificate #, a link to the record's editor, sortable; N/A while it has none; 'Needs info'
// beside it on a red row.
function certificateNumberColumn<Row extends { certificateNumber: string; incomplete: boolean }>(
  pathOf: (row: Row) => string,
): DataTableColumn<Row> {
  return {
    key: "certificate",
    header: "Certificate #",
    sortField: "certificateNumber",
    // A 12-character number and its 'Needs info' badge, on one line.
    width: 220,
    cell: (row) => (
      <>
        {row.certificateNumber ? (
          <CellLink to={pathOf(row)} strong monospace>
            {row.certificateNumber}
          </CellLink>
        ) : (
          orNa(null)
        )}
        {needsInfoAfter(row.incomplete)}
      </>
    ),
  };
}

// Template, by its name, sortable (by the template's number, as the server sorts it).
function templateColumn<Row extends { template: { name: string } }>(): DataTableColumn<Row> {
  return {
    key: "template",
    header: "Template",
    sortField: "template",
    cell: (row) => <Truncated text={row.template.name} />,
  };
}

// Controls, kept in view at the right edge: the row's two buttons (`controls`), whose dialogs start
// loading on a pointer or focus (`onIntent`).
function controlsColumn<Row>(
  onIntent: (() => void) | undefined,
  controls: (row: Row) => ReactNode,
): DataTableColumn<Row> {
  return {
    key: "controls",
    header: "Controls",
    align: "center",
    // Edit and More actions (certificate-row-actions.tsx), under their header.
    width: 90,
    pinned: true,
    cell: (row) => <CellActions onIntent={onIntent}>{controls(row)}</CellActions>,
  };
}

// Card: 'Printed' once the card printer took the record's card (when and by whom on hover), else
// a greyed 'No'.
function cardPrintedColumn<Row extends CardPrint>(): DataTableColumn<Row> {
  return {
    key: "cardPrinted",
    header: "Card",
    width: 90,
    cell: (row) =>
      row.cardCertPrinted ? <Chip title={cardPrintedText(row)}>Printed</Chip> : <Dimmed>No</Dimmed>,
  };
}

export const certificateListColumns = {
  cardPrinted: cardPrintedColumn,
  created: createdColumn,
  companies: companyColumns,
  certificateNumber: certificateNumberColumn,
  template: templateColumn,
  controls: controlsColumn,
};
