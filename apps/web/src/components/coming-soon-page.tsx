import { Paper, Text } from "@mantine/core";
import { PageHeader } from "./page-header";

// Placeholder for screens that are specified but not built yet.
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p="xl">
        <Text c="dimmed">This screen is coming soon.</Text>
      </Paper>
    </>
  );
}
