import type { Page } from "@playwright/test";
import { createDiamondThroughApi, tinyPng } from "./api";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";
import { rowMenuAction } from "./row-menu";

type NodePlace = { id: string; x: number; y: number; scaleX: number; scaleY: number; rotation: number };

// The symbols as Konva holds them (the editor's canvas), in canvas units.
const stageSymbols = (page: Page) =>
  page.evaluate(() => {
    // Undefined until the editor's chunk has run: no symbols yet, so a poll keeps asking.
    const konva = (window as unknown as { Konva?: { stages: Array<{ find: (s: string) => unknown[] }> } })
      .Konva;
    type KonvaNode = { id: () => string; attrs: Omit<NodePlace, "id"> };
    return ((konva?.stages[0]?.find(".symbol") ?? []) as KonvaNode[]).map((node) => ({
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

    // The keyboard: select the cloud, Shift+→ moves it 10 units; Save Image updates the map (PUT).
    const cloud = await symbolBox(page, "s1");
    await page.mouse.click(cloud.x, cloud.y);
    await page.keyboard.press("Shift+ArrowRight");
    await page.keyboard.press("ArrowDown");
    await page.getByRole("button", { name: "Save Image" }).click();
    await expect(page.getByRole("dialog", { name: "Save Image" }).getByLabel("Name")).toHaveValue(name);
    await page.getByRole("dialog", { name: "Save Image" }).getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Imperfection has updated successfully")).toBeVisible();
    const updated = await (await page.request.get(`/api/imperfections/${id}`)).json();
    expect(updated.design.canvas_data[0]).toMatchObject({
      label: "cloud",
      left: Number(design[0]?.left) + 10,
      top: Number(design[0]?.top) + 1,
    });
    expect(updated.version).toBeGreaterThan(stored.version);

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
    // View image: the map's rendered image, full screen.
    await rowMenuAction(row, `View image ${name}`);
    const frame = page.getByTitle(`Imperfection image ${name}`);
    await expect(frame).toBeVisible();
    const image = await page.request.get((await frame.getAttribute("src")) ?? "");
    expect(image.headers()["content-type"]).toContain("image/png");
    await page.keyboard.press("Escape");
    await expect(frame).toHaveCount(0);
    await expectNoSeriousAccessibilityViolations(page);

    await row.getByRole("button", { name: `Disconnect Diamond ${name}` }).click();
    await expect(page.getByText("Diamond Imperfections Has Been Removed")).toBeVisible();
    await expect(row.getByText("Missing: Connect", { exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test("the list's filters: several shapes, a characteristic, pending or completed, in the URL", async ({
  page,
  signIn,
  baseURL,
  consoleErrors,
}) => {
  await signIn(page, { at: "/imperfections" });
  const suffix = Date.now().toString().slice(-6);
  const headers = { origin: baseURL ?? "" };
  const cloud = {
    label: "cloud",
    fill: "#c92a2a",
    left: 330,
    top: 138.888,
    width: 50,
    height: 50,
    scaleX: 1,
    scaleY: 1,
    angle: 0,
  };
  const nick = { ...cloud, label: "nick", fill: "#2b8a3e" };
  for (const [name, shape, symbol] of [
    [`Filter pear ${suffix}`, "Pear", cloud],
    [`Filter heart ${suffix}`, "Heart", nick],
    [`Filter oval ${suffix}`, "Oval", cloud],
  ] as const) {
    const response = await page.request.post("/api/imperfections", {
      headers,
      data: { name, shape, displayImperfectionIcons: true, design: { canvas_data: [symbol] } },
    });
    expect(response.status()).toBe(201);
  }
  await page.reload();
  const table = page.getByRole("table", { name: "Imperfections" });
  await expect(table.getByText(`Filter oval ${suffix}`)).toBeVisible();

  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByLabel("Search").fill(`Filter`);
  const shapes = filters.getByRole("combobox", { name: "Shape" });
  await shapes.click();
  await page.getByRole("option", { name: "Pear" }).click();
  await page.getByRole("option", { name: "Heart" }).click();
  await page.keyboard.press("Escape");
  await filters.getByRole("button", { name: "Filters", exact: true }).click();
  await expect(page).toHaveURL(/shapes=Heart%2CPear|shapes=Heart,Pear/);
  await expect(table.getByText(`Filter pear ${suffix}`)).toBeVisible();
  await expect(table.getByText(`Filter heart ${suffix}`)).toBeVisible();
  await expect(table.getByText(`Filter oval ${suffix}`)).toHaveCount(0);

  await filters.getByRole("combobox", { name: "Imperfection" }).click();
  await page.getByRole("option", { name: "nick", exact: true }).click();
  await page.keyboard.press("Escape");
  await filters.getByRole("button", { name: "Filters", exact: true }).click();
  await expect(table.getByText(`Filter pear ${suffix}`)).toHaveCount(0);
  await expect(table.getByText(`Filter heart ${suffix}`)).toBeVisible();

  // Completed and pending are one choice: ticking one unticks the other.
  const completed = filters.getByLabel("Show Completed Imperfections");
  const pending = filters.getByLabel("Show Pending Imperfections");
  await completed.check();
  await pending.check();
  await expect(completed).not.toBeChecked();
  await filters.getByRole("button", { name: "Filters", exact: true }).click();
  await expect(page).toHaveURL(/status=draft/);
  await expect(table.getByText(`Filter heart ${suffix}`)).toBeVisible();
  await completed.check();
  await filters.getByRole("button", { name: "Filters", exact: true }).click();
  await expect(table.getByText(`Filter heart ${suffix}`)).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);

  await filters.getByRole("button", { name: "Clear Filters" }).click();
  await expect(table.getByText(`Filter oval ${suffix}`)).toBeVisible();

  // View details, then delete through the confirmation.
  const oval = table.getByRole("row").filter({ hasText: `Filter oval ${suffix}` });
  await rowMenuAction(oval, `View details Filter oval ${suffix}`);
  const details = page.getByRole("dialog", { name: `Filter oval ${suffix}` });
  await expect(details.getByText("Not connected to a diamond yet.")).toBeVisible();
  await details.getByRole("button").first().click();
  await rowMenuAction(oval, `Delete Filter oval ${suffix}`);
  await page.getByRole("dialog").getByRole("button", { name: "DELETE" }).click();
  await expect(table.getByText(`Filter oval ${suffix}`)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
