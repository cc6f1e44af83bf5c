import { Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";

// A titled card around one chart, the map or a table.
export function ChartCard({
  title,
  children,
  testId,
  fill = false,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  // As tall as the row it is in.
  fill?: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="md" miw={0} h={fill ? "100%" : undefined} data-testid={testId}>
      <Text fw={600} size="sm" mb="sm" component="h2">
        {title}
      </Text>
      {children}
    </Paper>
  );
}
