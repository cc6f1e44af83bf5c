import { createHash } from "node:crypto";
import { messages } from "@loupe/domain/messages";
import type { QrList } from "@loupe/domain/videos/qr-list-api";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import { type RunningServer, startServer } from "@loupe/server/testing/spawn-server";
import type { Browser, CDPSession, Locator, Page, Request } from "@playwright/test";
import {
  expect,
  expectNoSeriousAccessibilityViolations,
  screenshot,
  signedInContext,
  test,
} from "./fixtures";
import { openPrintPage } from "./print-page";
import { recordVideo } from "./record-video";

// Uploads that survive a bad connection (issue 24): videos go up over tus, ten at a time, each
// cancellable and retried, and a cut connection resumes where the server stopped. A server of its
// own: the videos it adds must not reach the demo videos the table's spec counts.

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(() => server.stop());

// An MP4 followed by a 'free' box of `padding` bytes (players skip it): long enough an upload to be
// cancelled or cut mid-way.
function padded(video: Buffer, padding: number): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(padding + 8, 0);
  header.write("free", 4, "ascii");
  return Buffer.concat([video, header, Buffer.alloc(padding, 7)]);
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

// The upload rate, or the connection cut (offline), as Chromium's network emulation sets it.
async function network(cdp: CDPSession, state: { offline?: boolean; uploadBytesPerSecond?: number }) {
  await cdp.send("Network.emulateNetworkConditions", {
    offline: state.offline ?? false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: state.uploadBytesPerSecond ?? -1,
  });
}

const percentOf = async (row: Locator) => Number((await row.innerText()).match(/(\d+)%/)?.[1] ?? 0);

async function chooseClient(page: Page) {
  await page.getByRole("combobox", { name: "Client" }).click();
  await page.keyboard.type("Auro");
  await page.getByRole("option", { name: /^Aurora Fine Jewelry(\s+Pinned)?$/ }).click();
  await expect(page.getByRole("combobox", { name: "Client" })).toHaveValue("Aurora Fine Jewelry");
}

