import { messages } from "@loupe/domain/messages";
import { Button, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { Link } from "react-router";

export function NotFound() {
  useDocumentTitle("Not found · Loupe");
  return (
    <Stack align="center" gap="md" py={80} px="md" ta="center">
      <Text fz={64} fw={700} c="gray.6" lh={1} aria-hidden="true">
        404
      </Text>
      <Title order={1} fz="lg" fw={500} maw={520}>
        {messages.notFound}
      </Title>
      <Button component={Link} to="/dashboard" variant="light">
        Go to the home page
      </Button>
    </Stack>
  );
}
