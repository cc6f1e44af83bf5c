import { Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";

// A titled card around one chart or the map.
export function ChartCard({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" miw={0} data-testid={testId}>
      <Text fw={600} size="sm" mb="sm" component="h2">
        {title}
      </Text>
      {children}
    </Paper>
  );
}
