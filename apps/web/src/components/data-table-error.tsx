import { Alert, Button, Group, Text } from "@mantine/core";

// What could not be read and why, a second try, and from a later page a way back to the first.
export function DataTableError({
  what,
  error,
  retrying,
  onRetry,
  onFirstPage,
}: {
  what: string;
  error: string;
  retrying: boolean;
  onRetry: (() => void) | null;
  onFirstPage: (() => void) | null;
}) {
  return (
    <Alert color="red" title={`The ${what.toLowerCase()} could not be loaded`} variant="light" ta="left">
      <Text size="sm">{error}</Text>
      <Group mt="sm" gap="xs">
        {onRetry && (
          <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
            Retry
          </Button>
        )}
        {onFirstPage && (
          <Button size="xs" variant="default" onClick={onFirstPage}>
            Back to the first page
          </Button>
        )}
      </Group>
    </Alert>
  );
}
