import type { JewelryImportPreview } from "@loupe/domain/jewelry/import";
import { jewelrySaveSchema } from "@loupe/domain/jewelry/jewelry";
import { Notifications, notifications } from "@mantine/notifications";
import { act, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeXhr, firstRequest, lastRequest } from "../../../test/fake-xhr";
import { renderWithApp } from "../../../test/render";
import { ExportJewelryButtons } from "./export-jewelry";
import { ImportJewelryButton } from "./import-jewelry";

// The import's dialog loads as a chunk when a file is chosen: on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => notifications.clean());
});

describe("ExportJewelryButtons", () => {
  it("downloads jewelry.xlsx and JewelryQR.csv of what the list's filters select", async () => {
    const saved: string[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation(() => "blob:export");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fetchMock = vi.fn(async () => new Response("x", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const filter = { search: "JW1", searchType: "certificateNumber", jewelryType: "Ring" };
    renderWithApp(<ExportJewelryButtons filter={filter} />);

    await userEvent.click(screen.getByRole("button", { name: "Export" }));
    await waitFor(() => expect(saved).toEqual(["jewelry.xlsx"]));
    await userEvent.click(screen.getByRole("button", { name: "Export for QR" }));
    await waitFor(() => expect(saved).toEqual(["jewelry.xlsx", "JewelryQR.csv"]));
    expect(fetchMock.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual([
      "/api/jewelry/export.xlsx?search=JW1&searchType=certificateNumber&jewelryType=Ring",
      "/api/jewelry/qr.csv?search=JW1&searchType=certificateNumber&jewelryType=Ring",
    ]);
  });
});

const summary = (certificateNumber: string) => ({
  certificateNumber,
  clientSku: "",
  template: "Solitaire Minimalist",
  jewelryType: "Ring",
  client: "Aurora Fine Jewelry",
});
const preview: JewelryImportPreview = {
  rows: [
    {
      row: 2,
      status: "ready",
      reasons: [],
      values: jewelrySaveSchema.parse({ templateId: 5, certificateNumber: "JW1", jewelryType: "Ring" }),
      summary: summary("JW1"),
    },
    {
      row: 3,
      status: "rejected",
      reasons: ['Unknown template "X"; use 1 to 17 or 19 to 23 or a template name.'],
      values: null,
      summary: summary("JW2"),
    },
  ],
  counts: { ready: 1, incomplete: 0, rejected: 1 },
  withoutTemplate: 0,
};

describe("ImportJewelryButton", () => {
  it("previews the file under /api/jewelry/import, then imports the savable rows", async () => {
    const view = renderWithApp(
      <>
        <Notifications />
        <ImportJewelryButton />
      </>,
    );
    const invalidate = vi.spyOn(view.queryClient, "invalidateQueries");
    const file = new File(["CertNum\nJW1"], "rings.xlsx");
    fireEvent.change(screen.getByLabelText("Spreadsheet to import"), { target: { files: [file] } });
    const upload = await firstRequest();
    expect(upload.url).toBe("/api/jewelry/import/preview");
    await upload.respond(200, preview);

    const table = screen.getByRole("table", { name: "Rows to import" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toContain("Style");
    await userEvent.click(screen.getByRole("button", { name: "Import 1 row" }));
    const commit = lastRequest();
    expect(commit.url).toBe("/api/jewelry/import");
    expect(
      JSON.parse(commit.body as string).rows.map(
        (row: { certificateNumber: string }) => row.certificateNumber,
      ),
    ).toEqual(["JW1"]);
    await commit.respond(200, { imported: 1, incomplete: 0 });
    expect(await screen.findByText("1 jewelry certificate imported")).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["jewelry"] });
  });
});
