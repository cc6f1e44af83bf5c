import { Group, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import type { ReactNode } from "react";

// The screen's title (its one h1, also the browser tab's title) with its main actions at the end
// of the same row, and below them, when given, a row of the screen's other tools: the main action
// (a certificate list's create button) keeps one place on every screen, however many tools a
// screen has (issue 21: diamonds and jewelry).
export function PageHeader({
  title,
  children,
  tools,
  above,
  leading,
}: {
  title: string;
  children?: ReactNode;
  tools?: ReactNode;
  above?: ReactNode;
  // Shown before the title (a company's logo).
  leading?: ReactNode;
}) {
  useDocumentTitle(`${title} · Loupe`);
  return (
    <header>
      {above}
      <Group justify="space-between" align="center" mb={tools ? "sm" : "lg"} wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          {leading}
          <Title order={1} fz={26} fw={650}>
            {title}
          </Title>
        </Group>
        {children && <Group gap="sm">{children}</Group>}
      </Group>
      {tools && (
        <Group gap="xs" mb="lg" data-testid="page-tools">
          {tools}
        </Group>
      )}
    </header>
  );
}
