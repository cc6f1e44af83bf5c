import { NavLink, VisuallyHidden } from "@mantine/core";
import { Link } from "react-router";
import { isActive, type MenuLink } from "./menu-entries";
import classes from "./shell.module.css";

export function MenuItem({ entry, wide, pathname }: { entry: MenuLink; wide: boolean; pathname: string }) {
  const active = isActive(entry, pathname);
  const Icon = entry.icon;
  return (
    <NavLink
      component={Link}
      to={entry.to}
      active={active}
      aria-current={active ? "page" : undefined}
      className={classes.item}
      data-wide={wide || undefined}
      leftSection={<Icon size={20} stroke={1.6} aria-hidden="true" />}
      label={wide ? entry.label : <VisuallyHidden>{entry.label}</VisuallyHidden>}
      noWrap
    />
  );
}
