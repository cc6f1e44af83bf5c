import type { Permission } from "@loupe/domain/permissions";
import type { Icon } from "@tabler/icons-react";
import type { Feature, MenuSlot } from "../feature";
import { features } from "../features";

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

type LayoutEntry = MenuSlot | { group: string; slots: MenuSlot[] };

// The side menu in the order of spec 000 §2 (Log Out is the menu's last button). Areas fill the
// slots with their links; an empty slot, or a group with none filled, is left out.
export const menuLayout: LayoutEntry[] = [
  "home",
  { group: "Products", slots: ["diamonds", "jewelry", "imperfections"] },
  { group: "Digital Certificates", slots: ["certificate-videos", "product-videos"] },
  "qr-lists",
  "analytics",
  { group: "CRM", slots: ["clients", "customers"] },
  "administrators",
  "billing",
  "shipping",
  { group: "Settings", slots: ["attributes", "activity-log"] },
];

export function buildMenuEntries(areas: Feature[], layout: LayoutEntry[] = menuLayout): MenuEntry[] {
  const links = new Map<MenuSlot, MenuLink>();
  for (const area of areas) {
    for (const { slot, ...link } of area.menu ?? []) {
      if (links.has(slot)) throw new Error(`Two menu links claim the slot "${slot}"`);
      links.set(slot, { kind: "link", ...link, ...(area.permission && { permission: area.permission }) });
    }
  }
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
