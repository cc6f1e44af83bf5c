import { messages } from "@loupe/domain/messages";
import { Button, Stack, Text } from "@mantine/core";

// A screen whose data could not load: the reason and a second try.
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Stack align="center" gap="sm" py={60} ta="center" role="alert">
      <Text fw={600}>{messages.somethingWentWrong}</Text>
      <Text c="dimmed" size="sm" maw={520}>
        {message}
      </Text>
      {onRetry && (
        <Button variant="default" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Stack>
  );
}
