import { Progress, Stack, Text } from "@mantine/core";

// While the server asks Diamond Track: the answer can take a while for many certificates.
export function IntakeProgress({ count }: { count: number }) {
  const what = count === 1 ? "1 certificate" : `${count} certificates`;
  return (
    <Stack gap={6} role="status">
      <Text size="sm">Fetching {what} from Diamond Track…</Text>
      <Progress value={100} animated striped aria-label="Fetching from Diamond Track" />
    </Stack>
  );
}
