import { messages } from "@loupe/domain/messages";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import type { CertificateVideoRecord } from "@loupe/domain/videos/video-save-api";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubFetch, writesOf } from "../../../test/fetch-mock";
import { jsonResponse, renderEditorPage } from "../../../test/render";
import { VideoEditorPage } from "./video-editor-page";

const fetchMock = stubFetch({ notifications: true });

const client = { id: "0190a0a0-0000-7000-8000-000000000001", name: "Aurora Jewels" };
const saved: CertificateVideoRecord = {
  id: "0190a0a0-0000-7000-8000-0000000000aa",
  name: "A7-2",
  namingMode: "orderLine",
  client,
  video: {
    fileId: "0190a0a0-0000-7000-8000-0000000000bb",
    url: "/api/files/0190a0a0-0000-7000-8000-0000000000bb",
    fileName: "A7-2.mp4",
    contentType: "video/mp4",
  },
  thumbnail: null,
  globalSku: false,
  addedBarcode: true,
  sku: null,
  created: "2026-11-20T10:00:00.000Z",
  updated: "2026-11-21T10:00:00.000Z",
  version: 3,
};

function answer(routes: Record<string, (init: RequestInit | undefined) => Response>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    const route = routes[key];
    if (route) return route(init);
    if (key === "GET /api/companies/options")
      return jsonResponse({ items: [{ ...client, logoUrl: null, pinned: false }] });
    return jsonResponse({ status: 404, title: "Not Found", detail: `No ${key}` }, 404);
  });
}

describe("the digital certificate upload screen", () => {
  it("shows the uploader only once the video has a name, and says why before", async () => {
    answer({});
    renderEditorPage(<VideoEditorPage />, "/digital-certificates", "new");
    await screen.findByRole("heading", { name: "Upload Digital Certificate" });
    expect(screen.getByText(videoMessages.videoNameFirst)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Upload the video" })).toBeNull();

    await userEvent.click(screen.getByRole("radio", { name: "Use SKU" }));
    await userEvent.type(screen.getByRole("textbox", { name: "SKU" }), "abc 1");
    expect(screen.getByText("Saved as ABC 1")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upload the video" })).toBeTruthy();
    expect(screen.queryByText(videoMessages.videoNameFirst)).toBeNull();

    // Multiple mode names each video by its file: only the naming mode is needed.
    await userEvent.click(screen.getByText("Multiple videos"));
    expect(screen.queryByRole("textbox", { name: "SKU" })).toBeNull();
    expect(screen.getByRole("button", { name: "Upload videos" })).toBeTruthy();
  });

  it("refuses a save without a client, a name and a video, in the spec's words, and sends nothing", async () => {
    answer({});
    renderEditorPage(<VideoEditorPage />, "/digital-certificates", "new");
    await userEvent.click(await screen.findByRole("button", { name: "Save" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(messages.missingRequiredFields)).toBeTruthy();
    expect(within(alert).getByText(videoMessages.videoSaveMissingFields)).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([]);
  });

  it("opens a saved video in its inferred mode and saves an edit with the version read, keeping its video", async () => {
    let sent: unknown = null;
    answer({
      [`GET /api/certificate-videos/${saved.id}`]: () => jsonResponse(saved),
      [`PUT /api/certificate-videos/${saved.id}`]: (init) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse({ ...saved, version: 4 });
      },
    });
    const { router } = renderEditorPage(<VideoEditorPage />, "/digital-certificates", saved.id);
    await screen.findByRole("heading", { name: "A7-2" });
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Use Order - Line Number" }).checked).toBe(
      true,
    );
    expect(screen.queryByRole("radio", { name: "Multiple videos" })).toBeNull();
    expect(screen.getByText("Current video")).toBeTruthy();

    const name = screen.getByRole("textbox", { name: "Order - Line Number" });
    await userEvent.clear(name);
    await userEvent.type(name, "A7 - 3");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/digital-certificates"));
    expect(sent).toEqual({
      version: 3,
      clientId: client.id,
      namingMode: "orderLine",
      name: "A7-3",
      fileId: saved.video.fileId,
      thumbnailFileId: null,
    });
    expect(await screen.findByText(videoMessages.videoUpdated)).toBeTruthy();
  });
});
