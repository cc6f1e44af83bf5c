import { imperfectionList } from "@loupe/domain/imperfections/imperfection-list";
import { messages } from "@loupe/domain/messages";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DataTable } from "../../../components/data-table";
import { useListParams } from "../../../components/use-list-params";
import { renderWithApp } from "../../../test/render";
import { rowMenuItemNames } from "../../../test/row-menu";
import { imperfectionColumns } from "./imperfection-columns";
import { imperfectionRows } from "./imperfection-fixture";

const handlers = {
  onUploadProportions: vi.fn(),
  uploadingId: null,
  onConnect: vi.fn(),
  onDisconnect: vi.fn(),
  disconnectingId: null,
  onDetails: vi.fn(),
  onViewImage: vi.fn(),
  onDelete: vi.fn(),
};

function Harness() {
  const params = useListParams(imperfectionList);
  return (
    <DataTable
      label="Imperfections"
      columns={imperfectionColumns(handlers)}
      page={{ items: imperfectionRows, total: 4, offset: 0, nextCursor: null, prevCursor: null }}
      params={params}
      rowKey={(row) => row.id}
    />
  );
}

const description = (element: HTMLElement) =>
  document.getElementById(element.getAttribute("aria-describedby") ?? "")?.textContent;

const rowOf = (name: string) => screen.getByRole("link", { name }).closest("tr") as HTMLElement;

describe("imperfection list columns", () => {
  it("have the spec's headers, in order", () => {
    renderWithApp(<Harness />);
    const headers = within(screen.getByRole("table", { name: "Imperfections" })).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual([
      "Created On",
      "Status",
      "Name",
      "Shape",
      "Imperfection icons",
      "Proportions",
      "Connect",
      "Certification",
      "Controls",
    ]);
  });

  it("show the status, the characteristics by name, and what is missing before printing", () => {
    renderWithApp(<Harness />);
    const draft = rowOf("Oval 1.02 plot");
    expect(within(draft).getByText("DRAFT")).toBeTruthy();
    expect(within(draft).getByRole("img", { name: "cloud, nick" })).toBeTruthy();
    expect(within(draft).getByText("Missing: Connect and Proportions Upload")).toBeTruthy();
    expect(within(rowOf("Round with proportions")).getByText("Missing: Connect")).toBeTruthy();
    const ready = rowOf("Ready to print");
    expect(within(ready).getByRole("link", { name: "Pamphlet Ready to print" }).getAttribute("href")).toBe(
      "/pamphlet/0190a000-0000-7000-8000-000000000003",
    );
    expect(within(rowOf("Printed map")).getByText("DONE")).toBeTruthy();
    expect(within(rowOf("Printed map")).getByText("None")).toBeTruthy();
  });

  it("connects only with proportions, and says why not", async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    const blocked = screen.getByRole("button", { name: "Connect Diamond Oval 1.02 plot" });
    expect(blocked.getAttribute("aria-disabled")).toBe("true");
    expect(description(blocked)).toBe(messages.imperfectionNeedsProportions);
    await user.click(blocked);
    expect(handlers.onConnect).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Connect Diamond Round with proportions" }));
    expect(handlers.onConnect).toHaveBeenCalledWith(imperfectionRows[1]);
  });

  it("offers Edit Connection and Disconnect Diamond once connected, not after printing", async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    await user.click(screen.getByRole("button", { name: "Disconnect Diamond Ready to print" }));
    expect(handlers.onDisconnect).toHaveBeenCalledWith(imperfectionRows[2]);
    expect(within(rowOf("Ready to print")).getByText("LG1234567")).toBeTruthy();
    const locked = screen.getByRole("button", { name: "Edit Connection Printed map" });
    expect(description(locked)).toBe(messages.imperfectionPrinted);
  });

  it("uploads proportions from a row, and shows the image once added", async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    await user.click(screen.getByRole("button", { name: "Upload proportions Oval 1.02 plot" }));
    expect(handlers.onUploadProportions).toHaveBeenCalledWith(imperfectionRows[0]);
    const link = screen.getByRole("link", { name: "Proportions of Round with proportions" });
    expect(link.getAttribute("href")).toBe("/api/files/proportions-2");
  });

  it("folds View details, View image and Delete behind More actions", async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    expect(await rowMenuItemNames(user, "Oval 1.02 plot")).toEqual([
      "View details Oval 1.02 plot",
      "View image Oval 1.02 plot",
      "Delete Oval 1.02 plot",
    ]);
    expect(screen.getByRole("link", { name: "Edit Oval 1.02 plot" }).getAttribute("href")).toBe(
      "/imperfections/0190a000-0000-7000-8000-000000000001",
    );
  });
});
