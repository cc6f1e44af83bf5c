import type { SkuRow } from "@loupe/domain/skus";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "../../test/render";
import { companyFixture } from "./company-fixture";
import { CompanyReportPage } from "./company-report-page";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rows: SkuRow[] = [
  {
    id: "d1",
    serial: "DIS-1001",
    certificateNumber: "DIS-1001",
    clientSku: "",
    incomplete: false,
    price: 1250.5,
    type: "Diamond",
    created: "2025-03-04T10:00:00.000Z",
    url: "https://certificates.example/c/d1",
    editPath: "/diamond/d1",
  },
  {
    id: "j1",
    serial: 'RING, "18K"',
    certificateNumber: "",
    clientSku: 'RING, "18K"',
    incomplete: true,
    price: null,
    type: "Jewelry",
    created: null,
    url: "https://certificates.example/c/j1",
    editPath: "/jewelry/j1",
  },
];

// The spreadsheet itself is built by the server (apps/server/src/spreadsheets/sku-export.test.ts).
const spreadsheet = () =>
  new Response("xlsx", {
    headers: { "content-disposition": "attachment; filename*=UTF-8''Aurora%2FFine%20SKUS.xlsx" },
  });

function answer(items: SkuRow[]) {
  fetchMock.mockImplementation(async (url) => {
    if (String(url).endsWith("/skus.xlsx")) return spreadsheet();
    return String(url).endsWith("/skus")
      ? jsonResponse({ items })
      : jsonResponse(companyFixture({ name: "Aurora/Fine", totalSkus: items.length }));
  });
}

describe("CompanyReportPage", () => {
  it("shows the company, its total and its certificates, and exports them as a spreadsheet", async () => {
    answer(rows);
    const events = userEvent.setup();
    vi.spyOn(URL, "createObjectURL").mockImplementation(() => "blob:report");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderWithApp(<CompanyReportPage kind="client" />, {
      path: "/clients/profile/:id",
      route: "/clients/profile/c1",
    });

    expect(await screen.findByRole("heading", { name: "Aurora/Fine" })).toBeTruthy();
    expect(screen.getByTestId("total-skus").textContent).toBe("2");
    expect(screen.getByRole("link", { name: "New Diamond" }).getAttribute("href")).toBe(
      "/diamond/new?client=c1",
    );
    expect(screen.getByRole("link", { name: "New Jewelry" }).getAttribute("href")).toBe(
      "/jewelry/new?client=c1",
    );
    const table = screen.getByRole("table", { name: "SKUs" });
    await within(table).findByText("DIS-1001");
    // The company report heads the price 'Price' (spec 002), in dollars, '—' when there is none.
    expect(within(table).getByRole("columnheader", { name: "Price" })).toBeTruthy();
    expect(within(table).getByText("$1,250.50")).toBeTruthy();
    expect(within(table).getByText("—")).toBeTruthy();
    expect(screen.getByText("Showing 1 to 2 of 2 entries")).toBeTruthy();

    await events.click(screen.getByRole("button", { name: "Export" }));
    await waitFor(() => expect(names).toEqual(["Aurora-Fine SKUS.xlsx"]));
    expect(fetchMock).toHaveBeenCalledWith("/api/clients/c1/skus.xlsx", expect.anything());
  });

  it("says there are no certificates yet and disables Export", async () => {
    answer([]);
    renderWithApp(<CompanyReportPage kind="customer" />, {
      path: "/customers/profile/:id",
      route: "/customers/profile/c1",
    });
    expect(await screen.findByText("No certificates yet")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export" }).hasAttribute("disabled")).toBe(true);
    expect(String(fetchMock.mock.calls.find(([url]) => String(url).endsWith("/skus"))?.[0])).toBe(
      "/api/customers/c1/skus",
    );
  });
});
