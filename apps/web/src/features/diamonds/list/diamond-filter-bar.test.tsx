import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "../../../test/render";
import { DiamondFilterBar } from "./diamond-filter-bar";
import { type DiamondFilterValues, emptyFilters } from "./diamond-filters";

beforeEach(() =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => jsonResponse({ items: [], attributes: {} })),
  ),
);
afterEach(() => vi.unstubAllGlobals());

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
});
