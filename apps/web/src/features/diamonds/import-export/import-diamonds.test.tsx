import type { ImportPreview } from "@loupe/domain/diamonds/import";
import { messages } from "@loupe/domain/messages";
import { Notifications, notifications } from "@mantine/notifications";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeXhr, firstRequest, lastRequest } from "../../../test/fake-xhr";
import { renderWithApp } from "../../../test/render";
import { ImportDiamondsButton } from "./import-diamonds";

const showNotification = vi.spyOn(notifications, "show");

const values = (clientSku: string) => ({ ...base, clientSku });
const base = {
  templateId: 6 as const,
  certificateNumber: "",
  clientSku: "",
  stockNumber: "",
  price: null,
  inscription: "",
  shape: "Round",
  weight: 1,
  cut: "",
  polish: "",
  symmetry: "",
  fluorescence: "",
  girdle: "",
  measurements: "",
  table: null,
  depth: null,
  color: { template: "Standard" as const, value: "D", asterisks: "" as const },
  clarity: { value: "IF", asterisks: "" as const },
  description: "",
  certificateComments: "",
  manufacturedAs: "" as const,
  clientId: null,
  customerId: null,
  certificateVideoFileId: null,
  imperfectionUrl: "",
  orderNumber: "",
  lineNumber: "",
};
const summary = (certificateNumber: string) => ({
  certificateNumber,
  clientSku: "",
  template: "Extra Minimalist",
  shape: "Round",
  weight: "1",
  client: "",
});
const preview: ImportPreview = {
  rows: [
    { row: 2, status: "ready", reasons: [], values: values("S-1"), summary: summary("LG1") },
    {
      row: 3,
      status: "incomplete",
      reasons: ["Missing Required Fields: Weight."],
      values: values("S-2"),
      summary: summary("LG2"),
    },
    {
      row: 5,
      status: "rejected",
      reasons: ['Unknown template "X"; use 1 to 6 or a template name.'],
      values: null,
      summary: summary("LG3"),
    },
  ],
  counts: { ready: 1, incomplete: 1, rejected: 1 },
  withoutTemplate: 0,
};

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
});

async function openPreview() {
  const view = renderWithApp(
    <>
      <Notifications />
      <ImportDiamondsButton />
    </>,
  );
  const invalidate = vi.spyOn(view.queryClient, "invalidateQueries");
  const file = new File(["CertNum\nLG1"], "stones.csv", { type: "text/csv" });
  fireEvent.change(screen.getByLabelText("Spreadsheet to import"), { target: { files: [file] } });
  const upload = await firstRequest();
  expect(upload.url).toBe("/api/diamonds/import/preview");
  expect(((upload.body as FormData).get("file") as File).name).toBe("stones.csv");
  upload.progress(50, 100);
  expect(screen.getByRole("progressbar", { name: "Upload progress" }).getAttribute("aria-valuenow")).toBe(
    "50",
  );
  await upload.respond(200, preview);
  return { ...view, invalidate };
}

describe("ImportDiamondsButton", () => {
  it("previews every row, imports the savable ones, and says red rows need information", async () => {
    const { invalidate } = await openPreview();
    const table = screen.getByRole("table", { name: "Rows to import" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.getAttribute("data-status"))).toEqual(["ready", "incomplete", "rejected"]);
    expect(within(rows[1] as HTMLElement).getByText("Needs information")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText(/Unknown template "X"/)).toBeTruthy();
    expect(screen.getByText(/Rejected rows are left out of the import/)).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Import 2 rows" }));
    const commit = lastRequest();
    expect(commit.url).toBe("/api/diamonds/import");
    expect(commit.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(commit.body as string).rows.map((row: { clientSku: string }) => row.clientSku)).toEqual(
      ["S-1", "S-2"],
    );
    commit.progress(100, 100);
    expect(screen.getByText("Saving the rows…")).toBeTruthy();
    await commit.respond(200, { imported: 2, incomplete: 1 });
    expect(await screen.findByText(messages.importNeedsInformation)).toBeTruthy();
    expect(screen.getByText("2 diamonds imported")).toBeTruthy();
    // Success looks like success: a green notification, not a red one.
    expect(showNotification).toHaveBeenCalledWith(expect.objectContaining({ color: "green" }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["diamonds"] });
    expect(screen.queryByRole("table", { name: "Rows to import" })).toBeNull();
  });

  it("names refused rows by their spreadsheet row when the commit is refused", async () => {
    await openPreview();
    await userEvent.click(screen.getByRole("button", { name: "Import 2 rows" }));
    await lastRequest().respond(400, {
      status: 400,
      title: "Bad Request",
      detail: "1 row cannot be imported, so nothing was imported.",
      errors: [{ field: "rows.1", message: "Certificate number LG2 already exists." }],
    });
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("1 row cannot be imported, so nothing was imported.")).toBeTruthy();
    expect(within(alert).getByText("Row 3: Certificate number LG2 already exists.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Import 2 rows" })).toBeTruthy();
  });

  it("reads the file again with a template for the rows that have none", async () => {
    renderWithApp(<ImportDiamondsButton />);
    const file = new File(["CertNum\nLG1"], "spec.csv", { type: "text/csv" });
    fireEvent.change(screen.getByLabelText("Spreadsheet to import"), { target: { files: [file] } });
    const missing = "Template is empty; fill the Template column (1 to 6 or a name) or choose one below.";
    const [first] = preview.rows;
    await (await firstRequest()).respond(200, {
      rows: [{ ...first, status: "rejected", reasons: [missing], values: null }],
      counts: { ready: 0, incomplete: 0, rejected: 1 },
      withoutTemplate: 1,
    });
    expect(screen.getByRole("button", { name: "Import 0 rows" }).hasAttribute("disabled")).toBe(true);
    await userEvent.click(screen.getByRole("combobox", { name: "Template for the 1 row without one" }));
    await userEvent.click(await screen.findByRole("option", { name: "Regular" }));
    const again = lastRequest();
    expect(again.url).toBe("/api/diamonds/import/preview?templateId=3");
    expect(((again.body as FormData).get("file") as File).name).toBe("spec.csv");
    await again.respond(200, {
      rows: [first],
      counts: { ready: 1, incomplete: 0, rejected: 0 },
      withoutTemplate: 1,
    });
    expect(screen.getByRole("button", { name: "Import 1 row" }).hasAttribute("disabled")).toBe(false);
  });

  it("shows why a file was refused", async () => {
    renderWithApp(<ImportDiamondsButton />);
    const file = new File(["x"], "notes.txt");
    fireEvent.change(screen.getByLabelText("Spreadsheet to import"), { target: { files: [file] } });
    const detail = "Only .xlsx and .csv files can be imported. Save the sheet in one of these formats first.";
    await (await firstRequest()).respond(415, { status: 415, title: "Unsupported Media Type", detail });
    expect(within(screen.getByRole("alert")).getByText(detail)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Import \d/ })).toBeNull();
  });
});
