import { useLocalStorage } from "@mantine/hooks";
import { useCallback, useState } from "react";

export const menuCollapsedStorageKey = "loupe.menu.collapsed";

// Collapsed or not is remembered; a collapsed menu opens over the page while hovered.
export function useCollapsedMenu() {
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({
    key: menuCollapsedStorageKey,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const [hovered, setHovered] = useState(false);

  const toggle = useCallback(() => {
    // The pointer is on the toggle: without this the menu would stay open until it leaves.
    setHovered(false);
    setCollapsed((value) => !value);
  }, [setCollapsed]);

  return {
    collapsed,
    // Shown wide: expanded, or collapsed but hovered.
    wide: !collapsed || hovered,
    overlaying: collapsed && hovered,
    toggle,
    onPointerEnter: () => collapsed && setHovered(true),
    onPointerLeave: () => setHovered(false),
  };
}
