import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "../../../test/render";
import { ExportDiamondsButtons, progressText } from "./export-diamonds";

const saved: { name: string; size: number }[] = [];
let release: () => void = () => {};

function streamedResponse(parts: string[], headers: Record<string, string>) {
  const encoder = new TextEncoder();
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(parts[0]));
      await gate;
      for (const part of parts.slice(1)) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

beforeEach(() => {
  saved.length = 0;
  vi.spyOn(URL, "createObjectURL").mockImplementation(() => "blob:export");
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, size: 0 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ExportDiamondsButtons", () => {
  it("downloads diamond.xlsx for the current filters, showing rows and bytes as they arrive", async () => {
    const fetchMock = vi.fn(async () =>
      streamedResponse(["x".repeat(2048), "y".repeat(1024)], {
        "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "content-disposition": "attachment; filename=\"diamond.xlsx\"; filename*=UTF-8''diamond.xlsx",
        "x-total-count": "1234",
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderWithApp(<ExportDiamondsButtons filter={{ search: "LG1", templateId: "3", shape: undefined }} />);
    await userEvent.click(screen.getByRole("button", { name: "Export" }));
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/diamonds/export.xlsx?search=LG1&templateId=3",
      expect.objectContaining({ credentials: "same-origin" }),
    );
    expect(await screen.findByText("Exporting 1,234 diamonds… 2.0 KB received")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export for QR" }).hasAttribute("disabled")).toBe(true);
    release();
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["diamond.xlsx"]));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("saves DiamondQR.csv under the server's name", async () => {
    vi.stubGlobal("fetch", async () => {
      const response = streamedResponse(["Certificate\r\n"], {
        "content-type": "text/csv",
        "content-disposition": 'attachment; filename="DiamondQR.csv"',
        "x-total-count": "1",
      });
      release();
      return response;
    });
    renderWithApp(<ExportDiamondsButtons filter={{}} />);
    await userEvent.click(screen.getByRole("button", { name: "Export for QR" }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["DiamondQR.csv"]));
  });

  it("shows the server's reason when an export is refused", async () => {
    vi.stubGlobal("fetch", async () =>
      jsonResponse(
        { status: 400, title: "Bad Request", detail: "querystring.templateId: Invalid input" },
        400,
      ),
    );
    renderWithApp(<ExportDiamondsButtons filter={{ templateId: "9" }} />);
    await userEvent.click(screen.getByRole("button", { name: "Export" }));
    expect(await screen.findByText("querystring.templateId: Invalid input")).toBeTruthy();
    expect(saved).toEqual([]);
  });
});

describe("progressText", () => {
  it("words progress with or without a row count", () => {
    expect(progressText({ rows: 1, bytes: 10 })).toBe("Exporting 1 diamond… 10 B received");
    expect(progressText({ rows: null, bytes: 3_145_728 })).toBe("Exporting… 3.0 MB received");
  });
});
