import { IconDiamond, IconUsers } from "@tabler/icons-react";
import { describe, expect, it } from "vitest";
import { features } from "../features";
import { buildMenuEntries, isActive, menuEntries } from "./menu-entries";

describe("side menu entries", () => {
  it("places each area's link in its slot, whatever the order the areas are listed in", () => {
    const entries = buildMenuEntries([
      { menu: [{ slot: "customers", label: "Customers", to: "/customers", icon: IconUsers }] },
      { menu: [{ slot: "home", label: "Home", to: "/dashboard", icon: IconDiamond }] },
      { menu: [{ slot: "clients", label: "Clients", to: "/clients", icon: IconUsers }] },
    ]);
    expect(
      entries.map((entry) => (entry.kind === "group" ? entry.links.map((link) => link.label) : entry.label)),
    ).toEqual(["Home", ["Clients", "Customers"]]);
  });

  it("gives an area's permission to its links", () => {
    const [entry] = buildMenuEntries([
      {
        permission: "view_activity_log",
        menu: [{ slot: "home", label: "Home", to: "/", icon: IconDiamond }],
      },
    ]);
    expect(entry).toMatchObject({ kind: "link", permission: "view_activity_log" });
  });

  it("refuses two links in one slot", () => {
    const link = { slot: "home", label: "Home", to: "/", icon: IconDiamond } as const;
    expect(() => buildMenuEntries([{ menu: [link] }, { menu: [link] }])).toThrow(/home/);
  });

  it("refuses a link in a slot the layout does not place, rather than hide it", () => {
    const link = { slot: "billing", label: "Billing", to: "/billing", icon: IconDiamond } as const;
    expect(() => buildMenuEntries([{ menu: [link] }], ["home", "shipping"])).toThrow(
      'The menu link "Billing" claims the slot "billing", which the menu does not place',
    );
  });

  it("shows every menu link of every registered area", () => {
    const shown = menuEntries.flatMap((entry) => (entry.kind === "group" ? entry.links : [entry]));
    const declared = features.flatMap((feature) => feature.menu ?? []);
    expect(shown.map((link) => link.to).sort()).toEqual(declared.map((link) => link.to).sort());
    expect(shown.length).toBeGreaterThanOrEqual(15);
  });

  it("highlights Clients on company profiles and Imperfections on pamphlets", () => {
    const links = menuEntries.flatMap((entry) => (entry.kind === "group" ? entry.links : [entry]));
    const byLabel = (label: string) => links.find((link) => link.label === label) ?? { to: "?" };
    expect(isActive(byLabel("Clients"), "/companies/profile/1")).toBe(true);
    expect(isActive(byLabel("Clients"), "/company/1")).toBe(true);
    expect(isActive(byLabel("Imperfections"), "/pamphlet/1")).toBe(true);
    expect(isActive(byLabel("Diamonds"), "/diamond/123")).toBe(true);
    expect(isActive(byLabel("Diamonds"), "/diamonds-other")).toBe(false);
  });
});
