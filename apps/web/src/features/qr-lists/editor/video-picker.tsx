import type { QrListVideo } from "@loupe/domain/videos/qr-list-api";
import { Button, Table, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { qrVideoChoicesQuery } from "../api";

// Pick certificates (spec 002 §2): the certificate videos matching a name, each with its client,
// carat weight, shape and type (diamonds and jewelry), and an Add button.
export function VideoPicker({
  chosen,
  onPick,
}: {
  chosen: QrListVideo[];
  onPick: (video: QrListVideo) => void;
}) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const choices = useQuery(qrVideoChoicesQuery(debounced ? { search: debounced } : {}));
  const taken = new Set(chosen.map((video) => video.id));
  const items = choices.data?.items ?? [];
  return (
    <>
      <TextInput
        label="Search certificate videos"
        placeholder="SKU, Cert # or Order - Line Number"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        mb="sm"
      />
      {choices.isError ? (
        <Text c="red" size="sm">
          The videos could not be loaded.
        </Text>
      ) : items.length === 0 && !choices.isPending ? (
        <Text c="dimmed" size="sm">
          No certificate videos match.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560} maxHeight={320}>
          <Table striped aria-label="Certificate videos to pick" stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Client</Table.Th>
                <Table.Th>Carat Weight</Table.Th>
                <Table.Th>Shape</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Add</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((video) => (
                <Table.Tr key={video.id}>
                  <Table.Td>{video.name}</Table.Td>
                  <Table.Td>{video.client?.name ?? "NONE"}</Table.Td>
                  <Table.Td>{video.certInfo?.caratWeight || "—"}</Table.Td>
                  <Table.Td>{video.certInfo?.shape || "—"}</Table.Td>
                  <Table.Td>{video.certInfo?.type || "—"}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="light"
                      leftSection={<IconPlus size={12} aria-hidden="true" />}
                      disabled={taken.has(video.id)}
                      aria-label={`Add ${video.name}`}
                      onClick={() => onPick(video)}
                    >
                      {taken.has(video.id) ? "Added" : "Add"}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
