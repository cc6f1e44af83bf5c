import type { Jewelry, JewelrySaveInput, JewelrySaveResult } from "@loupe/domain/jewelry/jewelry";
import type { OrderLine, OrderLineConfirmationInput } from "@loupe/domain/jewelry/jewelry-api";
import { orderLineInscription } from "@loupe/domain/jewelry/order-line";
import { messages } from "@loupe/domain/messages";
import { gemstoneColors } from "@loupe/domain/options/jewelry";
import { jewelryInput } from "@loupe/server/testing/jewelry-fixtures";
import type { Page } from "@playwright/test";
import { expectSavedToast, expectTwoDimensionsRefused } from "./certificate-form";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

// The jewelry editor against the real server (spec 001 §2.3, §4.2, §5.1, §7.1).

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const field = (scope: Page | ReturnType<Page["locator"]>, name: string) =>
  scope.getByRole("combobox", { name, exact: true }).or(scope.getByRole("textbox", { name, exact: true }));
const missingFields = (page: Page) => page.getByText(messages.missingField, { exact: true });
const unique = (prefix: string) => `${prefix}${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function chooseTemplate(page: Page, id: number) {
  await page.getByRole("combobox", { name: "Template", exact: true }).click();
  await page.getByRole("option", { name: new RegExp(`^Template ${id}:`) }).click();
}

async function choose(scope: Page | ReturnType<Page["locator"]>, page: Page, name: string, option: string) {
  await scope.getByRole("combobox", { name, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function newCertificate(page: Page, template: number) {
  await page.goto("/jewelry/new");
  await expect(page.getByRole("heading", { name: "New Jewelry Certificate" })).toBeVisible();
  await expect(region(page, "General Jewelry Information")).toHaveCount(0);
  await chooseTemplate(page, template);
  await expect(region(page, "General Jewelry Information")).toBeVisible();
}

const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

// A record saved as the editor saves it: on an order line, the line's changes confirmed as read
// now (keeping a typed inscription when asked).
async function createThroughApi(
  page: Page,
  body: Partial<JewelrySaveInput>,
  { keepInscription = false } = {},
): Promise<Jewelry> {
  let orderLine: OrderLineConfirmationInput | undefined;
  if (body.orderNumber && body.lineNumber != null) {
    const query = new URLSearchParams({ orderNumber: body.orderNumber, lineNumber: String(body.lineNumber) });
    const line = await page.request.get(`/api/jewelry/order-line?${query}`);
    expect(line.status()).toBe(200);
    const { members } = (await line.json()) as OrderLine;
    orderLine = { members: members.map(({ id, version }) => ({ id, version })), keepInscription };
  }
  const response = await page.request.post("/api/jewelry?digitalCertificate=false", {
    headers: origin(page),
    // A complete record (the server's test fixture) without its numbers, with what the test is about.
    data: { ...jewelryInput({ certificateNumber: "", clientSku: "", ...body }), orderLine },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as JewelrySaveResult).jewelry;
}

async function readThroughApi(page: Page, id: string): Promise<Jewelry> {
  const response = await page.request.get(`/api/jewelry/${id}`);
  expect(response.status()).toBe(200);
  return response.json();
}

test.describe("the jewelry editor", () => {
  test("templates 1, 2, 5, 10, 14, 20 and 22: their cards, fields and required fields", async ({
    page,
    consoleErrors,
    signIn,
  }) => {
    await signIn(page);
    test.slow();

    await newCertificate(page, 1);
    const main = region(page, "Main Stone Information");
    for (const name of [
      "Type",
      "Cut",
      "Polish",
      "Symmetry",
      "Table %",
      "Depth %",
      "Color Code",
      "Color Mode",
    ]) {
      await expect(field(main, name)).toBeVisible();
    }
    await expect(field(main, "Color 2")).toHaveCount(0);
    await expect(page.getByRole("switch", { name: "Side Stones" })).toBeVisible();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("alert").getByText(messages.missingSkuAndCertificate)).toBeVisible();
    await page.getByRole("textbox", { name: "Client SKU" }).pressSequentially("e2e sku 1");
    await expect(page.getByRole("textbox", { name: "Client SKU" })).toHaveValue("E2ESKU1");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("alert").getByText(messages.missingRequiredFieldsAlert)).toBeVisible();
    // Jewelry Type, and the main stone's shape, cut, polish, symmetry, weight, color and clarity.
    await expect(missingFields(page)).toHaveCount(8);
    await expectTwoDimensionsRefused(page, main.getByRole("textbox", { name: "Measurements" }));
    await screenshot(page, "jewelry-editor-template-1");
    await expectNoSeriousAccessibilityViolations(page);

    await chooseTemplate(page, 2);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(field(main, "Color 2")).toBeVisible();
    await expect(field(main, "Clarity 2")).toBeVisible();
    await expect(page.getByRole("switch", { name: "Side Stones" })).toHaveCount(0);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    // Jewelry Type, weight, both colors and both clarities.
    await expect(missingFields(page)).toHaveCount(6);

    await chooseTemplate(page, 5);
    await expect(field(main, "Cut")).toHaveCount(0);
    await page.getByRole("combobox", { name: "Jewelry Type", exact: true }).click();
    await expect(page.getByRole("option")).toHaveText(["Pendant", "Necklace", "Ring"]);
    await page.keyboard.press("Escape");

    await chooseTemplate(page, 10);
    await expect(field(main, "Clarity 2")).toBeVisible();
    await expect(field(main, "Color 2")).toHaveCount(0);
    await expect(region(page, "Side Stone Information")).toHaveCount(0);

    await chooseTemplate(page, 14);
    await expect(field(main, "Clarity")).toHaveCount(0);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    // Jewelry Type and the shape only.
    await expect(missingFields(page)).toHaveCount(2);

    await chooseTemplate(page, 22);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    // Jewelry Type, and the main stone's type, shape, weight and color.
    await expect(missingFields(page)).toHaveCount(5);
    await page.getByRole("switch", { name: "Side Stones" }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    // With side stones on, also their type, shape, weight, color and clarity.
    await expect(missingFields(page)).toHaveCount(10);
    await screenshot(page, "jewelry-editor-template-22-errors");

    await chooseTemplate(page, 20);
    const gem = region(page, "Gem Stone Information");
    await expect(gem).toBeVisible();
    await expect(region(page, "Side Stone Information")).toBeVisible();
    await expect(page.getByRole("switch", { name: "Side Stones" })).toHaveCount(0);
    await choose(gem, page, "Type", "Ruby");
    await expect(gem.getByRole("textbox", { name: "Color Code" })).toHaveValue(gemstoneColors.Ruby);
    expect(consoleErrors).toEqual([]);
  });

  test("template 4: two center stones as tabs, a third refused, saved and read back", async ({
    page,
    signIn,
  }) => {
    test.slow();
    await signIn(page);
    await newCertificate(page, 4);
    const main = region(page, "Main Stone Information");
    await expect(main.getByRole("tab")).toHaveText(["Center Stone 1", "Center Stone 2"]);
    await main.getByRole("button", { name: "Add Center Stone" }).click();
    const refusal = page.getByRole("dialog", { name: messages.maxCenterStonesTitle });
    await expect(refusal.getByText(messages.maxCenterStones)).toBeVisible();
    await refusal.getByRole("button", { name: "OK" }).click();
    await expect(main.getByRole("tab")).toHaveCount(2);

    const certificate = unique("E2EJ4");
    await page.getByRole("textbox", { name: "Certificate Number" }).fill(certificate);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("alert").getByText(messages.missingRequiredFieldsAlert)).toBeVisible();
    // Jewelry Type, and the first center stone's shape, polish, symmetry, weight, color and clarity.
    await expect(missingFields(page)).toHaveCount(7);
    await screenshot(page, "jewelry-editor-template-4-errors");
    await choose(page, page, "Jewelry Type", "Ring");
    for (const [index, shape] of [
      [1, "Round"],
      [2, "Pear"],
    ] as const) {
      await main.getByRole("tab", { name: `Center Stone ${index}` }).click();
      await choose(main, page, "Shape", shape);
      await choose(main, page, "Polish", "Excellent");
      await choose(main, page, "Symmetry", "Excellent");
      await main.getByRole("textbox", { name: "Weight" }).fill("0.50");
      await choose(main, page, "Color", "G");
      await choose(main, page, "Clarity", "VS1");
    }
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectSavedToast(page);
    await expect(page).toHaveURL(/\/jewelry\/[0-9a-f-]{36}$/);
    const id = page.url().split("/").at(-1) ?? "";
    const stored = await readThroughApi(page, id);
    expect(stored.isMultipleCenterStones).toBe(true);
    expect(stored.centerStones.map((stone) => stone.shape)).toEqual(["Round", "Pear"]);
  });

  test("a plain Save of an order line lists each change of each record, then updates them", async ({
    page,
    signIn,
    consoleErrors,
  }) => {
    await signIn(page, { at: "/jewelry/new" });
    const order = unique("E2EORD");
    const shared = { templateId: 19, jewelryType: "Ring", orderNumber: order, lineNumber: 1 } as const;
    const first = await createThroughApi(page, { ...shared, certificateNumber: unique("E2EL1") });
    const sibling = await createThroughApi(page, { ...shared, certificateNumber: unique("E2EL2") });
    const third = await createThroughApi(page, { ...shared, certificateNumber: unique("E2EL3") });

    await page.goto(`/jewelry/${first.id}`);
    await page.getByRole("textbox", { name: "Description", exact: true }).fill("<p>Three alike</p>");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: messages.orderLineConfirmTitle });
    await expect(confirm.getByText(messages.orderLineConfirm(`${order}-1`))).toBeVisible();
    // This one has 'Video Illustration' already; each other takes the new description.
    await expect(
      confirm.getByRole("region", { name: `This certificate (${first.certificateNumber})` }),
    ).toContainText("Nothing changes on this certificate.");
    for (const record of [sibling, third]) {
      const changes = confirm.getByRole("region", { name: record.certificateNumber });
      await expect(changes.getByRole("row", { name: /Description .+ → Three alike/ })).toBeVisible();
    }
    await expectNoSeriousAccessibilityViolations(page);
    await confirm.getByRole("button", { name: "Save all" }).click();
    await expect(page.getByText(messages.orderLineUpdated)).toBeVisible();
    const saved = await expectSavedToast(page);
    await expect(saved).toContainText(messages.orderLineUpdated);
    await saved.getByRole("button", { name: "Back to list" }).click();
    await expect(page).toHaveURL(/\/jewelry$/);

    for (const record of [sibling, third]) {
      const stored = await readThroughApi(page, record.id);
      expect(stored.description).toBe("Three alike");
      expect(stored.inscription).toBe(orderLineInscription);
      expect(stored.certificateNumber).toBe(record.certificateNumber);
    }
    expect(consoleErrors).toEqual([]);
  });

  test("a lone piece on an order line: the dialog lists its Inscription change, and the typed one can be kept", async ({
    page,
    signIn,
    consoleErrors,
  }) => {
    // Two saves, two dialogs and a reload: over a minute when the two cores are busy.
    test.slow();
    await signIn(page, { at: "/jewelry/new" });
    const order = unique("E2ELONE");
    const piece = await createThroughApi(
      page,
      {
        templateId: 1,
        jewelryType: "Ring",
        certificateNumber: unique("E2ELN"),
        orderNumber: order,
        lineNumber: 3,
        inscription: "LASER 18K",
      },
      { keepInscription: true },
    );
    expect(piece.inscription).toBe("LASER 18K");

    await page.goto(`/jewelry/${piece.id}`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: messages.orderLineConfirmTitle });
    const own = confirm.getByRole("region", { name: `This certificate (${piece.certificateNumber})` });
    await expect(own.getByRole("row", { name: "Inscription LASER 18K → Video Illustration" })).toBeVisible();
    await screenshot(page, "jewelry-order-line-dialog-lone-piece", { fullPage: false });
    await expectNoSeriousAccessibilityViolations(page);

    // Keep it: the change leaves the list, and the save keeps the typed inscription.
    await confirm.getByRole("checkbox", { name: messages.orderLineKeepInscription("LASER 18K") }).check();
    await expect(own.getByRole("row", { name: /Inscription/ })).toHaveCount(0);
    await expect(own).toContainText("Nothing changes on this certificate.");
    await confirm.getByRole("button", { name: "Save", exact: true }).click();
    await expectSavedToast(page, { dismiss: true });
    expect((await readThroughApi(page, piece.id)).inscription).toBe("LASER 18K");

    // Not kept: the rule applies, as the dialog said.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await confirm.getByRole("button", { name: "Save", exact: true }).click();
    await expectSavedToast(page, { dismiss: true });
    expect((await readThroughApi(page, piece.id)).inscription).toBe(orderLineInscription);
    await expect(page.getByRole("textbox", { name: "Inscription", exact: true })).toHaveValue(
      orderLineInscription,
    );
    expect(consoleErrors).toEqual([]);
  });

  test("a saved piece keeps its template when its SKU has defaults; 'Apply SKU defaults' applies them", async ({
    page,
    signIn,
    consoleErrors,
  }) => {
    await signIn(page, { at: "/jewelry/new" });
    const sku = unique("E2ESKU");
    const record = await createThroughApi(page, { templateId: 1, clientSku: sku, jewelryType: "Ring" });
    const defaults = await page.request.put("/api/jewelry/sku-defaults", {
      headers: origin(page),
      data: { clientSku: sku, templateId: 8, mainStoneColorCode: "#E0115F", mainStoneColorMode: "multiply" },
    });
    expect(defaults.status(), await defaults.text()).toBe(200);

    await page.goto(`/jewelry/${record.id}`);
    const notice = page.getByRole("status", { name: messages.skuDefaultsOffered(sku) });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Template: Template 1:");
    await expect(notice).toContainText("Main Stone Color Code: #FFFFFF → #E0115F");
    const template = page.getByRole("combobox", { name: "Template", exact: true });
    await expect(template).toHaveValue(/^Template 1:/);
    const main = region(page, "Main Stone Information");
    await expect(main.getByRole("textbox", { name: "Color Code" })).toHaveValue("#FFFFFF");
    await expect(page.getByText(messages.skuDefaultsApplied(sku))).toHaveCount(0);
    await screenshot(page, "jewelry-sku-defaults-notice");
    await expectNoSeriousAccessibilityViolations(page);

    // A routine Save leaves the issued layout as it is.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectSavedToast(page, { dismiss: true });
    const stored = await readThroughApi(page, record.id);
    expect(stored.templateId).toBe(1);
    expect(stored.mainStone.colorCode).toBe("#FFFFFF");

    await notice.getByRole("button", { name: "Apply SKU defaults" }).click();
    await expect(page.getByText(messages.skuDefaultsApplied(sku))).toBeVisible();
    await expect(template).toHaveValue("Template 8: Main Stone (No Sides)");
    await expect(main.getByRole("textbox", { name: "Color Code" })).toHaveValue("#E0115F");
    await expect(main.getByRole("combobox", { name: "Color Mode" })).toHaveValue("multiply");
    await expect(notice).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("a defaulted client SKU entered on a new piece applies its template and colors", async ({
    page,
    signIn,
  }) => {
    await signIn(page, { at: "/jewelry/new" });
    const sku = unique("E2ESKU");
    const record = await createThroughApi(page, { templateId: 1, clientSku: sku, jewelryType: "Ring" });
    await page.goto(`/jewelry/${record.id}`);
    await chooseTemplate(page, 8);
    const main = region(page, "Main Stone Information");
    await main.getByRole("textbox", { name: "Color Code" }).fill("#E0115F");
    await choose(main, page, "Color Mode", "multiply");
    await page.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("menuitem", { name: "Save SKU Defaults" }).click();
    await expect(page.getByText(messages.skuDefaultsSaved(sku))).toBeVisible();
    // This record's own changes are not saved: leave it anyway.
    page.once("dialog", (dialog) => void dialog.accept());

    await newCertificate(page, 1);
    await page.getByRole("textbox", { name: "Client SKU" }).fill(sku);
    await expect(page.getByText(messages.skuDefaultsApplied(sku))).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Template", exact: true })).toHaveValue(
      "Template 8: Main Stone (No Sides)",
    );
    await expect(main.getByRole("textbox", { name: "Color Code" })).toHaveValue("#E0115F");
    await expect(main.getByRole("combobox", { name: "Color Mode" })).toHaveValue("multiply");
  });

  test("Delete of a piece opened from the dashboard goes back to the dashboard", async ({
    page,
    signIn,
    consoleErrors,
  }) => {
    await signIn(page);
    const number = unique("LGJDEL");
    const pulled = await page.request.post("/api/intake", {
      headers: origin(page),
      data: { type: "jewelry", mode: "single", certificates: number },
    });
    expect(pulled.status(), await pulled.text()).toBeLessThan(300);
    await page.goto("/dashboard");
    const queue = page.getByRole("table", { name: "Newly added items" });
    await queue.getByRole("link", { name: number }).click();
    await expect(page).toHaveURL(/\/jewelry\/[0-9a-f-]{36}$/);
    await page.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: messages.confirmDeleteTitle });
    await confirm.getByRole("button", { name: messages.confirmDeleteFormButton }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(queue.getByRole("link", { name: number })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
