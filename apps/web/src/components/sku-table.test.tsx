import type { SkuRow } from "@loupe/domain/skus";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../test/render";
import { SkuTable } from "./sku-table";

const sku = (index: number, changes: Partial<SkuRow> = {}): SkuRow => ({
  id: `s${index}`,
  serial: `LP-${1000 + index}`,
  price: 1250.5,
  type: index % 2 === 0 ? "Diamond" : "Jewelry",
  created: "2025-03-04T10:00:00.000Z",
  url: `https://certificates.example/c/${index}`,
  editPath: `/diamond/s${index}`,
  ...changes,
});

const table = (props: Partial<Parameters<typeof SkuTable>[0]> = {}) => (
  <SkuTable label="Video posts" rows={[]} loading={false} error={null} emptyText="No posts yet" {...props} />
);

describe("SkuTable", () => {
  it("pages the rows locally, five at a time, with the administrator's columns", async () => {
    const items = [
      sku(1, { created: null, price: null }),
      ...Array.from({ length: 6 }, (_, i) => sku(i + 2)),
    ];
    const events = userEvent.setup();
    const { router } = renderWithApp(table({ rows: items, showCreated: true }), { path: "/user/a1" });

    const grid = screen.getByRole("table", { name: "Video posts" });
    expect(
      within(grid)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Serial", "Price (USD)", "Type", "Created", "URL", "Edit"]);
    expect(within(grid).getAllByRole("row")).toHaveLength(6);
    expect(screen.getByText("Showing 1 to 5 of 7 entries")).toBeTruthy();

    // The row without a created date is imported, incomplete data: shaded red.
    const incomplete = within(grid).getByText("LP-1001").closest("tr");
    expect(incomplete?.getAttribute("style")).toContain("--mantine-color-red-light");
    expect(within(incomplete as HTMLElement).getByText("Imported, incomplete")).toBeTruthy();
    const complete = within(grid).getByText("LP-1002").closest("tr") as HTMLElement;
    expect(within(complete).getByText("$1,250.50")).toBeTruthy();
    expect(within(complete).getByText("03/04/2025")).toBeTruthy();
    expect(within(complete).getByRole("link", { name: "Edit LP-1002" }).getAttribute("href")).toBe(
      "/diamond/s2",
    );

    await events.click(screen.getByRole("button", { name: "Next" }));
    expect(router.state.location.search).toBe("?cursor=5");
    expect(screen.getByText("Showing 6 to 7 of 7 entries")).toBeTruthy();
  });

  it("shows a company's columns without Created and without shading", () => {
    renderWithApp(
      table({ label: "SKUs", rows: [sku(1, { created: null })], serialHeader: "DIS Certificate" }),
    );
    const grid = screen.getByRole("table", { name: "SKUs" });
    expect(
      within(grid)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["DIS Certificate", "Price (USD)", "Type", "URL", "Edit"]);
    const row = within(grid).getByText("LP-1001").closest("tr");
    expect(row?.getAttribute("style") ?? "").not.toContain("red");
    const open = within(grid).getByRole("link", { name: "Open LP-1001 (new tab)" });
    expect(open.getAttribute("target")).toBe("_blank");
  });

  it("says so when there are no rows", () => {
    renderWithApp(table());
    expect(screen.getByText("No posts yet")).toBeTruthy();
  });
});
