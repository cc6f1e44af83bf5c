import { sidebarCollapsedWidth, sidebarExpandedWidth } from "@loupe/domain/constants";
import { hasPermission } from "@loupe/domain/permissions";
import { ActionIcon, Group, Text } from "@mantine/core";
import { IconDiamond, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from "@tabler/icons-react";
import { useLocation } from "react-router";
import { DeferredTooltip } from "../../components/deferred-tooltip";
import { useSessionUser } from "../../lib/session";
import { LogOutButton } from "./log-out-button";
import { type MenuLink, menuEntries } from "./menu-entries";
import { MenuItem } from "./menu-item";
import classes from "./shell.module.css";
import type { useCollapsedMenu } from "./use-collapsed-menu";

export function SideMenu({ menu }: { menu: ReturnType<typeof useCollapsedMenu> }) {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const allowed = (entry: MenuLink) => !entry.permission || hasPermission(user, entry.permission);
  const toggleLabel = menu.collapsed ? "Expand menu" : "Collapse menu";

  return (
    <nav
      aria-label="Main menu"
      className={classes.nav}
      data-wide={menu.wide || undefined}
      data-overlaying={menu.overlaying || undefined}
      style={{ width: menu.wide ? sidebarExpandedWidth : sidebarCollapsedWidth }}
      onMouseEnter={menu.onPointerEnter}
      onMouseLeave={menu.onPointerLeave}
    >
      <Group className={classes.brand} justify={menu.wide ? "space-between" : "center"} wrap="nowrap">
        {menu.wide && (
          <Group gap={8} wrap="nowrap">
            <IconDiamond size={24} stroke={1.6} aria-hidden="true" className={classes.logo} />
            <Text fw={700} fz="lg" lh={1}>
              Loupe
            </Text>
          </Group>
        )}
        {menu.canToggle && (
          <DeferredTooltip label={toggleLabel} position="right">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={toggleLabel}
              onClick={menu.toggle}
            >
              {menu.collapsed ? (
                <IconLayoutSidebarLeftExpand size={20} aria-hidden="true" />
              ) : (
                <IconLayoutSidebarLeftCollapse size={20} aria-hidden="true" />
              )}
            </ActionIcon>
          </DeferredTooltip>
        )}
      </Group>

      <ul className={classes.entries}>
        {menuEntries.map((entry) => {
          if (entry.kind === "link") {
            return allowed(entry) ? (
              <li key={entry.to}>
                <MenuItem entry={entry} wide={menu.wide} pathname={pathname} />
              </li>
            ) : null;
          }
          const links = entry.links.filter(allowed);
          if (links.length === 0) return null;
          const headingId = `menu-group-${entry.label.toLowerCase().replace(/\W+/g, "-")}`;
          return (
            <li key={entry.label} className={classes.group}>
              <Text id={headingId} className={classes.groupLabel} data-wide={menu.wide || undefined}>
                {entry.label}
              </Text>
              <ul aria-labelledby={headingId} className={classes.entries}>
                {links.map((child) => (
                  <li key={child.to}>
                    <MenuItem entry={child} wide={menu.wide} pathname={pathname} />
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>

      <div className={classes.bottom}>
        <LogOutButton wide={menu.wide} />
      </div>
    </nav>
  );
}
