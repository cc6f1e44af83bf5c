import type { DiamondListItem } from "@loupe/domain/diamonds/diamond";
import { diamondList } from "@loupe/domain/diamonds/diamond-list";
import { formatDateTime } from "@loupe/domain/formatting";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DataTable } from "../../../components/data-table";
import { useListParams } from "../../../components/use-list-params";
import { renderWithApp } from "../../../test/render";
import { rowMenuItemNames } from "../../../test/row-menu";
import { diamondColumns } from "./diamond-columns";

const item = (id: string, price: number | null): DiamondListItem => ({
  id,
  created: "2025-03-04T10:00:00.000Z",
  certificateNumber: `LG-${id}`,
  clientSku: "",
  cardCertPrinted: false,
  cardPrintedAt: null,
  cardPrintedBy: "",
  client: null,
  customer: null,
  template: { id: 6, name: "Extra Minimalist" },
  weight: 1.01,
  price,
  shape: "Round",
  manufacturedAs: "",
  imperfectionUrl: "",
  publicPath: null,
  incomplete: false,
});

const actions = {
  onPreview: vi.fn(),
  onOpenImperfections: vi.fn(),
  onPrint: vi.fn(),
  onDelete: vi.fn(),
  printingId: null,
};

function Harness({ items }: { items: DiamondListItem[] }) {
  const params = useListParams(diamondList);
  return (
    <DataTable
      label="Diamonds"
      columns={diamondColumns(actions)}
      page={{ items, total: items.length, offset: 0, nextCursor: null, prevCursor: null }}
      params={params}
      rowKey={(row) => row.id}
    />
  );
}

describe("diamond list columns", () => {
  it("show the price in US dollars, right-aligned, and '—' when there is none", () => {
    renderWithApp(<Harness items={[item("1", 1250.5), item("2", null), item("3", 0)]} />);
    const table = screen.getByRole("table", { name: "Diamonds" });
    const headers = within(table).getAllByRole("columnheader");
    const priceColumn = headers.findIndex((header) => header.textContent === "Price (USD)");
    expect(priceColumn).toBeGreaterThan(-1);
    const prices = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell")[priceColumn]);
    expect(prices.map((cell) => cell?.textContent)).toEqual(["$1,250.50", "N/A", "$0.00"]);
    expect(prices[0]?.className).toMatch(/alignRight/);
  });

  it("write the date and time created, and sort by Created On, Certificate # and Template", () => {
    renderWithApp(<Harness items={[item("1", 10)]} />);
    const table = screen.getByRole("table", { name: "Diamonds" });
    const [row] = within(table).getAllByRole("row").slice(1);
    expect(within(row as HTMLElement).getAllByRole("cell")[0]?.textContent).toBe(
      formatDateTime("2025-03-04T10:00:00.000Z"),
    );
    expect(formatDateTime("2025-03-04T10:00:00.000Z")).toMatch(/^03\/0[34]\/2025 \d{1,2}:\d\d [AP]M$/);
    const sortable = within(table)
      .getAllByRole("columnheader")
      .filter((header) => header.hasAttribute("aria-sort"))
      .map((header) => header.textContent);
    expect(sortable).toEqual(["Created On", "Certificate #", "Template"]);
  });

  it("give each row its controls in the certificate kit's order", async () => {
    renderWithApp(<Harness items={[item("1", 10)]} />);
    const row = screen.getByRole("link", { name: "LG-1" }).closest("tr") as HTMLElement;
    const controls = [...row.querySelectorAll("[aria-label]")].map((control) =>
      control.getAttribute("aria-label"),
    );
    expect(controls).toEqual(["Edit LG-1", "More actions LG-1"]);
    expect(await rowMenuItemNames(userEvent.setup(), "LG-1")).toEqual([
      "View digital certificate LG-1",
      "View imperfections LG-1",
      "Print card LG-1",
      "Delete LG-1",
    ]);
  });
});
