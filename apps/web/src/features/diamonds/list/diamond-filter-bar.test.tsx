import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "../../../test/render";
import { DiamondFilterBar } from "./diamond-filter-bar";
import { type DiamondFilterValues, emptyFilters } from "./diamond-filters";

beforeEach(() =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      String(url).includes("/api/clients/")
        ? jsonResponse({ id: clientId, name: "Aurora Fine Jewelry" })
        : jsonResponse({ items: [], attributes: {} }),
    ),
  ),
);
afterEach(() => vi.unstubAllGlobals());

const clientId = "0b6f3f7e-8c43-4a52-9c1e-5d0f1a2b3c4d";
const withTemplate: DiamondFilterValues = { ...emptyFilters, template: "6" };

// Stands in for the URL: the test decides when a new value of it renders.
let setUrlFilters: (filters: DiamondFilterValues) => void = () => {};
function Harness({
  initial,
  onApply,
}: {
  initial: DiamondFilterValues;
  onApply: (next: DiamondFilterValues) => void;
}) {
  const [filters, setFilters] = useState(initial);
  setUrlFilters = setFilters;
  return <DiamondFilterBar filters={filters} onApply={onApply} />;
}

describe("DiamondFilterBar", () => {
  it("keeps what was typed when the URL it applied arrives late", async () => {
    const applied: DiamondFilterValues[] = [];
    renderWithApp(<Harness initial={withTemplate} onApply={(next) => applied.push(next)} />);
    await userEvent.click(screen.getByRole("button", { name: "Clear Filters" }));
    await userEvent.type(screen.getByLabelText("Search"), "lg72");
    // The router's transition now renders the cleared URL, as a new object.
    act(() => setUrlFilters({ ...emptyFilters }));
    expect(screen.getByLabelText<HTMLInputElement>("Search").value).toBe("LG72");
    await userEvent.click(screen.getByRole("button", { name: "Filters" }));
    expect(applied.at(-1)).toEqual({ ...emptyFilters, search: "LG72" });
  });

  it("follows a URL changed from outside, such as the back button", async () => {
    renderWithApp(<Harness initial={emptyFilters} onApply={() => {}} />);
    await userEvent.type(screen.getByLabelText("Search"), "x");
    act(() => setUrlFilters({ ...emptyFilters, search: "SKU-1" }));
    expect(screen.getByLabelText<HTMLInputElement>("Search").value).toBe("SKU-1");
  });

  it("shows each applied filter as a chip that removes that filter alone", async () => {
    const applied: DiamondFilterValues[] = [];
    const initial = { ...emptyFilters, search: "LG72", template: "6", client: clientId, start: "2026-09-01" };
    renderWithApp(<Harness initial={initial} onApply={(next) => applied.push(next)} />);
    const chips = screen.getByRole("region", { name: "Active filters" });
    expect(within(chips).getByRole("button", { name: "Remove filter Search: LG72" })).toBeTruthy();
    expect(within(chips).getByRole("button", { name: "Remove filter Start Date: 09/01/2026" })).toBeTruthy();
    expect(within(chips).getByRole("button", { name: /^Remove filter Template: 6\. / })).toBeTruthy();
    // The client is named, not shown by its id.
    await within(chips).findByRole("button", { name: "Remove filter Client: Aurora Fine Jewelry" });

    await userEvent.click(within(chips).getByRole("button", { name: /^Remove filter Template/ }));
    expect(applied.at(-1)).toEqual({ ...initial, template: null });
    // What is typed but not applied stays a draft; the removed filter is gone from the form too.
    await userEvent.clear(screen.getByLabelText("Search"));
    await userEvent.type(screen.getByLabelText("Search"), "x");
    await userEvent.click(screen.getByRole("button", { name: "Filters" }));
    expect(applied.at(-1)).toEqual({ ...initial, template: null, search: "X" });
  });

  it("shows no chips while nothing is applied", () => {
    renderWithApp(<Harness initial={emptyFilters} onApply={() => {}} />);
    expect(screen.queryByRole("region", { name: "Active filters" })).toBeNull();
  });
});
