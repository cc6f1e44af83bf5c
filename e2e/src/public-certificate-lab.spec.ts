import { roundGradingFixture } from "@loupe/domain/certificates/round-grading-fixture";
import { asteriskNote, publicCertificateTexts as texts } from "@loupe/domain/settings/public-texts";
import { sampleMp4 } from "@loupe/server/testing/sample-files";
import type { Page } from "@playwright/test";
import { upload } from "./certificate-media";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

// What a consumer opens from the QR code on a phone (issue 21): the demo lab heads the page with
// its logo, name and accreditation, the report's number and date are above the fold, the page is
// small, a video that cannot play says so, and another report can be checked by its number.

test.use({ viewport: { width: 390, height: 844 } });

// Every response's bytes as the browser received them (headers and compressed body).
function countBytes(page: Page): { total: () => Promise<number>; lines: string[] } {
  const sizes: Promise<number>[] = [];
  const lines: string[] = [];
  page.on("requestfinished", (request) => {
    sizes.push(
      request.sizes().then((size) => {
        const bytes = size.responseHeadersSize + size.responseBodySize;
        lines.push(`${bytes} ${new URL(request.url()).pathname}`);
        return bytes;
      }),
    );
  });
  return { total: async () => (await Promise.all(sizes)).reduce((sum, bytes) => sum + bytes, 0), lines };
}

const stoneNumber = `LG${Date.now()}`;

test.describe("the public certificate's lab, number and checks", () => {
  test("leads with the lab above the fold, stays small, explains the asterisk and checks another report", async ({
    browser,
    request,
    server,
    consoleErrors,
    page,
  }) => {
    test.slow();
    const { baseURL } = server;
    const signedIn = await request.post(`${baseURL}/api/auth/login`, {
      headers: { origin: baseURL },
      data: { email: server.adminEmail, password: server.adminPassword },
    });
    expect(signedIn.status()).toBe(200);
    const lab = await (await request.get(`${baseURL}/api/settings/lab`)).json();
    expect(lab.name).not.toBe("");
    // No client: the page keeps the lab's header. A clarity with an asterisk; a video that is an
    // MP4 by its first bytes but cannot be played.
    const brokenVideo = await upload(request, baseURL, "video", {
      name: "broken.mp4",
      mimeType: "video/mp4",
      buffer: sampleMp4,
    });
    const base = {
      templateId: 1,
      ...roundGradingFixture,
      shape: "Round Brilliant",
      fluorescence: "None",
      girdle: "Medium",
      measurements: "7.31 x 7.35 x 4.52",
      manufacturedAs: "Natural Stone",
    };
    for (const [certificateNumber, extra] of [
      [stoneNumber, { weight: 1.5 }],
      [`${stoneNumber}V`, { weight: 0.7, certificateVideoFileId: brokenVideo }],
    ] as const) {
      const created = await request.post(`${baseURL}/api/diamonds`, {
        headers: { origin: baseURL },
        data: { ...base, certificateNumber, ...extra },
      });
      expect(created.status(), await created.text()).toBe(201);
    }

    // A visitor with an empty cache.
    const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const visitor = await visitorContext.newPage();
    const visitorErrors: string[] = [];
    visitor.on("console", (message) => {
      if (message.type() === "error") visitorErrors.push(message.text());
    });
    visitor.on("pageerror", (error) => visitorErrors.push(error.message));
    const bytes = countBytes(visitor);
    await visitor.goto(`${baseURL}/c/diamond/${stoneNumber}`);
    await visitor.waitForLoadState("networkidle");
    const fold = 844;
    for (const shown of [
      visitor.getByText(lab.name, { exact: true }).first(),
      visitor.locator(".lab-logo"),
      visitor.getByText(stoneNumber, { exact: true }),
      visitor.getByText(/^Issued \d\d\/\d\d\/\d{4}$/),
    ]) {
      await expect(shown).toBeVisible();
      const box = await shown.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(fold);
    }
    const total = await bytes.total();
    console.log(`public page at 390 px, empty cache: ${total} bytes\n${bytes.lines.join("\n")}`);
    expect(total).toBeLessThan(25_000);
    await expect(visitor.getByRole("definition").filter({ hasText: "1.50ct" })).toBeVisible();
    await expect(visitor.getByText(asteriskNote(lab.name))).toBeVisible();
    await screenshot(visitor, "public-lab-390");
    await expectNoSeriousAccessibilityViolations(visitor);
    await visitor.setViewportSize({ width: 1440, height: 900 });
    await screenshot(visitor, "public-lab-1440");

    // Check another report: its number in any case opens its page; an unknown one the 404 page,
    // which offers the same field.
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor
      .getByRole("textbox", { name: texts.checkAnotherLabel })
      .fill(`${stoneNumber}v`.toLowerCase());
    await visitor.getByRole("button", { name: texts.checkAnotherButton }).click();
    await expect(visitor).toHaveURL(`${baseURL}/c/diamond/${stoneNumber}V`);
    // The unplayable video is replaced by a message, not a dead player.
    await expect(visitor.getByRole("status")).toHaveText(texts.videoFailed);
    await expect(visitor.locator("video")).toBeHidden();
    await screenshot(visitor, "public-lab-broken-video-390", { fullPage: false });
    await expectNoSeriousAccessibilityViolations(visitor);

    await visitor.getByRole("textbox", { name: texts.checkAnotherLabel }).fill("NO-SUCH-REPORT");
    await visitor.getByRole("textbox", { name: texts.checkAnotherLabel }).press("Enter");
    await expect(visitor.getByRole("heading", { name: "Certificate not found" })).toBeVisible();
    await expect(visitor.getByRole("textbox", { name: texts.checkAnotherLabel })).toBeVisible();
    await screenshot(visitor, "public-lab-not-found-390");
    await expectNoSeriousAccessibilityViolations(visitor);
    await visitorContext.close();
    console.log(`the visitor's console errors: ${JSON.stringify(visitorErrors)}`);
    // The fixture's page, watched for console errors (failed loads aside) like every spec's.
    await page.goto(`${baseURL}/c/diamond/${stoneNumber}V`);
    await expect(page.getByRole("status")).toHaveText(texts.videoFailed);
    expect(consoleErrors).toEqual([]);
  });
});
