import { formatDateTime } from "@loupe/domain/formatting";
import type { ImperfectionListItem } from "@loupe/domain/imperfections/imperfection-api";
import { imperfectionStatus } from "@loupe/domain/imperfections/imperfection-status";
import { Modal, Table, Text, Title } from "@mantine/core";

const when = (value: string | null) => (value ? formatDateTime(value) : "—");

function Rows({ rows }: { rows: Array<[string, string]> }) {
  return (
    <Table withRowBorders={false} verticalSpacing={4} fz="sm">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={170} fw={500} c="dimmed">
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

// A map's details (spec 002 §2): its timestamps and the connected diamond's summary.
export function DetailsModal({ row, onClose }: { row: ImperfectionListItem | null; onClose: () => void }) {
  const diamond = row?.diamond ?? null;
  return (
    <Modal opened={row !== null} onClose={onClose} title={row ? row.name : "Details"} size="md">
      {row && (
        <>
          <Rows
            rows={[
              ["Status", imperfectionStatus(row)],
              ["Shape", row.shape],
              ["Created", when(row.created)],
              ["Last edited", when(row.lastEdited)],
              ["Proportions added", when(row.proportionsAddedAt)],
              ["Printed", when(row.printDate)],
            ]}
          />
          <Title order={2} fz="md" mt="md" mb={4}>
            Connected diamond
          </Title>
          {diamond ? (
            <Rows
              rows={[
                ["Certificate number", diamond.certificateNumber],
                ["Connected", when(diamond.connectedAt)],
                ["Shape", diamond.shape || "—"],
                ["Weight", diamond.weight === null ? "—" : `${diamond.weight.toFixed(2)} ct`],
                ["Colour", diamond.colorValue || "—"],
                ["Clarity", diamond.clarityValue || "—"],
                ["Origin", diamond.manufacturedAs || "—"],
              ]}
            />
          ) : (
            <Text size="sm" c="dimmed">
              Not connected to a diamond yet.
            </Text>
          )}
        </>
      )}
    </Modal>
  );
}
