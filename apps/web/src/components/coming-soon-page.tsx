import { Button, Paper, Stack, Text } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "react-router";
import { PageHeader } from "./page-header";

// What staff will do in each area not built yet, in the words of the spec's §1 lists (001, 002),
// by the area's first path segment. Kept here, in the page's lazy chunk, not in the menu's.
const purposes: Record<string, string> = {
  attributes: "Here staff will maintain the lookup attribute lists.",
};

export function comingSoonPurpose(path: string): string | undefined {
  return purposes[path.split("/")[1] ?? ""];
}

// A screen that is specified but not built yet: what it will be for, and a way on.
export function ComingSoonPage({ title, path }: { title: string; path: string }) {
  const purpose = comingSoonPurpose(path);
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p="xl">
        <Stack gap="sm" align="flex-start">
          <Text fw={600}>This screen is coming soon.</Text>
          {purpose && <Text c="dimmed">{purpose}</Text>}
          <Button
            component={Link}
            to="/dashboard"
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          >
            Back to Home
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
