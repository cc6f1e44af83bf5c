import type { CompanyListItem } from "@loupe/domain/companies";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "../../test/render";
import { CompaniesPage } from "./companies-page";
import { pinnedHint } from "./company-columns";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const item = (id: string, name: string, changes: Partial<CompanyListItem> = {}): CompanyListItem => ({
  id,
  kind: "client",
  name,
  logoUrl: null,
  pinned: false,
  adPortalAccess: false,
  portalStatus: "not_invited",
  totalSkus: 0,
  ...changes,
});

const page = {
  items: [
    item("c1", "Aurora Jewelers", {
      logoUrl: "/api/files/logo-1",
      pinned: true,
      adPortalAccess: true,
      totalSkus: 12,
    }),
    item("c2", "Borealis Gems"),
  ],
  total: 230,
  offset: 0,
  nextCursor: "n1",
  prevCursor: null,
};

describe("CompaniesPage", () => {
  it("lists clients with thumbnail, name, ad portal badge and SKU count", async () => {
    fetchMock.mockResolvedValue(jsonResponse(page));
    renderWithApp(<CompaniesPage kind="client" />, { path: "/clients" });
    expect(screen.getByRole("heading", { name: "Clients" })).toBeTruthy();

    const table = screen.getByRole("table", { name: "Clients" });
    await within(table).findByText("Aurora Jewelers");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Thumbnail", "Name", "Ad Portal Access", "Total SKUs"]);
    const [aurora, borealis] = within(table).getAllByRole("row").slice(1) as HTMLElement[];
    if (!aurora || !borealis) throw new Error("expected two rows");

    expect(within(aurora).getByRole("img", { name: "Aurora Jewelers" }).getAttribute("src")).toBe(
      "/api/files/logo-1",
    );
    expect(within(aurora).getByRole("link", { name: "Aurora Jewelers" }).getAttribute("href")).toBe(
      "/clients/c1",
    );
    expect(within(aurora).getByRole("img", { name: pinnedHint })).toBeTruthy();
    expect(within(aurora).getByText("Active")).toBeTruthy();
    expect(within(aurora).getByRole("link", { name: "12" }).getAttribute("href")).toBe("/clients/profile/c1");

    // No logo: the initials stand in, named like the logo would be.
    expect(within(borealis).getByRole("img", { name: "Borealis Gems" }).textContent).toBe("BG");
    expect(within(borealis).queryByRole("img", { name: pinnedHint })).toBeNull();
    expect(within(borealis).getByText("Inactive")).toBeTruthy();

    expect(screen.getByText("Showing 1 to 2 of 230 entries")).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/clients?limit=100&sort=name%3Aasc");
    expect((screen.getByLabelText("Per page") as HTMLSelectElement).value).toBe("100");
  });

  it("reads customers from their own address and keeps the search in the URL", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...page, items: [], total: 0, nextCursor: null }));
    const { router } = renderWithApp(<CompaniesPage kind="customer" />, {
      path: "/customers",
      route: "/customers?search=venue&limit=200",
    });
    expect(await screen.findByText("No customers match this search")).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      "/api/customers?limit=200&search=venue&sort=name%3Aasc",
    );
    expect((screen.getByLabelText("Search") as HTMLInputElement).value).toBe("venue");
    await userEvent.setup().click(screen.getByRole("button", { name: "New Customer" }));
    expect(router.state.location.pathname).toBe("/customers/new");
  });
});
