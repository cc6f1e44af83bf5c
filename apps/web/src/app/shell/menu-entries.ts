import type { Permission } from "@loupe/domain/auth";
import {
  type Icon,
  IconAdjustments,
  IconBuildingStore,
  IconChartBar,
  IconDiamond,
  IconHistory,
  IconHome,
  IconMovie,
  IconQrcode,
  IconReceipt,
  IconRings,
  IconTruck,
  IconUserShield,
  IconUsers,
  IconVideo,
  IconZoomScan,
} from "@tabler/icons-react";

export type MenuLink = { kind: "link"; label: string; to: string; icon: Icon; permission?: Permission };
export type MenuGroup = { kind: "group"; label: string; links: MenuLink[] };
export type MenuEntry = MenuLink | MenuGroup;

const link = (label: string, to: string, icon: Icon, permission?: Permission): MenuLink => ({
  kind: "link",
  label,
  to,
  icon,
  permission,
});

// The side menu in the order of spec 000 §2 (Log Out is the menu's last button).
export const menuEntries: MenuEntry[] = [
  link("Home", "/dashboard", IconHome),
  {
    kind: "group",
    label: "Products",
    links: [
      link("Diamonds", "/diamond", IconDiamond),
      link("Jewelry", "/jewelry", IconRings),
      link("Imperfections", "/imperfections", IconZoomScan),
    ],
  },
  {
    kind: "group",
    label: "Digital Certificates",
    links: [
      link("Digital Certificate Videos", "/digital-certificates", IconVideo),
      link("Showcasing Videos", "/product-display-list", IconMovie),
    ],
  },
  link("Certificates QR Code", "/digital-cert-qr", IconQrcode),
  link("Analytics", "/analytics", IconChartBar),
  {
    kind: "group",
    label: "CRM",
    links: [link("Clients", "/clients", IconBuildingStore), link("Customers", "/customers", IconUsers)],
  },
  link("Administrator", "/user", IconUserShield),
  link("Billing", "/billing", IconReceipt),
  link("Shipping", "/shipping-log", IconTruck),
  {
    kind: "group",
    label: "Settings",
    links: [
      link("Attributes", "/attributes", IconAdjustments),
      link("Activity Log", "/logs", IconHistory, "view_activity_log"),
    ],
  },
];

// Screens reached from an entry count as that entry (/diamond/123 highlights Diamonds; a company
// profile highlights Clients).
const extraPrefixes: Record<string, string[]> = {
  "/clients": ["/companies", "/company"],
  "/imperfections": ["/pamphlet"],
};

export function isActive(to: string, pathname: string): boolean {
  const prefixes = [to, ...(extraPrefixes[to] ?? [])];
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
