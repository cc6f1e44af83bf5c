import { Paper, Text } from "@mantine/core";

// One total in large type under its label (Total SKUs, Total Video Posts).
export function TotalFigure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder radius="md" p="lg" maw={280}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.2} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}
