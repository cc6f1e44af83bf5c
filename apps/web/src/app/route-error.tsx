import { messages } from "@loupe/domain/messages";
import { Button, Stack, Text, Title } from "@mantine/core";
import { useRouteError } from "react-router";

// A screen that crashed while rendering: say so and offer a reload instead of a blank page.
export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : null;
  return (
    <Stack align="center" gap="sm" py={80} px="md" ta="center" component="main">
      <Title order={1} fz="xl">
        {messages.somethingWentWrong}
      </Title>
      {detail && (
        <Text c="dimmed" size="sm" maw={520}>
          {detail}
        </Text>
      )}
      <Button variant="default" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </Stack>
  );
}
