import type { APIRequestContext } from "@playwright/test";
import { createDiamondThroughApi, tinyPng } from "./api";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

const symbol = (label: string, fill: string, left: number, top: number) => ({
  label,
  fill,
  left,
  top,
  width: 50,
  height: 50,
  scaleX: 1,
  scaleY: 1,
  angle: 0,
});

// A map with three symbols and its proportions image, connected to a new diamond, through the API.
async function readyMap(request: APIRequestContext, baseURL: string, certificateNumber: string) {
  const headers = { origin: baseURL };
  const diamond = await createDiamondThroughApi(request, baseURL, { certificateNumber, clientSku: "" });
  const created = await request.post(`${baseURL}/api/imperfections`, {
    headers,
    data: {
      name: `Plot ${certificateNumber}`,
      shape: "Round",
      displayImperfectionIcons: true,
      design: {
        canvas_data: [
          symbol("feather", "#c92a2a", 120, 100),
          symbol("crystal", "#c92a2a", 180, 60),
          symbol("nick", "#2b8a3e", 400, 120),
        ],
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const proportions = await request.post(`${baseURL}/api/imperfections/${id}/proportions`, {
    headers,
    multipart: { file: { name: "proportions.png", mimeType: "image/png", buffer: tinyPng } },
  });
  expect(proportions.status()).toBe(200);
  const connected = await request.put(`${baseURL}/api/imperfections/${id}/connection`, {
    headers,
    data: { diamondId: diamond.id },
  });
  expect(connected.status()).toBe(200);
  return id as string;
}

// Chromium's PDF writes each page as an object of /Type /Page.
const pageCount = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page\b/g) ?? []).length;

test.describe("the grading pamphlet", () => {
  test("prints on one page (A4 and Letter), marks the map done and locks it; the public page shows the plot", async ({
    page,
    signIn,
    baseURL,
    consoleErrors,
  }) => {
    test.slow();
    const base = baseURL ?? "";
    const certificate = `PAM${Date.now().toString().slice(-8)}`;
    await signIn(page, { at: "/imperfections" });
    const id = await readyMap(page.request, base, certificate);

    await page.goto(`/pamphlet/${id}`);
    await expect(
      page.getByRole("heading", { name: `Pamphlet: Plot ${certificate}`, level: 1 }),
    ).toBeVisible();
    const sheet = page.getByRole("main");
    await expect(sheet).toContainText("Lab Grown diamond grading");
    await expect(sheet).toContainText(`Report Number LG${certificate}`);
    await expect(sheet).toContainText("Key to symbols");
    // Without the shell: no side menu.
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await expectNoSeriousAccessibilityViolations(page);
    await screenshot(page, "pamphlet-screen");

    for (const format of ["A4", "Letter"] as const) {
      const pdf = await page.pdf({ format });
      expect(pageCount(pdf), `${format}: one page`).toBe(1);
    }

    // Print: the map is marked done before the browser's print dialog opens.
    await page.evaluate(() => {
      (window as unknown as { printed: boolean }).printed = false;
      window.print = () => {
        (window as unknown as { printed: boolean }).printed = true;
      };
    });
    await page.getByRole("button", { name: "Print" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printed: boolean }).printed))
      .toBe(true);
    await expect(page.getByText("DONE", { exact: true })).toBeVisible();

    const pdf = await page.request.get(`${base}/pamphlet/${id}.pdf?paper=LETTER`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");

    // The editor refuses edits now.
    await page.goto(`/imperfections/${id}`);
    await expect(page.getByText("Pamphlet has been printed, cannot edit.")).toBeVisible();

    // The diamond's public page, on a phone: the plot as vector art, as wide as its panel.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/c/diamond/${certificate}`);
    const plot = page.locator(".plot svg");
    await plot.scrollIntoViewIfNeeded();
    const box = await plot.boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect(box?.width).toBeLessThanOrEqual(390);
    await expect(page.locator(".plot-key svg")).toBeVisible();
    await screenshot(page, "pamphlet-public-plot-390", { fullPage: false });
    expect(consoleErrors).toEqual([]);
  });

  test("a map that does not exist says 'No Imperfections' and goes back", async ({ page, signIn }) => {
    await signIn(page, { at: "/imperfections" });
    await page.goto("/pamphlet/0190a000-0000-7000-8000-00000000dead");
    await expect(page.getByText("No Imperfections")).toBeVisible();
    await expect(page).toHaveURL(/\/imperfections$/);
  });
});
