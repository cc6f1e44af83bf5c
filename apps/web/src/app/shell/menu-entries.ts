import type { Permission } from "@loupe/domain/permissions";
import type { Icon } from "@tabler/icons-react";
import type { Feature } from "../feature";
import { features } from "../features";
import { type LayoutEntry, type MenuSlot, menuLayout } from "./menu-layout";

export type MenuLink = {
  kind: "link";
  label: string;
  to: string;
  icon: Icon;
  permission?: Permission;
  activePrefixes?: string[];
};
export type MenuGroup = { kind: "group"; label: string; links: MenuLink[] };
export type MenuEntry = MenuLink | MenuGroup;

export function buildMenuEntries(areas: Feature[], layout: readonly LayoutEntry[] = menuLayout): MenuEntry[] {
  const links = new Map<MenuSlot, MenuLink>();
  for (const area of areas) {
    for (const { slot, ...link } of area.menu ?? []) {
      if (links.has(slot)) throw new Error(`Two menu links claim the slot "${slot}"`);
      links.set(slot, { kind: "link", ...link, ...(area.permission && { permission: area.permission }) });
    }
  }
  // A link whose slot the layout does not place would be silently missing from the menu.
  const placed = new Set(layout.flatMap((entry) => (typeof entry === "string" ? [entry] : entry.slots)));
  for (const [slot, link] of links)
    if (!placed.has(slot))
      throw new Error(
        `The menu link "${link.label}" claims the slot "${slot}", which the menu does not place`,
      );
  return layout.flatMap((entry): MenuEntry[] => {
    if (typeof entry === "string") {
      const link = links.get(entry);
      return link ? [link] : [];
    }
    const grouped = entry.slots.flatMap((slot) => links.get(slot) ?? []);
    return grouped.length > 0 ? [{ kind: "group", label: entry.group, links: grouped }] : [];
  });
}

export const menuEntries = buildMenuEntries(features);

// Screens reached from an entry count as that entry (/diamond/123 highlights Diamonds; a company
// profile highlights Clients).
export function isActive(link: Pick<MenuLink, "to" | "activePrefixes">, pathname: string): boolean {
  const prefixes = [link.to, ...(link.activePrefixes ?? [])];
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
