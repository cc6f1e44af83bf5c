// The side menu in the order of spec 000 §2 (Log Out is the menu's last button), and the one place
// a menu slot is declared: MenuSlot is read from it, so an area's link names a slot that exists
// and is shown. Areas fill the slots with their links; an empty slot, or a group with none
// filled, is left out.
export const menuLayout = [
  "home",
  { group: "Products", slots: ["diamonds", "jewelry", "imperfections", "orders"] },
  { group: "Digital Certificates", slots: ["certificate-videos", "product-videos"] },
  "qr-lists",
  "analytics",
  { group: "CRM", slots: ["clients", "customers"] },
  "administrators",
  "billing",
  "shipping",
  { group: "Settings", slots: ["attributes", "activity-log", "lab-settings"] },
] as const;

type LayoutItem = (typeof menuLayout)[number];
export type MenuSlot = Extract<LayoutItem, string> | Extract<LayoutItem, { slots: unknown }>["slots"][number];
export type LayoutEntry = MenuSlot | { group: string; slots: readonly MenuSlot[] };
