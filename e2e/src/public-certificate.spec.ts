import { createDiamondThroughApi } from "./api";
import { clientWithMedia } from "./certificate-media";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

test.describe("the public diamond certificate", () => {
  test("shows the certificate with logo, video and QR code to anyone, and counts the view", async ({
    page,
    request,
    server,
    consoleErrors,
  }) => {
    test.slow();
    const { baseURL } = server;
    const clientName = `Aurora Atelier ${Date.now()}`;
    const { clientId, videoFileId } = await clientWithMedia(page, request, server, {
      client: clientName,
      video: "certificate.mp4",
    });
    const certificateNumber = `LG${Date.now()}`;
    const { id: diamondId } = await createDiamondThroughApi(request, baseURL, {
      certificateNumber,
      clientSku: "AUR-RB-101",
      description: "A lively round brilliant with crisp facet patterning and bright scintillation.",
      certificateComments: "Laser inscription on the girdle matches the certificate number.",
      clientId,
      certificateVideoFileId: videoFileId,
    });

    // A visitor without a session, typing the number in lower case.
    const videoResponse = page.waitForResponse((response) =>
      response.url().includes(`/c/media/${videoFileId}`),
    );
    const opened = await page.goto(`${baseURL}/c/diamond/${certificateNumber.toLowerCase()}`);
    expect(opened?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Digital Certificate" })).toBeVisible();
    await expect(page.getByText(certificateNumber, { exact: true })).toBeVisible();
    const logo = page.getByRole("img", { name: clientName });
    await expect(logo).toBeVisible();
    expect(
      await logo.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth),
    ).toBeGreaterThan(0);
    const details = page.getByRole("region", { name: "Grading Details" });
    const terms = await details.getByRole("term").allTextContents();
    const definitions = await details.getByRole("definition").allTextContents();
    expect(Object.fromEntries(terms.map((term, index) => [term, definitions[index]]))).toEqual({
      Shape: "Round Brilliant",
      Weight: "1.01ct",
      Color: "F",
      Clarity: "VS1*",
      Cut: "Excellent",
      Polish: "Excellent",
      Symmetry: "Very Good",
      Fluorescence: "None",
      Girdle: "M",
      Table: "57%",
      Depth: "61.8%",
      Measurements: "6.41 x 6.45 x 3.98 mm",
      Origin: "Lab Grown",
    });
    await expect(page.getByRole("region", { name: "Certificate Comments" })).toBeVisible();
    await expect(page.getByRole("img", { name: "QR code linking to this certificate" })).toBeVisible();

    // The browser streams the video by ranges and can play it.
    expect((await videoResponse).status()).toBe(206);
    // The first frame is there and loading has settled, so the screenshot shows the stone.
    const videoState = () =>
      page.locator("video").evaluate((video) => {
        const media = video as unknown as { readyState: number; networkState: number };
        return media.readyState >= 2 && media.networkState !== 2;
      });
    await expect.poll(videoState).toBe(true);
    // Chromium's loading spinner fades out after the fact.
    await page.waitForTimeout(1500);

    await screenshot(page, "public-certificate");
    await expectNoSeriousAccessibilityViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, "public-certificate-desktop");

    const missing = await page.goto(`${baseURL}/c/diamond/NO-SUCH-CERTIFICATE`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Certificate not found" })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "public-certificate-not-found");
    await expectNoSeriousAccessibilityViolations(page);

    await expect
      .poll(async () => (await (await request.get(`${baseURL}/api/diamonds/${diamondId}`)).json()).views)
      .toBeGreaterThanOrEqual(1);
    // No CSP refusal or script error on the way.
    expect(consoleErrors).toEqual([]);
  });
});
