import type { AttributeList } from "@loupe/domain/options/attribute-edit";
import type { AttributeName } from "@loupe/domain/options/attributes";
import { hasPermission } from "@loupe/domain/permissions";
import { Alert, Button, Card, Group, SimpleGrid, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PageHeader } from "../../components/page-header";
import { RecordLoader } from "../../components/record-loader";
import { useSessionUser } from "../../lib/session";
import { attributeListsQuery } from "./api";
import { AttributeDialog } from "./attribute-dialog";

// /attributes: a card per attribute list, each opened with View / edit (spec 002 §2 'Attributes').
export function AttributesPage() {
  const lists = useQuery(attributeListsQuery);
  const canEdit = hasPermission(useSessionUser(), "edit_attributes");
  const [open, setOpen] = useState<AttributeName | null>(null);
  return (
    <>
      <PageHeader title="Attributes" />
      {!canEdit && (
        <Alert icon={<IconLock size={16} aria-hidden="true" />} mb="md" title="Read-only">
          You may view the attribute values; changing them needs the Edit attributes permission.
        </Alert>
      )}
      <RecordLoader query={lists}>
        {(data) => {
          const current = data.lists.find((list) => list.name === open);
          return (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {data.lists.map((list) => (
                  <AttributeCard key={list.name} list={list} onOpen={setOpen} />
                ))}
              </SimpleGrid>
              {current && (
                <AttributeDialog
                  name={current.name}
                  list={current}
                  canEdit={canEdit}
                  onClose={() => setOpen(null)}
                />
              )}
            </>
          );
        }}
      </RecordLoader>
    </>
  );
}

function AttributeCard({ list, onOpen }: { list: AttributeList; onOpen: (name: AttributeName) => void }) {
  const name = list.name;
  const builtIn = list.builtIns.length;
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4">
        {name}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {name === "timerTickerBeforeAd"
          ? `Number: ${list.values[0] ?? "not set"}${list.values[0] ? " seconds" : ""}`
          : `${builtIn} built-in, ${list.values.length} added`}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="light" onClick={() => onOpen(name)} aria-label={`View / edit ${name}`}>
          View / edit
        </Button>
      </Group>
    </Card>
  );
}