test("three videos in multiple mode: one cancelled and retried, one cut offline and resumed, saved with thumbnails", async ({
  browser,
}) => {
  test.slow();
  const { context, page, errors } = await signedInContext(browser, server);
  const recorded = await recordVideo(page);
  const files = [
    { name: "E2E-VID-1.mp4", mimeType: "video/mp4", buffer: recorded },
    { name: "E2E-VID-2_front.mp4", mimeType: "video/mp4", buffer: padded(recorded, 12 * 1_048_576) },
    // Five of the uploader's 8 MB parts: the connection is cut between two of them.
    { name: "E2E-VID-3.mp4", mimeType: "video/mp4", buffer: padded(recorded, 36 * 1_048_576 + 7) },
  ];
  await page.goto("/digital-certificates/new");
  // The segmented control's radios are drawn by their labels.
  await page.getByText("Multiple videos", { exact: true }).click();
  await expect(page.getByText(videoMessages.videoNamingModeFirst)).toBeVisible();
  await chooseClient(page);
  await page.getByRole("radio", { name: "Use Cert #" }).click();

  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  // Slow until one is cancelled: on a slow machine handing the files over alone can take a minute,
  // and at full rate the one to cancel would be done before its Cancel is reached.
  await network(cdp, { uploadBytesPerSecond: 256 * 1_024 });
  await page.locator('input[type="file"]').setInputFiles(files);
  const queue = page.getByRole("list", { name: "Videos" });
  const row = (name: string) => queue.getByRole("listitem", { name });
  const [small, cancelled, cut] = files.map((file) => row(file.name));
  if (!small || !cancelled || !cut) throw new Error("three rows");
  await expect(small).toContainText("Named E2E-VID-1");
  await expect(cancelled).toContainText("Named E2E-VID-2");

  // Cancel one under way; cut the connection under another.
  await expect.poll(() => percentOf(cancelled), { timeout: 30_000 }).toBeGreaterThan(0);
  await cancelled.getByRole("button", { name: "Cancel E2E-VID-2_front.mp4" }).click();
  await expect(cancelled).toContainText("Cancelled");
  await network(cdp, { uploadBytesPerSecond: 4 * 1_048_576 });
  await expect.poll(() => percentOf(cut), { timeout: 30_000 }).toBeGreaterThan(25);
  await network(cdp, { offline: true });
  await expect(cut).toContainText(videoMessages.videoUploadWaitingForConnection, { timeout: 30_000 });
  const cutAt = await percentOf(cut);
  await screenshot(page, "video-uploads-mid-way");
  // Resumed from the server's offset, not from the start: every part sent after the cut starts
  // past 0 (only this upload is under way until the cancelled one is retried).
  const offsetsAfterCut: number[] = [];
  const onRequest = (request: Request) => {
    if (request.method() === "PATCH") offsetsAfterCut.push(Number(request.headers()["upload-offset"]));
  };
  page.on("request", onRequest);
  await network(cdp, {});
  await expect(cut).toContainText("Done", { timeout: 60_000 });
  page.off("request", onRequest);
  expect(cutAt).toBeGreaterThan(25);
  expect(offsetsAfterCut.length).toBeGreaterThan(0);
  expect(Math.min(...offsetsAfterCut)).toBeGreaterThan(0);

  await cancelled.getByRole("button", { name: "Retry E2E-VID-2_front.mp4" }).click();
  for (const one of [small, cancelled, cut]) await expect(one).toContainText("Done", { timeout: 60_000 });
  // A thumbnail captured in the browser for each (seeking each video on a slow machine takes a while).
  for (const one of [small, cancelled, cut])
    await expect
      .poll(() => one.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth), {
        timeout: 60_000,
      })
      .toBe(320);
  await screenshot(page, "video-uploads-done");
  await expectNoSeriousAccessibilityViolations(page);
  expect(await page.getByRole("radio", { name: "Multiple videos" }).isChecked()).toBe(true);

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(videoMessages.videoUpdated)).toBeVisible();
  await expect(page).toHaveURL(/\/digital-certificates$/);
  const table = page.getByRole("table", { name: "Digital Certificate Videos" });
  for (const name of ["E2E-VID-1", "E2E-VID-2", "E2E-VID-3"]) await expect(table).toContainText(name);
  await expect(table.locator("tbody tr").filter({ hasText: "E2E-VID-3" }).locator("img")).toHaveJSProperty(
    "complete",
    true,
  );

  // The bytes the server kept are the file's, for the cut one and the retried one.
  for (const [name, file] of [
    ["E2E-VID-3", files[2]],
    ["E2E-VID-2", files[1]],
  ] as const) {
    const listed = await context.request.get(`/api/certificate-videos?search=${name}`);
    const [video] = (await listed.json()).items as { name: string; videoUrl: string }[];
    const stored = await context.request.get(video?.videoUrl ?? "");
    expect(sha256(await stored.body())).toBe(sha256(file?.buffer ?? Buffer.alloc(0)));
  }

  // A QR list of two of them, its QR code printed, and the page that code opens.
  await page.goto("/digital-cert-qr/new");
  await page.getByRole("textbox", { name: "Title" }).fill("Uploaded Today");
  await chooseClient(page);
  await page.getByRole("textbox", { name: "Search certificate videos" }).fill("E2E-VID");
  const picker = page.getByRole("table", { name: "Certificate videos to pick" });
  await picker.getByRole("button", { name: "Add E2E-VID-3" }).click();
  await picker.getByRole("button", { name: "Add E2E-VID-1" }).click();
  await page.getByRole("button", { name: "Save List" }).click();
  await expect(page.getByText(videoMessages.qrListCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/digital-cert-qr\/[0-9a-f-]{36}$/);
  const printPage = await openPrintPage(
    page,
    () => page.getByRole("button", { name: "Generate/Print QR Image" }).click(),
    errors,
  );
  const qr = printPage.getByRole("img", { name: /^QR code for / });
  const listUrl = (await qr.getAttribute("aria-label"))?.replace(/^QR code for /, "") ?? "";
  expect(listUrl).toMatch(/\/c\/list\/[0-9a-f-]{36}$/);
  await printPage.getByRole("button", { name: "Print" }).click();
  await printPage.close();
  expect(errors).toEqual([]);
  await context.close();

  await openPublicList(browser, new URL(new URL(listUrl).pathname, server.baseURL).href);
});

