import { Button, Group, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";

// The row under a record's form: Delete on the left (when the record exists), the save buttons
// on the right, and what the form waits for (an upload) beside them.
export function FormActions({
  onDelete,
  deleteDisabled,
  deleteRefusal,
  waitingFor,
  children,
}: {
  onDelete?: () => void;
  deleteDisabled: boolean;
  // Why this record cannot be deleted, said before anyone asks (the server refuses it too).
  deleteRefusal?: string | null;
  waitingFor: string | null;
  children: ReactNode;
}) {
  const refusalId = useId();
  return (
    <Group justify="space-between" gap="sm">
      {onDelete ? (
        <Group gap="sm" wrap="nowrap">
          <Button
            variant="outline"
            color="red.9"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={onDelete}
            disabled={deleteDisabled || Boolean(deleteRefusal)}
            aria-describedby={deleteRefusal ? refusalId : undefined}
          >
            Delete
          </Button>
          {deleteRefusal && (
            <Text id={refusalId} size="sm" c="dimmed">
              {deleteRefusal}
            </Text>
          )}
        </Group>
      ) : (
        <span />
      )}
      <Group gap="sm">
        {waitingFor && (
          <Text size="sm" c="dimmed" role="status">
            Waiting for the {waitingFor} upload to finish…
          </Text>
        )}
        {children}
      </Group>
    </Group>
  );
}
