import { messages } from "@loupe/domain/messages";
import type { ProductDisplayPage } from "@loupe/domain/videos/product-display-api";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../test/fetch-mock";
import { jsonResponse, renderWithApp } from "../../test/render";
import { VideoManagerPage } from "./video-manager-page";

const fetchMock = stubFetch({ notifications: true });

const video = (n: number) => ({
  id: `0190a0a0-0000-7000-8000-${String(n).padStart(12, "0")}`,
  fileName: `RING${n}_001.mp4`,
  contentType: "video/mp4",
  size: 5_242_880,
  videoUrl: `/api/files/f${n}`,
  thumbnailUrl: n % 2 === 0 ? `/api/files/t${n}` : null,
  created: "2026-11-20T10:00:00.000Z",
});

// Page 1 holds videos 1–2 and leads to token T2; page 2 holds video 3 and ends.
const pages: Record<string, ProductDisplayPage> = {
  "": { items: [video(1), video(2)], next: "T2" },
  T2: { items: [video(3)], next: null },
};

function answer() {
  const deleted: string[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    if ((init?.method ?? "GET") === "DELETE") {
      deleted.push(url.pathname);
      return new Response(null, { status: 204 });
    }
    const search = url.searchParams.get("search");
    if (search)
      return jsonResponse({ items: [video(3)].filter((v) => v.fileName.includes(search)), next: null });
    return jsonResponse(pages[url.searchParams.get("after") ?? ""]);
  });
  return deleted;
}

const cards = () =>
  within(screen.getByRole("list", { name: "Product display videos" })).getAllByRole("listitem");
const render = () =>
  renderWithApp(
    <>
      <Notifications />
      <VideoManagerPage />
    </>,
    { path: "/product-display-list" },
  );

describe("the Video Manager", () => {
  it("pages forward and back with its stack of tokens", async () => {
    answer();
    render();
    await waitFor(() =>
      expect(cards().map((card) => card.getAttribute("aria-label"))).toEqual([
        "RING1_001.mp4",
        "RING2_001.mp4",
      ]),
    );
    expect(screen.getByRole("button", { name: "Previous" })).toHaveProperty("disabled", true);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() =>
      expect(cards().map((card) => card.getAttribute("aria-label"))).toEqual(["RING3_001.mp4"]),
    );
    expect(screen.getByText("Page 2")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next" })).toHaveProperty("disabled", true);
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    // A card without a thumbnail shows the placeholder, never a broken image.
    expect(within(cards()[0] as HTMLElement).getByLabelText("No preview")).toBeTruthy();
  });

  it("filters by file name and clears back to the first page", async () => {
    answer();
    const { router } = render();
    await waitFor(() => expect(cards()).toHaveLength(2));
    await userEvent.type(screen.getByRole("textbox", { name: "Search by file name" }), "RING3");
    await userEvent.click(screen.getByRole("button", { name: "Filter" }));
    await waitFor(() =>
      expect(cards().map((card) => card.getAttribute("aria-label"))).toEqual(["RING3_001.mp4"]),
    );
    expect(router.state.location.search).toBe("?search=RING3");
    await userEvent.click(screen.getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(router.state.location.search).toBe("");
  });

  it("previews a video and deletes one after the confirmation", async () => {
    const deleted = answer();
    render();
    await waitFor(() => expect(cards()).toHaveLength(2));
    await userEvent.click(screen.getByRole("button", { name: "View RING2_001.mp4" }));
    const preview = await screen.findByRole("dialog", { name: "RING2_001.mp4" });
    expect(preview.querySelector("video")?.getAttribute("src")).toBe("/api/files/f2");
    await userEvent.click(within(preview).getByRole("button", { name: /close/i }));

    await userEvent.click(screen.getByRole("button", { name: "Delete RING1_001.mp4" }));
    const confirm = await screen.findByRole("dialog", { name: messages.confirmDeleteTitle });
    expect(within(confirm).getByText(messages.confirmRevertText)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole("button", { name: "DELETE" }));
    await waitFor(() =>
      expect(deleted).toEqual(["/api/product-display-videos/0190a0a0-0000-7000-8000-000000000001"]),
    );
    expect(await screen.findByText(messages.fileDeletedText)).toBeTruthy();
  });
});
