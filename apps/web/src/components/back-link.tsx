import { Anchor, Group } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "react-router";

// The "back to the list" link above a detail page's title.
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" mb="xs" display="inline-block">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden="true" />
        {children}
      </Group>
    </Anchor>
  );
}
