import type { SkuRow } from "@loupe/domain/skus";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "../test/render";
import { SkuExportButton, skuExportFileName, skuExportUrl } from "./sku-export";

const row: SkuRow = {
  id: "1",
  serial: "LG1000",
  certificateNumber: "LG1000",
  clientSku: "",
  incomplete: false,
  price: 25,
  type: "Diamond",
  created: "2026-01-01T00:00:00.000Z",
  url: "/c/diamond/LG1000",
  editPath: "/diamond/1",
};
const href = skuExportUrl("clients", "c-1");

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("SKU export", () => {
  it("names the file '{name} SKUS.xlsx' and asks the server for it", () => {
    expect(skuExportFileName("Grace Hopper")).toBe("Grace Hopper SKUS.xlsx");
    expect(skuExportFileName("A/B")).toBe("A-B SKUS.xlsx");
    expect(href).toBe("/api/clients/c-1/skus.xlsx");
  });

  it("is disabled while there is nothing to export", async () => {
    renderWithApp(<SkuExportButton ownerName="Grace" rows={[]} href={href} />);
    expect((await screen.findByRole("button", { name: "Export" })).hasAttribute("disabled")).toBe(true);
  });

  it("downloads the server's spreadsheet under its own name", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response("xlsx-bytes", {
          headers: {
            "content-disposition":
              "attachment; filename=\"Grace SKUS.xlsx\"; filename*=UTF-8''Grace%20SKUS.xlsx",
          },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(URL, "createObjectURL").mockImplementation(() => "blob:sku");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderWithApp(<SkuExportButton ownerName="Grace" rows={[row]} href={href} />);
    await userEvent.click(await screen.findByRole("button", { name: "Export" }));
    await waitFor(() => expect(names).toEqual(["Grace SKUS.xlsx"]));
    expect(fetchMock).toHaveBeenCalledWith(href, expect.objectContaining({ credentials: "same-origin" }));
  });

  it("shows the server's reason when the export fails", async () => {
    vi.stubGlobal("fetch", async () =>
      jsonResponse({ status: 404, title: "Not Found", detail: "This client does not exist." }, 404),
    );
    renderWithApp(<SkuExportButton ownerName="Grace" rows={[row]} href={href} />);
    await userEvent.click(await screen.findByRole("button", { name: "Export" }));
    expect(await screen.findByText("This client does not exist.")).toBeTruthy();
  });
});
