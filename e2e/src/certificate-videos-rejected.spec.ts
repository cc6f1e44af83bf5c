import { videoMessages } from "@loupe/domain/videos/video-messages";
import {
  type RecordingHttpServer,
  startRecordingHttpServer,
} from "@loupe/server/integrations/recording-http-server";
import { type RunningServer, startServer } from "@loupe/server/testing/spawn-server";
import type { Page } from "@playwright/test";
import {
  expect,
  expectNoSeriousAccessibilityViolations,
  screenshot,
  signedInContext,
  test,
} from "./fixtures";

// The rejected videos (issue 24 part 3): a barcode service that refuses every try, and an outbox
// that gives up after two quick tries, so the demo's three videos not yet taken (seed/demo-videos.ts:
// LG1000234 named by certificate with SKU MER-PEND-77, CRS-EAR-0009, LG1000871 without a client)
// land on the Rejected list through the real push; staff retry one, then all.

let barcodeService: RecordingHttpServer;
let server: RunningServer;
const refusal = "The barcode service answered 503 Service Unavailable: barcode service down";

test.beforeAll(async () => {
  barcodeService = await startRecordingHttpServer();
  barcodeService.answerWith({ status: 503, body: "barcode service down" });
  server = await startServer({
    BARCODE_API_URL: `${barcodeService.url}/uri`,
    OUTBOX_MAX_ATTEMPTS: "2",
    OUTBOX_FIRST_RETRY_SECONDS: "0.1",
  });
});
test.afterAll(async () => {
  await server?.stop();
  await barcodeService?.close();
});

const toasts = (page: Page) => page.locator(".mantine-Notification-root");
const rejectedTable = (page: Page) => page.getByRole("table", { name: "Rejected videos" });
const sentBodies = () =>
  barcodeService.requests.map((request) => JSON.parse(request.body) as Record<string, string>);

test("lists the videos the barcode service refused, and sends one, then all, again", async ({ browser }) => {
  test.slow();
  const { context, page, errors } = await signedInContext(browser, server);

  // The outbox gives up on each push after its two tries.
  await expect
    .poll(async () => (await (await context.request.get("/api/certificate-videos/rejected")).json()).total, {
      timeout: 20_000,
    })
    .toBe(3);
  await page.goto("/digital-certificates");
  await page.getByText("Rejected (3)", { exact: true }).click();
  await expect(page).toHaveURL(/\/digital-certificates\?view=rejected$/);
  await expect(rejectedTable(page).locator("tbody tr")).toHaveCount(3);
  const bare = rejectedTable(page).locator("tbody tr").filter({ hasText: "LG1000871" });
  await expect(bare).toContainText("NONE");
  await expect(bare).toContainText(refusal);
  // Tried twice each, the SKU as the certificate-named video's barcode, override false.
  expect(sentBodies().filter((body) => body.barcode === "MER-PEND-77")).toHaveLength(2);
  expect(sentBodies().every((body) => body.override === "false")).toBe(true);
  await screenshot(page, "certificate-videos-rejected");
  await expectNoSeriousAccessibilityViolations(page);

  // The service is back: one video sent again, with override.
  barcodeService.answerWith({ status: 200, body: '{"ok":true}', contentType: "application/json" });
  await page.getByRole("button", { name: "Retry LG1000234" }).click();
  await expect(
    toasts(page).filter({ hasText: videoMessages.rejectedVideoRetried("LG1000234") }),
  ).toBeVisible();
  await expect(rejectedTable(page).locator("tbody tr")).toHaveCount(2);
  await expect(page.getByRole("radio", { name: "Rejected (2)" })).toBeAttached();
  await expect
    .poll(
      () => sentBodies().filter((body) => body.barcode === "MER-PEND-77" && body.override === "true").length,
    )
    .toBe(1);

  // Retry all asks first, saying how many.
  await page.getByRole("button", { name: "Retry all" }).click();
  const dialog = page.getByRole("dialog", { name: "Retry all" });
  await expect(dialog).toContainText(videoMessages.rejectedVideosRetryAllConfirm(2));
  await screenshot(page, "certificate-videos-rejected-retry-all", { fullPage: false });
  await dialog.getByRole("button", { name: "Retry all" }).click();
  await expect(toasts(page).filter({ hasText: videoMessages.rejectedVideosRetried(2) })).toBeVisible();
  await expect(page.getByText(videoMessages.rejectedVideosEmpty)).toBeVisible();
  await expect(page.getByRole("radio", { name: "Rejected (0)" })).toBeAttached();
  await expect
    .poll(
      () =>
        new Set(
          sentBodies()
            .filter((body) => body.override === "true")
            .map((body) => body.barcode),
        ),
    )
    .toEqual(new Set(["MER-PEND-77", "CRS-EAR-0009", "LG1000871"]));
  await expectNoSeriousAccessibilityViolations(page);

  // Back to every video: the view is the URL's.
  await page.getByText("All videos", { exact: true }).click();
  await expect(page).toHaveURL(/\/digital-certificates$/);
  await expect(page.getByRole("table", { name: "Digital Certificate Videos" })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
