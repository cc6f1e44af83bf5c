import { Paper, Title } from "@mantine/core";
import type { ReactNode } from "react";

// A titled card of a certificate form; `aria-labelledby` makes it a named region for screen readers.
export function FormSection({
  id,
  title,
  children,
  aside,
}: {
  id: string;
  title: string;
  children: ReactNode;
  // Beside the title (a switch, a button).
  aside?: ReactNode;
}) {
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={id}>
      <div style={{ display: "flex", justifyContent: "space-between", gap: 12, alignItems: "center" }}>
        <Title order={2} id={id} fz="md" fw={650} mb="md">
          {title}
        </Title>
        {aside}
      </div>
      {children}
    </Paper>
  );
}