// The list's public page as a customer's phone opens it from the printed code: no session, 390 px.
async function openPublicList(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const opened = await page.goto(url);
  expect(opened?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Uploaded Today" })).toBeVisible();
  await expect(page.getByText("Aurora Fine Jewelry")).toBeVisible();
  const videos = page.getByRole("listitem");
  await expect(videos).toHaveCount(2);
  await expect(videos.getByRole("heading", { level: 2 })).toHaveText(["E2E-VID-3", "E2E-VID-1"]);
  // Nothing is fetched until play but each poster: the thumbnail the upload captured.
  for (const video of await page.locator("video").all()) {
    await expect(video).toHaveAttribute("preload", "none");
    const poster = (await video.getAttribute("poster")) ?? "";
    const response = await page.request.get(new URL(poster, page.url()).href);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
  }
  // Each video plays from the public media route.
  const first = page.locator("video").first();
  await expect(first).toHaveAccessibleName("Video of E2E-VID-3");
  await first.evaluate((video: HTMLVideoElement) => video.play());
  await expect.poll(() => first.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0);
  await expect(page.getByRole("img", { name: "QR code linking to this list" })).toBeVisible();
  await first.evaluate((video: HTMLVideoElement) => video.pause());
  await screenshot(page, "public-list");
  await expectNoSeriousAccessibilityViolations(page);
  // No sideways scrolling on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(errors).toEqual([]);
  await context.close();
}

test("the QR list editor uploads a video into the list: the client's certificate video, named by its file", async ({
  browser,
}) => {
  test.slow();
  const { context, page, errors } = await signedInContext(browser, server);
  const recorded = await recordVideo(page);
  await page.goto("/digital-cert-qr/new");
  await page.getByRole("textbox", { name: "Title" }).fill("Uploaded Here");
  // The client first: the uploads are saved as its videos.
  await expect(page.getByText(videoMessages.qrListUploadClientFirst)).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload videos" })).toHaveCount(0);
  await chooseClient(page);
  await expect(page.getByText(videoMessages.videoNamingModeFirst)).toBeVisible();
  await page.getByRole("radio", { name: "Use Cert #" }).click();
  // The first save of the uploaded video fails: the row says why and saves it again on request,
  // without uploading it again.
  let saves = 0;
  await page.route("**/api/certificate-videos", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    saves++;
    if (saves > 1) return route.fallback();
    return route.fulfill({
      status: 503,
      contentType: "application/problem+json",
      body: JSON.stringify({
        title: "Service Unavailable",
        status: 503,
        detail: "The database is restarting",
      }),
    });
  });
  let uploadsStarted = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/video-uploads")) uploadsStarted++;
  });
  await page
    .locator('input[type="file"]')
    .setInputFiles([{ name: "E2E-QR-INLINE_front.mp4", mimeType: "video/mp4", buffer: recorded }]);
  const row = page.getByRole("list", { name: "Video uploads" }).getByRole("listitem");
  await expect(row).toContainText(
    videoMessages.qrListUploadNotSaved("E2E-QR-INLINE", "The database is restarting"),
    { timeout: 30_000 },
  );
  await row.scrollIntoViewIfNeeded();
  await screenshot(page, "qr-list-inline-upload-save-failed", { fullPage: false });
  await row.getByRole("button", { name: "Save E2E-QR-INLINE again" }).click();
  await expect(row).toContainText("E2E-QR-INLINE: added to this list", { timeout: 30_000 });
  expect([saves, uploadsStarted]).toEqual([2, 1]);
  const chosen = page.getByRole("list", { name: "Chosen videos" });
  await expect(chosen.getByRole("listitem")).toHaveCount(1);
  await expect(chosen.getByRole("listitem")).toContainText("Aurora Fine Jewelry");
  // Its captured thumbnail is the preview's poster.
  await expect(chosen.locator("video")).toHaveAttribute("poster", /^\/api\/files\//);

  // With a picked video the list saves.
  await page.getByRole("textbox", { name: "Search certificate videos" }).fill("AUR-RING");
  await page
    .getByRole("table", { name: "Certificate videos to pick" })
    .getByRole("button", { name: "Add AUR-RING-1042" })
    .click();
  await expect(chosen.getByRole("listitem")).toHaveCount(2);
  await screenshot(page, "qr-list-inline-upload-added");
  await expectNoSeriousAccessibilityViolations(page);
  await page.getByRole("button", { name: "Save List" }).click();
  await expect(page.getByText(videoMessages.qrListCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/digital-cert-qr\/[0-9a-f-]{36}$/);
  await screenshot(page, "qr-list-inline-upload");
  await expectNoSeriousAccessibilityViolations(page);

  const listId = page.url().split("/").at(-1) ?? "";
  const saved = (await (await context.request.get(`/api/qr-lists/${listId}`)).json()) as QrList;
  expect(saved.title).toBe("Uploaded Here");
  expect(saved.videos.map((video) => [video.name, video.client?.name])).toEqual([
    ["E2E-QR-INLINE", "Aurora Fine Jewelry"],
    ["AUR-RING-1042", "Aurora Fine Jewelry"],
  ]);
  // Saved as a certificate video in its own right, named by certificate number.
  const listed = await context.request.get("/api/certificate-videos?search=E2E-QR-INLINE");
  expect((await listed.json()).items.map((video: { name: string }) => video.name)).toEqual(["E2E-QR-INLINE"]);
  expect(errors).toEqual([]);
  await context.close();
});

