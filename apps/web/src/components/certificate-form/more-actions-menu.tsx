import { Button, Menu } from "@mantine/core";
import { IconChevronDown, IconDotsVertical } from "@tabler/icons-react";
import type { ReactNode } from "react";

export type MoreAction = {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  // A destructive action (Delete) is said in red.
  danger?: boolean;
};

// The certificate form's secondary actions (Delete, Save SKU Defaults, …) folded in one button,
// so the action bar stays one row at 1024 px (issue 21). A WAI-ARIA menu: the button opens it, the
// first action takes the focus, arrows move, Escape closes. Mantine's initial focus placeholder is
// left out: a role=menu may hold only menu items (axe's aria-required-children).
export function MoreActionsMenu({ actions }: { actions: readonly MoreAction[] }) {
  if (actions.length === 0) return null;
  return (
    <Menu position="top-start" withinPortal withInitialFocusPlaceholder={false} shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDotsVertical size={16} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          style={{ flexShrink: 0 }}
        >
          More actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action, index) => (
          <Menu.Item
            key={action.label}
            leftSection={action.icon}
            onClick={action.onClick}
            disabled={action.disabled}
            color={action.danger ? "red.9" : undefined}
            data-autofocus={index === 0 ? true : undefined}
          >
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
