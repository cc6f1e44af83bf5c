import { Alert, Button, Text } from "@mantine/core";

// Why the list could not be read; from a later page, a way back to the first one.
export function DataTableError({ error, onFirstPage }: { error: string; onFirstPage: (() => void) | null }) {
  return (
    <Alert color="red" title="Error!" variant="light" ta="left">
      <Text size="sm">{error}</Text>
      {onFirstPage && (
        <Button mt="sm" size="xs" variant="default" onClick={onFirstPage}>
          Back to the first page
        </Button>
      )}
    </Alert>
  );
}
