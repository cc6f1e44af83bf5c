import { Group, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import type { ReactNode } from "react";

// The screen's title (its one h1, also the browser tab's title) with its main actions.
export function PageHeader({
  title,
  children,
  above,
  leading,
}: {
  title: string;
  children?: ReactNode;
  above?: ReactNode;
  // Shown before the title (a company's logo).
  leading?: ReactNode;
}) {
  useDocumentTitle(`${title} · Loupe`);
  return (
    <header>
      {above}
      <Group justify="space-between" align="center" mb="lg" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          {leading}
          <Title order={1} fz={26} fw={650}>
            {title}
          </Title>
        </Group>
        {children && <Group gap="sm">{children}</Group>}
      </Group>
    </header>
  );
}
