import type { SkuRow } from "@loupe/domain/skus";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../test/render";
import { SkuExportButton, skuCsv, skuExportFileName } from "./sku-export";

const row: SkuRow = {
  id: "1",
  serial: "LG1000",
  price: 25,
  type: "Diamond",
  created: "2026-01-01T00:00:00.000Z",
  url: "/c/diamond/LG1000",
  editPath: "/diamond/1",
};

describe("SKU export", () => {
  it("writes the table's columns with plain-number prices", () => {
    const lines = skuCsv([row, { ...row, serial: "=cmd()", price: null }])
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain("DIS Certificate,Price (USD),Type,URL");
    expect(lines[1]).toContain("LG1000,25.00,Diamond,/c/diamond/LG1000");
    // A cell that a spreadsheet would run as a formula is neutralised.
    expect(lines[2]).not.toMatch(/^\uFEFF?=cmd/);
  });

  it("names the file '{name} SKUS'", () => {
    expect(skuExportFileName("Grace Hopper")).toBe("Grace Hopper SKUS.csv");
  });

  it("is disabled while there is nothing to export", async () => {
    renderWithApp(<SkuExportButton ownerName="Grace" rows={[]} />);
    expect((await screen.findByRole("button", { name: "Export" })).hasAttribute("disabled")).toBe(true);
  });

  it("is enabled once there are rows", async () => {
    renderWithApp(<SkuExportButton ownerName="Grace" rows={[row]} />);
    expect((await screen.findByRole("button", { name: "Export" })).hasAttribute("disabled")).toBe(false);
  });
});
