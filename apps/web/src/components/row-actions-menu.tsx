import { Loader, Menu, Text } from "@mantine/core";
import { useRef } from "react";
import type { RowMenuAction } from "./row-menu-action";

// A row's 'More actions' menu (row-more-actions.tsx), loaded when first opened. A WAI-ARIA menu:
// the first possible action takes the focus, arrows move, Enter runs, Escape closes and gives the
// focus back to the button. An action not possible for the row is greyed and says why.
export function RowActionsMenu({
  label,
  actions,
  busy,
  opened,
  onChange,
  triggerClass,
}: {
  label: string;
  actions: readonly RowMenuAction[];
  busy: boolean;
  opened: boolean;
  onChange: (opened: boolean) => void;
  triggerClass: string;
}) {
  const first = actions.findIndex((action) => !action.disabledReason && !action.running);
  const target = useRef<HTMLButtonElement>(null);
  const dropdown = useRef<HTMLDivElement>(null);
  // Opened the first time from the plain button this menu replaced (row-more-actions.tsx), the
  // menu's own focus return has nothing to go back to: closed with the focus in the menu (Escape,
  // an item) or lost, the focus goes to the menu's button. A click elsewhere keeps its focus, and a
  // dialog an item opens takes the focus after this.
  const keepFocus = () => {
    const active = document.activeElement;
    if (!active || active === document.body || dropdown.current?.contains(active)) target.current?.focus();
  };
  return (
    <Menu
      opened={opened}
      onChange={onChange}
      onClose={keepFocus}
      position="bottom-end"
      withinPortal
      withInitialFocusPlaceholder={false}
      shadow="md"
    >
      <Menu.Target>
        <button
          ref={target}
          type="button"
          className={triggerClass}
          aria-label={label}
          data-hint="More actions"
          data-loading={busy || undefined}
        >
          {busy ? <Loader size={16} color="currentColor" aria-hidden="true" /> : null}
        </button>
      </Menu.Target>
      <Menu.Dropdown ref={dropdown}>
        {actions.map((action, index) => (
          <Menu.Item
            key={action.hint}
            leftSection={action.icon}
            c={action.color === "red" ? "red.9" : undefined}
            disabled={Boolean(action.disabledReason) || action.running}
            aria-label={action.label}
            onClick={action.onClick}
            data-autofocus={index === first ? true : undefined}
          >
            {action.hint}
            {action.disabledReason && (
              <Text size="xs" c="dimmed">
                {action.disabledReason}
              </Text>
            )}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
