import type { DiamondListItem } from "@loupe/domain/diamonds/diamond";
import { formatDate } from "@loupe/domain/formatting";
import { isWebLink } from "@loupe/domain/links";
import { ActionIcon, Group, Text } from "@mantine/core";
import { IconDeviceMobile, IconEye, IconPencil, IconPrinter, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { DataTableColumn } from "../../../components/data-table-column";
import { DeferredTooltip } from "../../../components/deferred-tooltip";

export type DiamondRowActions = {
  onPreview: (row: DiamondListItem) => void;
  onOpenImperfections: (row: DiamondListItem) => void;
  onPrint: (row: DiamondListItem) => void;
  onDelete: (row: DiamondListItem) => void;
  printingId: string | null;
  // A pointer or focus on a row's controls: the dialogs they open can start loading.
  onIntent?: () => void;
};

const orNa = (value: string | null | undefined) =>
  value ? (
    value
  ) : (
    <Text span c="dimmed" size="sm">
      N/A
    </Text>
  );
const orNone = (value: string | null | undefined) =>
  value ? (
    value
  ) : (
    <Text span c="dimmed" size="sm">
      None
    </Text>
  );
export const diamondLabel = (row: Pick<DiamondListItem, "certificateNumber" | "clientSku">) =>
  row.certificateNumber || row.clientSku;

const imperfectionLinkLabel = (link: string) =>
  !link
    ? "No imperfections plotted"
    : isWebLink(link)
      ? "View imperfections"
      : "The imperfection link is not a web address";

function Control({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DeferredTooltip label={label} openDelay={300}>
      {children}
    </DeferredTooltip>
  );
}

// The diamond list's columns (spec 000 §2): empty values show N/A or None.
export function diamondColumns(actions: DiamondRowActions): DataTableColumn<DiamondListItem>[] {
  return [
    {
      key: "created",
      header: "Created On",
      sortField: "created",
      width: 120,
      cell: (row) => formatDate(row.created),
    },
    {
      key: "certificate",
      header: "Certificate #",
      sortField: "certificateNumber",
      cell: (row) => (
        <Text span size="sm" fw={500} ff="monospace">
          {orNa(row.certificateNumber)}
        </Text>
      ),
    },
    { key: "client", header: "Client", cell: (row) => orNone(row.client?.name) },
    { key: "customer", header: "Customer", cell: (row) => orNone(row.customer?.name) },
    { key: "template", header: "Template", sortField: "template", cell: (row) => row.template.name },
    {
      key: "weight",
      header: "Weight",
      align: "right",
      cell: (row) => (row.weight === null ? orNa(null) : `${row.weight} ct`),
    },
    { key: "shape", header: "Shape", cell: (row) => orNa(row.shape) },
    { key: "origin", header: "Origin", cell: (row) => orNa(row.manufacturedAs) },
    {
      key: "controls",
      header: "Controls",
      align: "center",
      width: 210,
      cell: (row) => {
        const name = diamondLabel(row);
        return (
          <Group
            gap={2}
            wrap="nowrap"
            justify="center"
            onMouseEnter={actions.onIntent}
            onFocus={actions.onIntent}
          >
            <Control label="View digital certificate">
              <ActionIcon
                variant="subtle"
                aria-label={`View digital certificate ${name}`}
                disabled={!row.publicPath}
                onClick={() => actions.onPreview(row)}
              >
                <IconDeviceMobile size={18} aria-hidden="true" />
              </ActionIcon>
            </Control>
            <Control label={imperfectionLinkLabel(row.imperfectionUrl)}>
              <ActionIcon
                variant="subtle"
                aria-label={`View imperfections ${name}`}
                disabled={!isWebLink(row.imperfectionUrl)}
                onClick={() => actions.onOpenImperfections(row)}
              >
                <IconEye size={18} aria-hidden="true" />
              </ActionIcon>
            </Control>
            <Control label="Edit">
              <ActionIcon
                variant="subtle"
                component={Link}
                to={`/diamond/${row.id}`}
                aria-label={`Edit ${name}`}
              >
                <IconPencil size={18} aria-hidden="true" />
              </ActionIcon>
            </Control>
            <Control label="Print card">
              <ActionIcon
                variant="subtle"
                aria-label={`Print card ${name}`}
                loading={actions.printingId === row.id}
                onClick={() => actions.onPrint(row)}
              >
                <IconPrinter size={18} aria-hidden="true" />
              </ActionIcon>
            </Control>
            <Control label="Delete">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${name}`}
                onClick={() => actions.onDelete(row)}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Control>
          </Group>
        );
      },
    },
  ];
}