test("the Video Manager: upload, find by file name, preview, delete", async ({ browser }) => {
  test.slow();
  const { context, page, errors } = await signedInContext(browser, server);
  const recorded = await recordVideo(page);
  await page.goto("/product-display-list");
  await expect(page.getByRole("heading", { name: "Video Manager" })).toBeVisible();
  const grid = page.getByRole("list", { name: "Product display videos" });
  // The demo's videos (seed/demo-product-videos.ts) are there.
  await expect(grid.getByRole("listitem", { name: "AUR-RING-1042_001.mp4" })).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles([{ name: "RING-E2E_001.mp4", mimeType: "video/mp4", buffer: recorded }]);
  const card = grid.getByRole("listitem", { name: "RING-E2E_001.mp4" });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => card.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(320);

  // Another take's name finds it: the take suffix and the extension are stripped.
  await page.getByRole("textbox", { name: "Search by file name" }).fill("ring-e2e_002.mp4");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/search=ring-e2e_002\.mp4/);
  await expect(grid.getByRole("listitem")).toHaveCount(1);
  await screenshot(page, "video-manager");
  await expectNoSeriousAccessibilityViolations(page);

  await card.getByRole("button", { name: "View RING-E2E_001.mp4" }).click();
  const preview = page.getByRole("dialog", { name: "RING-E2E_001.mp4" });
  // It plays from the stored file: the browser read its metadata (over Range requests).
  await expect
    .poll(() => preview.locator("video").evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThan(0);
  await screenshot(page, "video-manager-preview", { fullPage: false });
  await page.keyboard.press("Escape");

  await card.getByRole("button", { name: "Delete RING-E2E_001.mp4" }).click();
  const confirm = page.getByRole("dialog", { name: messages.confirmDeleteTitle });
  await confirm.getByRole("button", { name: "DELETE" }).click();
  await expect(page.getByText(messages.fileDeletedText)).toBeVisible();
  await expect(grid).toHaveCount(0);

  // A take of a demo piece finds its every take.
  await page.getByRole("textbox", { name: "Search by file name" }).fill("AUR-RING-1042_003.mp4");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(grid.getByRole("listitem")).toHaveText([/AUR-RING-1042_002\.mp4/, /AUR-RING-1042_001\.mp4/]);
  await screenshot(page, "video-manager-demo-takes");
  expect(errors).toEqual([]);
  await context.close();
});
