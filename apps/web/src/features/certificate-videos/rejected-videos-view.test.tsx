import type { RejectedCertificateVideoList } from "@loupe/domain/videos/rejected-videos-api";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { stubFetch, writesOf } from "../../test/fetch-mock";
import { jsonResponse, renderWithApp } from "../../test/render";
import { CertificateVideosPage } from "./certificate-videos-page";

vi.setConfig({ testTimeout: 30_000 });

const fetchMock = stubFetch({ notifications: true });

const rejected = (name: string, client: string | null, id: string) => ({
  videoId: `01900000-0000-7000-8000-0000000000${id}`,
  name,
  client: client ? { id: "01900000-0000-7000-8000-0000000000aa", name: client } : null,
  error: `The barcode service answered 500 Internal Server Error: ${name} refused`,
  attempts: 10,
  rejectedAt: "2026-03-04T12:00:00.000Z",
});

// The server's answers: the rejected list as `listed` holds it (a retry takes rows off), an empty
// videos page, and each retry as `retryStatus` says.
function answerApi(initial: RejectedCertificateVideoList["items"], retryStatus = 200) {
  let listed = [...initial];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    if (url.pathname === "/api/certificate-videos/rejected" && method === "GET")
      return jsonResponse({ items: listed, total: listed.length });
    if (url.pathname === "/api/certificate-videos/rejected/retry-all") {
      if (retryStatus !== 200)
        return jsonResponse(
          { title: "Not Found", status: 404, detail: videoMessages.rejectedVideosNone },
          404,
        );
      const retried = listed.map((row) => row.name);
      listed = [];
      return jsonResponse({ retried });
    }
    const retry = url.pathname.match(/^\/api\/certificate-videos\/rejected\/([^/]+)\/retry$/);
    if (retry) {
      if (retryStatus !== 200)
        return jsonResponse(
          { title: "Not Found", status: 404, detail: videoMessages.rejectedVideoNotFound },
          404,
        );
      const row = listed.find((item) => item.videoId === retry[1]);
      listed = listed.filter((item) => item !== row);
      return jsonResponse({ retried: row ? [row.name] : [] });
    }
    return jsonResponse({ items: [], total: 0, offset: 0, nextCursor: null, prevCursor: null });
  });
}

const renderPage = (route: string) =>
  renderWithApp(
    <>
      <Notifications />
      <CertificateVideosPage />
    </>,
    { path: "/digital-certificates", route },
  );

const rows = [rejected("SKU-9", "Aurora Fine Jewelry", "01"), rejected("LG77", null, "02")];

describe("the rejected videos view", () => {
  it("switches from All videos to Rejected (n) through the URL", async () => {
    answerApi(rows);
    const events = userEvent.setup();
    const { router } = renderPage("/digital-certificates?search=SKU");
    const rejectedTab = await screen.findByRole("radio", { name: "Rejected (2)" });
    expect((screen.getByRole("radio", { name: "All videos" }) as HTMLInputElement).checked).toBe(true);
    await events.click(rejectedTab);
    expect(router.state.location.search).toBe("?search=SKU&view=rejected");
    expect(await screen.findByRole("table", { name: "Rejected videos" })).toBeTruthy();
    await events.click(screen.getByRole("radio", { name: "All videos" }));
    expect(router.state.location.search).toBe("?search=SKU");
  });

  it("lists name, client (or NONE), error and date, and retries one, refreshing the list", async () => {
    answerApi(rows);
    const events = userEvent.setup();
    renderPage("/digital-certificates?view=rejected");
    const table = await screen.findByRole("table", { name: "Rejected videos" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["Name", "Client", "Error", "Rejected On", "Actions"]);
    await within(table).findByText("SKU-9");
    const bare = within(table).getByText("LG77").closest("tr") as HTMLElement;
    expect(bare.textContent).toContain("NONE");
    expect(bare.textContent).toContain("LG77 refused");

    await events.click(screen.getByRole("button", { name: "Retry LG77" }));
    expect(await screen.findByText(videoMessages.rejectedVideoRetried("LG77"))).toBeTruthy();
    await waitFor(() => expect(within(table).queryByText("LG77")).toBeNull());
    expect(await screen.findByRole("radio", { name: "Rejected (1)" })).toBeTruthy();
    expect(writesOf(fetchMock).map(([input]) => String(input))).toEqual([
      "/api/certificate-videos/rejected/01900000-0000-7000-8000-000000000002/retry",
    ]);
  });

  it("asks before Retry all, saying how many, then empties the list", async () => {
    answerApi(rows);
    const events = userEvent.setup();
    renderPage("/digital-certificates?view=rejected");
    await screen.findByText("SKU-9");
    await events.click(screen.getByRole("button", { name: "Retry all" }));
    const dialog = await screen.findByRole("dialog", { name: "Retry all" });
    expect(within(dialog).getByText(videoMessages.rejectedVideosRetryAllConfirm(2))).toBeTruthy();
    await events.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(writesOf(fetchMock)).toHaveLength(0);

    await events.click(screen.getByRole("button", { name: "Retry all" }));
    await events.click(
      within(await screen.findByRole("dialog", { name: "Retry all" })).getByRole("button", {
        name: "Retry all",
      }),
    );
    expect(await screen.findByText(videoMessages.rejectedVideosRetried(2))).toBeTruthy();
    expect(await screen.findByText(videoMessages.rejectedVideosEmpty)).toBeTruthy();
    expect((screen.getAllByRole("button", { name: "Retry all" })[0] as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("says why a retry failed, and keeps the row", async () => {
    answerApi(rows, 404);
    const events = userEvent.setup();
    renderPage("/digital-certificates?view=rejected");
    await events.click(await screen.findByRole("button", { name: "Retry SKU-9" }));
    expect(
      await screen.findByText(videoMessages.rejectedVideoRetryFailed(videoMessages.rejectedVideoNotFound)),
    ).toBeTruthy();
    expect(screen.getByText("SKU-9")).toBeTruthy();
  });
});
