import type { JewelrySaveInput, JewelrySaveResult } from "@loupe/domain/jewelry/jewelry";
import { jewelryInput, mainStone } from "@loupe/server/testing/jewelry-fixtures";
import type { APIRequestContext, Page } from "@playwright/test";
import { clientWithMedia } from "./certificate-media";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

// The public digital certificate of a jewelry item, /c/jewelry/{CertNum} (spec 001 §7.1), on a
// phone: server-rendered, the fields its template shows, logo, video and QR code, views counted.

test.use({ viewport: { width: 390, height: 844 } });

async function createJewelry(
  request: APIRequestContext,
  baseURL: string,
  body: Partial<JewelrySaveInput>,
): Promise<string> {
  const response = await request.post(`${baseURL}/api/jewelry?digitalCertificate=false`, {
    headers: { origin: baseURL },
    data: jewelryInput(body),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as JewelrySaveResult).jewelry.id;
}

// Each section's terms and definitions, as a visitor reads them.
async function facts(page: Page, name: string): Promise<Record<string, string>> {
  const section = page.getByRole("region", { name, exact: true });
  await expect(section).toBeVisible();
  const terms = await section.getByRole("term").allTextContents();
  const definitions = await section.getByRole("definition").allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term, definitions[index] ?? ""]));
}

const sideStone: NonNullable<JewelrySaveInput["sideStone"]> = {
  type: "Diamond Accent",
  shape: "Round",
  cut: "Very Good",
  weight: "0.36 ctw",
  measurements: "1.30x1.31x0.80mm",
  color: { template: "Standard", value: "G", asterisks: "" },
  clarity: { value: "SI1", asterisks: "" },
};

test.describe("the public jewelry certificate", () => {
  test("shows the item's stones and metal with logo, video and QR code to anyone, and counts the view", async ({
    page,
    request,
    server,
    consoleErrors,
  }) => {
    test.slow();
    const { baseURL } = server;
    const clientName = `Aurora Fine Jewelry ${Date.now()}`;
    const { clientId, videoFileId } = await clientWithMedia(page, request, server, {
      client: clientName,
      video: "ring.mp4",
    });

    // Template 1: a ring with a main stone and side stones.
    const ringNumber = `JW${Date.now()}`;
    const ringId = await createJewelry(request, baseURL, {
      templateId: 1,
      certificateNumber: ringNumber,
      clientSku: `AUR-R-${Date.now()}`,
      jewelryType: "Ring",
      metal: "18K White Gold",
      measurement: "Size 6",
      mainStone: mainStone({ table: 57, depth: 61.8 }),
      hasSideStones: true,
      sideStone,
      certificateComments: "Main stone laser inscribed with the certificate number.",
      clientId,
      certificateVideoFileId: videoFileId,
    });
    // Template 4: a pendant whose two center stones take the main stone's place.
    const pendantNumber = `JW${Date.now() + 1}`;
    await createJewelry(request, baseURL, {
      templateId: 4,
      certificateNumber: pendantNumber,
      clientSku: `AUR-P-${Date.now()}`,
      jewelryType: "Pendant",
      metal: "14K Yellow Gold",
      measurement: "18 in",
      isMultipleCenterStones: true,
      centerStones: [
        { ...mainStone({ shape: "Oval", weight: "0.75" }) },
        {
          ...mainStone({
            shape: "Pear",
            weight: "0.52",
            color: { template: "Standard", value: "E", asterisks: "" },
          }),
        },
      ],
      clientId,
    });

    // A visitor without a session, typing the number in lower case.
    const videoResponse = page.waitForResponse((response) =>
      response.url().includes(`/c/media/${videoFileId}`),
    );
    const opened = await page.goto(`${baseURL}/c/jewelry/${ringNumber.toLowerCase()}`);
    expect(opened?.status()).toBe(200);
    // Server-rendered: the certificate is in the HTML the server sent.
    expect(await opened?.text()).toContain("18K White Gold");
    await expect(page.getByRole("heading", { level: 1, name: "Digital Certificate" })).toBeVisible();
    await expect(page.getByText(ringNumber, { exact: true })).toBeVisible();
    await expect(page.getByText("18K White Gold Ring", { exact: true })).toBeVisible();
    const logo = page.getByRole("img", { name: clientName });
    await expect(logo).toBeVisible();
    expect(
      await logo.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth),
    ).toBeGreaterThan(0);
    expect(await facts(page, "Jewelry Details")).toEqual({
      "Jewelry Type": "Ring",
      Metal: "18K White Gold",
      Measurement: "Size 6",
    });
    expect(await facts(page, "Main Stone")).toEqual({
      Type: "Diamond",
      Shape: "Round",
      Cut: "Excellent",
      Polish: "Excellent",
      Symmetry: "Very Good",
      Weight: "1.01ct",
      Measurements: "6.41 x 6.43 x 3.97 mm",
      Table: "57%",
      Depth: "61.8%",
      Color: "F",
      Clarity: "VS1*",
    });
    expect(await facts(page, "Side Stones")).toEqual({
      Type: "Diamond Accent",
      Shape: "Round",
      Cut: "Very Good",
      Weight: "0.36 ctw",
      Measurements: "1.30 x 1.31 x 0.80 mm",
      Color: "G",
      Clarity: "SI1",
    });
    await expect(page.getByRole("img", { name: "QR code linking to this certificate" })).toBeVisible();
    expect((await videoResponse).status()).toBe(206);
    const videoState = () =>
      page.locator("video").evaluate((video) => {
        const media = video as unknown as { readyState: number; networkState: number };
        return media.readyState >= 2 && media.networkState !== 2;
      });
    await expect.poll(videoState).toBe(true);
    // Chromium's loading spinner fades out after the fact.
    await page.waitForTimeout(1500);
    await screenshot(page, "public-jewelry-certificate");
    await expectNoSeriousAccessibilityViolations(page);

    const pendant = await page.goto(`${baseURL}/c/jewelry/${pendantNumber}`);
    expect(pendant?.status()).toBe(200);
    await expect(page.getByRole("region", { name: "Main Stone", exact: true })).toHaveCount(0);
    expect(await facts(page, "Center Stone 1")).toMatchObject({
      Shape: "Oval",
      Weight: "0.75ct",
      Color: "F",
    });
    expect(await facts(page, "Center Stone 2")).toMatchObject({
      Shape: "Pear",
      Weight: "0.52ct",
      Color: "E",
    });
    await screenshot(page, "public-jewelry-certificate-center-stones");
    await expectNoSeriousAccessibilityViolations(page);

    const missing = await page.goto(`${baseURL}/c/jewelry/NO-SUCH-JEWELRY`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Certificate not found" })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);

    await expect
      .poll(async () => (await (await request.get(`${baseURL}/api/jewelry/${ringId}`)).json()).views)
      .toBeGreaterThanOrEqual(1);
    // No CSP refusal or script error on the way.
    expect(consoleErrors).toEqual([]);
  });
});
