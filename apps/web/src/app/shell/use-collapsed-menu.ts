import { useLocalStorage, useMediaQuery } from "@mantine/hooks";
import { useCallback, useState } from "react";

export const menuCollapsedStorageKey = "loupe.menu.collapsed";

// Below this width the 280 px menu would leave a list too little room (at 1024 px the diamond
// table's controls ended off-screen): the menu stays collapsed and opens over the page on hover.
export const menuCollapsesBelowWidth = 1280;
export const narrowScreenQuery = `(max-width: ${menuCollapsesBelowWidth - 0.02}px)`;

// Collapsed or not is remembered; a collapsed menu opens over the page while hovered.
export function useCollapsedMenu() {
  const [chosenCollapsed, setCollapsed] = useLocalStorage<boolean>({
    key: menuCollapsedStorageKey,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const narrow = useMediaQuery(narrowScreenQuery, false, { getInitialValueInEffect: false });
  const collapsed = narrow || chosenCollapsed;
  const [hovered, setHovered] = useState(false);

  const toggle = useCallback(() => {
    // The pointer is on the toggle: without this the menu would stay open until it leaves.
    setHovered(false);
    setCollapsed((value) => !value);
  }, [setCollapsed]);

  return {
    collapsed,
    // On a narrow screen there is no choice to offer: the menu is collapsed.
    canToggle: !narrow,
    // Shown wide: expanded, or collapsed but hovered.
    wide: !collapsed || hovered,
    overlaying: collapsed && hovered,
    toggle,
    onPointerEnter: () => collapsed && setHovered(true),
    onPointerLeave: () => setHovered(false),
  };
}
