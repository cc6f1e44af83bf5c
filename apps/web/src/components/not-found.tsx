import { messages } from "@loupe/domain/messages";
import { Button, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { Link } from "react-router";

// A screen that cannot be shown: its status in large figures, why, and the way home.
function StatusPage({ status, tabTitle, message }: { status: number; tabTitle: string; message: string }) {
  useDocumentTitle(`${tabTitle} · Loupe`);
  return (
    <Stack align="center" gap="md" py={80} px="md" ta="center">
      <Text fz={64} fw={700} c="gray.6" lh={1} aria-hidden="true">
        {status}
      </Text>
      <Title order={1} fz="lg" fw={500} maw={520}>
        {message}
      </Title>
      <Button component={Link} to="/dashboard" variant="light">
        Go to the home page
      </Button>
    </Stack>
  );
}

export function NotFound() {
  return <StatusPage status={404} tabTitle="Not found" message={messages.notFound} />;
}

// A screen of a permission the user does not hold (the server answers its reads 403 too).
export function Forbidden() {
  return <StatusPage status={403} tabTitle="No access" message={messages.forbiddenPage} />;
}
