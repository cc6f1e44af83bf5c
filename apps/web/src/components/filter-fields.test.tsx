import { originFilterOptions } from "@loupe/domain/options/diamond-extras";
import { shapes } from "@loupe/domain/options/shapes";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { diamondUrlFilters } from "../features/diamonds/list/diamond-filters";
import { jsonResponse, renderWithApp } from "../test/render";
import { SearchAndDateFilters, SelectFilter, TemplateAndClientFilters } from "./filter-fields";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (url) => {
    const search = new URL(String(url), "http://localhost").searchParams.get("search") ?? "";
    const items = [
      { id: "c0", name: "Acme Jewelers", logoUrl: null, pinned: true },
      { id: "c1", name: "Northwind Gems", logoUrl: null, pinned: false },
    ].filter((company) => company.name.toLowerCase().includes(search.toLowerCase()));
    return jsonResponse({ items });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

type Draft = { shape: string | null; origin: string | null; template: string | null; client: string | null };

function Filters({ onSet }: { onSet: (changes: Partial<Draft>) => void }) {
  const [draft, setDraft] = useState<Draft>({ shape: null, origin: null, template: null, client: null });
  const set = (changes: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    onSet(changes);
  };
  return (
    <>
      <SelectFilter field="shape" label="Shape" data={shapes} draft={draft} set={set} />
      <SelectFilter field="origin" label="Origin" data={originFilterOptions} draft={draft} set={set} />
      <TemplateAndClientFilters draft={draft} set={set} templateOptions={diamondUrlFilters.templateOptions} />
    </>
  );
}

// A filter's picker loads when first reached; typing, ↓ and Enter then choose the option typed.
async function typeDownEnter(name: string, typed: string) {
  const events = userEvent.setup();
  await events.click(screen.getByRole("combobox", { name }));
  // The real picker has taken the stand-in's place (and its focus).
  await vi.waitFor(() =>
    expect(screen.getByRole("combobox", { name }).hasAttribute("data-stand-in")).toBe(false),
  );
  await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole("combobox", { name })));
  await events.keyboard(typed);
  await events.keyboard("{ArrowDown}{Enter}");
}

describe("the list filters' pick-lists", () => {
  it("announce combobox from the first paint, while they are still stand-ins", () => {
    renderWithApp(<Filters onSet={() => {}} />);
    for (const name of ["Shape", "Origin", "Template", "Client"]) {
      const standIn = screen.getByRole("combobox", { name });
      expect(standIn.getAttribute("data-stand-in")).toBe(name);
      expect(standIn.getAttribute("aria-expanded")).toBe("false");
    }
  });

  // Before any other test here loads the pickers' code (it loads once per file).
  it("keep what is typed on a stand-in while the picker loads, and ↓ Enter takes the match", async () => {
    const onSet = vi.fn();
    const events = userEvent.setup();
    renderWithApp(<Filters onSet={onSet} />);
    const standIn = screen.getByRole("combobox", { name: "Shape" });
    expect(standIn.hasAttribute("data-stand-in")).toBe(true);
    standIn.focus();
    await events.keyboard("Prin");
    const picker = () => screen.getByRole<HTMLInputElement>("combobox", { name: "Shape" });
    await vi.waitFor(() => expect(picker().hasAttribute("data-stand-in")).toBe(false));
    await vi.waitFor(() => expect(picker().value).toBe("Prin"));
    expect(document.activeElement).toBe(picker());
    await events.keyboard("{ArrowDown}{Enter}");
    expect(onSet).toHaveBeenLastCalledWith({ shape: "Princess" });
  });

  it("choose the option typed: Shape, Origin and Template", async () => {
    const onSet = vi.fn();
    renderWithApp(<Filters onSet={onSet} />);
    await typeDownEnter("Shape", "Prin");
    expect(onSet).toHaveBeenLastCalledWith({ shape: "Princess" });
    await typeDownEnter("Origin", "Natural");
    expect(onSet).toHaveBeenLastCalledWith({ origin: "Natural" });
    await typeDownEnter("Template", "4");
    expect(onSet).toHaveBeenLastCalledWith({ template: "4" });
  });

  it("choose the client typed, never an 'Any client' or a company above it", async () => {
    const onSet = vi.fn();
    renderWithApp(<Filters onSet={onSet} />);
    await typeDownEnter("Client", "North");
    expect(onSet).toHaveBeenLastCalledWith({ client: "c1" });
    expect(screen.getByRole<HTMLInputElement>("combobox", { name: "Client" }).value).toBe("Northwind Gems");
  });
});

type SearchDraft = {
  searchType: string | null;
  search: string | null;
  start: string | null;
  end: string | null;
};

function SearchAndDates({ onSet }: { onSet: (changes: Partial<SearchDraft>) => void }) {
  const [draft, setDraft] = useState<SearchDraft>({ searchType: null, search: null, start: null, end: null });
  const set = (changes: Partial<SearchDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    onSet(changes);
  };
  const options = [
    { value: "orderNumber", label: "Order Number" },
    { value: "purchaseOrder", label: "PO #" },
  ];
  return (
    <SearchAndDateFilters
      draft={draft}
      set={set}
      searchTypeLabel="Search By"
      searchTypes={options}
      searchType={draft.searchType ?? "orderNumber"}
      toSearchType={(value) => (value === "orderNumber" ? null : value)}
      normalize={(typed) => typed.replace(/\s+/g, "").toUpperCase()}
    />
  );
}

describe("a report's search and dates", () => {
  it("are a Search By pick-list, a Search box shaped as typed, and the two dates", async () => {
    const onSet = vi.fn();
    const events = userEvent.setup();
    renderWithApp(<SearchAndDates onSet={onSet} />);
    expect(screen.getByRole("combobox", { name: "Search By" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Start Date" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "End Date" })).toBeTruthy();
    const search = screen.getByRole<HTMLInputElement>("textbox", { name: "Search" });
    expect(search.placeholder).toBe("Order Number, then Enter");
    await events.type(search, "po 61");
    expect(onSet).toHaveBeenLastCalledWith({ search: "PO61" });
    expect(search.value).toBe("PO61");
    await events.clear(search);
    expect(onSet).toHaveBeenLastCalledWith({ search: null });
    await typeDownEnter("Search By", "PO");
    expect(onSet).toHaveBeenLastCalledWith({ searchType: "purchaseOrder" });
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Search" }).placeholder).toBe(
      "PO #, then Enter",
    );
  });
});
