import { List, Text, ThemeIcon } from "@mantine/core";
import type { ReactNode } from "react";

// What became of each record of a batch (Diamond Track intake, Print Multiple), one line each.
export function OutcomeList({ children }: { children: ReactNode }) {
  return (
    <List spacing={4} size="sm" center>
      {children}
    </List>
  );
}

// One record's line: a coloured icon, the record's name in bold, then what happened to it.
export function OutcomeItem({
  color,
  icon,
  name,
  monospace = false,
  children,
}: {
  color: string;
  icon: ReactNode;
  name: string;
  monospace?: boolean;
  children: ReactNode;
}) {
  return (
    <List.Item
      icon={
        <ThemeIcon color={color} size={20} radius="xl" aria-hidden="true">
          {icon}
        </ThemeIcon>
      }
    >
      <Text span ff={monospace ? "monospace" : undefined} fw={500} inherit>
        {name}
      </Text>
      {children}
    </List.Item>
  );
}
