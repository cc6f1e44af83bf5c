import {
  type AttributeList,
  attributeDeleteQuestion,
  attributeValueProblem,
  isNumberAttribute,
  takenAttributeValues,
} from "@loupe/domain/options/attribute-edit";
import type { AttributeName } from "@loupe/domain/options/attributes";
import { ActionIcon, Badge, Button, Group, Modal, Stack, Table, Text, TextInput } from "@mantine/core";
import { IconCheck, IconPencil, IconPlus, IconTrash, IconX } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDelete } from "../../components/confirm-delete";
import { ErrorDialog } from "../../components/error-dialog";
import { errorDetail } from "../../lib/api-client";
import { attributeUsageQuery, useSaveAttribute } from "./api";

type Props = { name: AttributeName; list: AttributeList; canEdit: boolean; onClose: () => void };

// One attribute's values: the domain's built-in ones (marked), then the stored ones, which an
// administrator with edit_attributes adds, renames and deletes. Each change saves the whole list.
export function AttributeDialog({ name, list, canEdit, onClose }: Props) {
  const save = useSaveAttribute();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState("");
  const [draftError, setDraftError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ from: string; to: string; error: string | null } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The value about to be deleted, with how many records use it (they keep it, readable).
  const [deleting, setDeleting] = useState<{ value: string; question: string } | null>(null);
  const builtIn = list.builtIns;
  const isNumber = isNumberAttribute(name);
  const taken = takenAttributeValues(name, list.values, list.builtIns);

  const write = async (values: string[]) => {
    try {
      await save.mutateAsync({ name, values, version: list.version });
      return true;
    } catch (error) {
      setFailure(errorDetail(error));
      return false;
    }
  };

  const add = async () => {
    const problem = attributeValueProblem(name, draft, taken);
    if (problem) return setDraftError(problem);
    const value = draft.trim();
    if (await write(isNumber ? [value] : [...list.values, value])) setDraft("");
  };

  const rename = async () => {
    if (!renaming) return;
    const problem = attributeValueProblem(name, renaming.to, taken, renaming.from);
    if (problem) return setRenaming({ ...renaming, error: problem });
    const to = renaming.to.trim();
    if (await write(list.values.map((value) => (value === renaming.from ? to : value)))) setRenaming(null);
  };

  const askDelete = async (value: string) => {
    try {
      setDeleting({
        value,
        question: attributeDeleteQuestion(
          value,
          await queryClient.fetchQuery(attributeUsageQuery(name, value)),
        ),
      });
    } catch (error) {
      setFailure(errorDetail(error));
    }
  };

  const remove = async () => {
    if (!deleting) return;
    if (await write(list.values.filter((existing) => existing !== deleting.value))) setDeleting(null);
  };

  return (
    <Modal opened onClose={onClose} title={`Attribute: ${name}`} size="lg">
      <Stack gap="md">
        {isNumber && <Text size="sm">The Number type accepts 15 to 29 seconds.</Text>}
        {name === "color" && (
          <Text size="sm">
            Added values replace the standard list in the forms; every other list is extended.
          </Text>
        )}
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Value</Table.Th>
              <Table.Th>Kind</Table.Th>
              {canEdit && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {builtIn.map((value) => (
              <Table.Tr key={`built-in-${value}`}>
                <Table.Td>{value}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color="gray">
                    Built-in
                  </Badge>
                </Table.Td>
                {canEdit && <Table.Td />}
              </Table.Tr>
            ))}
            {list.values.map((value) => (
              <Table.Tr key={`stored-${value}`}>
                <Table.Td>
                  {renaming?.from === value ? (
                    <TextInput
                      aria-label={`New name for ${value}`}
                      value={renaming.to}
                      error={renaming.error}
                      onChange={(event) =>
                        setRenaming({ ...renaming, to: event.currentTarget.value, error: null })
                      }
                    />
                  ) : (
                    value
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light">Added</Badge>
                </Table.Td>
                {canEdit && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {renaming?.from === value ? (
                        <>
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Save the new name of ${value}`}
                            onClick={rename}
                          >
                            <IconCheck size={16} aria-hidden="true" />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            aria-label="Cancel renaming"
                            onClick={() => setRenaming(null)}
                          >
                            <IconX size={16} aria-hidden="true" />
                          </ActionIcon>
                        </>
                      ) : (
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Rename ${value}`}
                          onClick={() => setRenaming({ from: value, to: value, error: null })}
                        >
                          <IconPencil size={16} aria-hidden="true" />
                        </ActionIcon>
                      )}
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${value}`}
                        onClick={() => askDelete(value)}
                      >
                        <IconTrash size={16} aria-hidden="true" />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {builtIn.length === 0 && list.values.length === 0 && (
          <Text size="sm" c="dimmed">
            No values yet.
          </Text>
        )}
        {canEdit && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void add();
            }}
          >
            <Group align="flex-start">
              <TextInput
                label={isNumber ? "Seconds" : "New value"}
                type={isNumber ? "number" : "text"}
                value={draft}
                error={draftError}
                onChange={(event) => {
                  setDraft(event.currentTarget.value);
                  setDraftError(null);
                }}
                style={{ flex: 1 }}
              />
              <Button
                type="submit"
                mt={25}
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                loading={save.isPending}
              >
                {isNumber ? "Set" : "Add"}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
      <ConfirmDelete
        opened={deleting !== null}
        text={deleting?.question}
        subject={deleting?.value}
        loading={save.isPending}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
      <ErrorDialog message={failure} onClose={() => setFailure(null)} />
    </Modal>
  );
}
