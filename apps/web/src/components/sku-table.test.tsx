import type { SkuRow } from "@loupe/domain/skus";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../test/render";
import { SkuTable } from "./sku-table";

const sku = (index: number, changes: Partial<SkuRow> = {}): SkuRow => ({
  id: `s${index}`,
  serial: `LP-${1000 + index}`,
  certificateNumber: `LP-${1000 + index}`,
  clientSku: `SKU-${index}`,
  incomplete: false,
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
      sku(1, { incomplete: true, price: null }),
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

    // An imported record that still needs information: shaded red.
    const incomplete = within(grid).getByText("LP-1001").closest("tr");
    expect(incomplete?.getAttribute("style")).toContain("--mantine-color-red-light");
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

  it("shows a company's columns without Created, shading only the records that need information", () => {
    renderWithApp(
      table({
        label: "SKUs",
        rows: [sku(1, { created: null }), sku(2, { incomplete: true })],
        serialHeader: "DIS Certificate",
        priceHeader: "Price",
      }),
    );
    const grid = screen.getByRole("table", { name: "SKUs" });
    expect(
      within(grid)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["DIS Certificate", "Price", "Type", "URL", "Edit"]);
    const row = within(grid).getByText("LP-1001").closest("tr");
    expect(row?.getAttribute("style") ?? "").not.toContain("red");
    expect(within(grid).getByText("LP-1002").closest("tr")?.getAttribute("style")).toContain("red");
    const open = within(grid).getByRole("link", { name: "Open LP-1001 (new tab)" });
    expect(open.getAttribute("target")).toBe("_blank");
  });

  it("finds a certificate number or SKU typed with a typo, and keeps the others out", async () => {
    const events = userEvent.setup();
    renderWithApp(
      table({
        rows: [
          sku(1, { certificateNumber: "LG7204118485", serial: "LG7204118485" }),
          sku(2, { certificateNumber: "", clientSku: "RING-18K-77", serial: "RING-18K-77" }),
          sku(3),
        ],
      }),
      { path: "/user/a1" },
    );
    await events.type(screen.getByRole("searchbox"), "LG7204118458{Enter}");
    const grid = screen.getByRole("table", { name: "Video posts" });
    expect(within(grid).getByText("LG7204118485")).toBeTruthy();
    expect(within(grid).queryByText("RING-18K-77")).toBeNull();
    await events.clear(screen.getByRole("searchbox"));
    await events.type(screen.getByRole("searchbox"), "ring 18k 77{Enter}");
    expect(within(grid).getByText("RING-18K-77")).toBeTruthy();
    expect(within(grid).queryByText("LP-1003")).toBeNull();
  });

  it("says so when there are no rows", () => {
    renderWithApp(table());
    expect(screen.getByText("No posts yet")).toBeTruthy();
  });
});
