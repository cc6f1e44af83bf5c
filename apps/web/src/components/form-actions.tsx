import { Button, Group, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";

// The row under a record's form: Delete on the left (when the record exists), the save buttons
// on the right, and what the form waits for (an upload) beside them.
export function FormActions({
  onDelete,
  deleteDisabled,
  waitingFor,
  children,
}: {
  onDelete?: () => void;
  deleteDisabled: boolean;
  waitingFor: string | null;
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" gap="sm">
      {onDelete ? (
        <Button
          variant="outline"
          color="red.9"
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          onClick={onDelete}
          disabled={deleteDisabled}
        >
          Delete
        </Button>
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
