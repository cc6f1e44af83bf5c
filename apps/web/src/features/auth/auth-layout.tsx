import { Box, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconDiamond } from "@tabler/icons-react";
import type { ReactNode } from "react";

// The frame of the sign-in screens: no menu, one card at a fixed height (a message appearing
// above the fields does not make the card jump).
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  useDocumentTitle(`${title} · Loupe`);
  return (
    <Box component="main" mih="100vh" px="md" pt="14vh" pb="xl" bg="gray.0">
      <Stack w="100%" maw={420} gap="lg" mx="auto">
        <Group justify="center" gap={8}>
          <IconDiamond size={30} stroke={1.6} color="var(--mantine-color-indigo-8)" aria-hidden="true" />
          <Text fw={700} fz={24}>
            Loupe
          </Text>
        </Group>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Title order={1} fz="xl" mb={subtitle ? 4 : "lg"}>
            {title}
          </Title>
          {subtitle && (
            <Text size="sm" c="dimmed" mb="lg">
              {subtitle}
            </Text>
          )}
          {children}
        </Paper>
      </Stack>
    </Box>
  );
}
