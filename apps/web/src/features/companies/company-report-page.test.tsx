import type { SkuRow } from "@loupe/domain/skus";
import { screen, within } from "@testing-library/react";
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
    price: 1250.5,
    type: "Diamond",
    created: "2025-03-04T10:00:00.000Z",
    url: "https://certificates.example/c/d1",
    editPath: "/diamond/d1",
  },
  {
    id: "j1",
    serial: 'RING, "18K"',
    price: null,
    type: "Jewelry",
    created: null,
    url: "https://certificates.example/c/j1",
    editPath: "/jewelry/j1",
  },
];

// jsdom's Blob has no text(); the byte-order mark is kept to check it is there.
function readBlob(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error("no file was downloaded"));
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder("utf-8", { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

function answer(items: SkuRow[]) {
  fetchMock.mockImplementation(async (url) =>
    String(url).endsWith("/skus")
      ? jsonResponse({ items })
      : jsonResponse(companyFixture({ name: "Aurora/Fine", totalSkus: items.length })),
  );
}

describe("CompanyReportPage", () => {
  it("shows the company, its total and its certificates, and exports them as CSV", async () => {
    answer(rows);
    const events = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return "blob:report";
    });
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
      "/diamond/new?company=c1",
    );
    expect(screen.getByRole("link", { name: "New Jewelry" }).getAttribute("href")).toBe(
      "/jewelry/new?company=c1",
    );
    const table = screen.getByRole("table", { name: "SKUs" });
    await within(table).findByText("DIS-1001");
    expect(screen.getByText("Showing 1 to 2 of 2 entries")).toBeTruthy();

    await events.click(screen.getByRole("button", { name: "Export" }));
    expect(names).toEqual(["Aurora-Fine SKUS.csv"]);
    const text = await readBlob(blobs[0]);
    expect(text).toBe(
      "\uFEFFDIS Certificate,Price (USD),Type,URL\r\n" +
        "DIS-1001,1250.50,Diamond,https://certificates.example/c/d1\r\n" +
        '"RING, ""18K""",,Jewelry,https://certificates.example/c/j1',
    );
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
