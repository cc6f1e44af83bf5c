import type { Page } from "@playwright/test";
import { createDiamondThroughApi } from "./api";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

// A real 2 × 2 PNG (the server checks an upload is an image by its bytes).
const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

type NodePlace = { id: string; x: number; y: number; scaleX: number; scaleY: number; rotation: number };

// The symbols as Konva holds them (the editor's canvas), in canvas units.
const stageSymbols = (page: Page) =>
  page.evaluate(() => {
    const konva = (window as unknown as { Konva: { stages: Array<{ find: (s: string) => unknown[] }> } })
      .Konva;
    type KonvaNode = { id: () => string; attrs: Omit<NodePlace, "id"> };
    return ((konva.stages[0]?.find(".symbol") ?? []) as KonvaNode[]).map((node) => ({
      id: node.id(),
      x: node.attrs.x,
      y: node.attrs.y,
      scaleX: node.attrs.scaleX ?? 1,
      scaleY: node.attrs.scaleY ?? 1,
      rotation: node.attrs.rotation ?? 0,
    }));
  });

// Where a symbol's box is on the page, in pixels.
const symbolBox = (page: Page, id: string) =>
  page.evaluate((wanted) => {
    type Rect = { x: number; y: number; width: number; height: number };
    const konva = (
      window as unknown as {
        Konva: {
          stages: Array<{
            findOne: (s: string) => { getClientRect: () => Rect };
            container: () => HTMLElement;
          }>;
        };
      }
    ).Konva;
    const stage = konva.stages[0];
    if (!stage) throw new Error("no stage");
    const rect = stage.findOne(`#${wanted}`).getClientRect();
    const origin = stage.container().getBoundingClientRect();
    return { x: origin.x + rect.x + rect.width / 2, y: origin.y + rect.y + rect.height / 2 };
  }, id);

test.describe("imperfection maps", () => {
  test("draw, move and delete symbols, save, reopen the same design, upload proportions, connect and disconnect", async ({
    page,
    signIn,
    baseURL,
    consoleErrors,
  }) => {
    test.slow();
    const certificate = `IMP${Date.now().toString().slice(-8)}`;
    await signIn(page, { at: "/imperfections" });
    await createDiamondThroughApi(page.request, baseURL ?? "", { certificateNumber: certificate });
    await expect(page.getByRole("heading", { name: "Imperfections", level: 1 })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);

    await page.getByRole("button", { name: "New Imperfection" }).click();
    await expect(page).toHaveURL(/\/imperfections\/new$/);
    for (const type of ["cloud", "nick", "pinpoint"])
      await page.getByRole("button", { name: `Add ${type}`, exact: true }).click();
    await expect.poll(async () => (await stageSymbols(page)).length).toBe(3);

    // Drag the top symbol (pinpoint, the last added) 120 px right and 50 down.
    const start = await symbolBox(page, "s3");
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 60, start.y + 25, { steps: 5 });
    await page.mouse.move(start.x + 120, start.y + 50, { steps: 5 });
    await page.mouse.up();
    const moved = (await stageSymbols(page)).find((node) => node.id === "s3");
    expect(moved?.x).toBeGreaterThan(330 + 40);
    expect(moved?.y).toBeGreaterThan(138.888 + 15);

    // Select nick (now on top at the start) and delete it with the × on the selection.
    const nick = await symbolBox(page, "s2");
    await page.mouse.click(nick.x, nick.y);
    await page.getByRole("button", { name: "Delete selected symbol" }).click();
    await expect.poll(async () => (await stageSymbols(page)).map((node) => node.id)).toEqual(["s1", "s3"]);
    // Undo brings it back, redo removes it again.
    await page.keyboard.press("Control+z");
    await expect.poll(async () => (await stageSymbols(page)).length).toBe(3);
    await page.keyboard.press("Control+Shift+z");
    await expect.poll(async () => (await stageSymbols(page)).length).toBe(2);
    await screenshot(page, "imperfection-editor", { fullPage: false });
    await expectNoSeriousAccessibilityViolations(page);
    const drawn = await stageSymbols(page);

    await page.getByRole("button", { name: "Save Image" }).click();
    const dialog = page.getByRole("dialog", { name: "Save Image" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Please provide a name")).toBeVisible();
    const name = `E2E plot ${certificate}`;
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Imperfection has updated successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/imperfections\/[0-9a-f-]{36}$/);
    const id = page.url().split("/").at(-1) ?? "";

    // Reopened, the canvas shows the design the API stored, which is the one drawn.
    await page.reload();
    await expect.poll(async () => (await stageSymbols(page)).length).toBe(2);
    const stored = await (await page.request.get(`/api/imperfections/${id}`)).json();
    const design = stored.design.canvas_data as Array<Record<string, number | string>>;
    expect(design.map((symbol) => symbol.label)).toEqual(["cloud", "pinpoint"]);
    const reopened = await stageSymbols(page);
    expect(
      reopened.map(({ x, y, scaleX, scaleY, rotation }) => ({ x, y, scaleX, scaleY, rotation })),
    ).toEqual(
      design.map((symbol) => ({
        x: symbol.left,
        y: symbol.top,
        scaleX: symbol.scaleX,
        scaleY: symbol.scaleY,
        rotation: symbol.angle,
      })),
    );
    expect(reopened.map(({ id: _id, ...place }) => place)).toEqual(
      drawn.map(({ id: _id, ...place }) => place),
    );
    expect(stored.shape).toBe("Asscher");
    expect(stored.displayImperfectionIcons).toBe(true);

    // The list: upload the proportions, connect by certificate number, disconnect.
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/imperfections(\?.*)?$/);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row.getByText("Missing: Connect and Proportions Upload")).toBeVisible();
    await expect(row.getByRole("button", { name: `Connect Diamond ${name}` })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    const chooser = page.waitForEvent("filechooser");
    await row.getByRole("button", { name: `Upload proportions ${name}` }).click();
    await (await chooser).setFiles({ name: "proportions.png", mimeType: "image/png", buffer: tinyPng });
    await expect(page.getByText("Proportions added")).toBeVisible();
    await expect(row.getByRole("link", { name: `Proportions of ${name}` })).toBeVisible();
    await expect(row.getByText("Missing: Connect", { exact: true })).toBeVisible();

    await row.getByRole("button", { name: `Connect Diamond ${name}` }).click();
    const connect = page.getByRole("dialog", { name: `Connect Diamond: ${name}` });
    await connect.getByLabel("Certificate number").fill(certificate);
    await connect.getByRole("radio", { name: new RegExp(certificate) }).check();
    await connect.getByRole("button", { name: "Connect Diamond" }).click();
    await expect(page.getByText("Diamond Imperfections Has Been Added")).toBeVisible();
    await expect(row.getByText(certificate, { exact: true })).toBeVisible();
    await expect(row.getByRole("link", { name: `Pamphlet ${name}` })).toHaveAttribute(
      "href",
      `/pamphlet/${id}`,
    );
    await screenshot(page, "imperfections-list", { fullPage: false });
    await expectNoSeriousAccessibilityViolations(page);

    await row.getByRole("button", { name: `Disconnect Diamond ${name}` }).click();
    await expect(page.getByText("Diamond Imperfections Has Been Removed")).toBeVisible();
    await expect(row.getByText("Missing: Connect", { exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
