import { Paper, Text } from "@mantine/core";

// One total in large type under its label (Total SKUs, Total Video Posts; a string when the caller
// formats it, as analytics marks thousands).
export function TotalFigure({
  label,
  value,
  testId,
}: {
  label: string;
  value: number | string;
  testId: string;
}) {
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
