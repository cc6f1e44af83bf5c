import { messages } from "@loupe/domain/messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { bodyOf, stubFetch, writesOf } from "../../../test/fetch-mock";
import { jsonResponse, renderEditorPage } from "../../../test/render";
import {
  answerJewelryApi,
  answerStoredOnOrderLine,
  clientId,
  jewelryId,
  orderLineMember,
  saveResult,
  storedJewelry,
} from "./jewelry-editor-fixture";
import { JewelryEditorPage } from "./jewelry-editor-page";

vi.setConfig({ testTimeout: 30_000 });

const fetchMock = stubFetch({ notifications: true });

type Events = ReturnType<typeof userEvent.setup>;
const writes = () => writesOf(fetchMock);

const renderAt = (id: string) => renderEditorPage(<JewelryEditorPage />, "/jewelry", id);

async function chooseTemplate(events: Events, id: number) {
  await events.click(screen.getByRole("combobox", { name: "Template" }));
  await events.click(await screen.findByRole("option", { name: new RegExp(`^Template ${id}:`) }));
}
const textbox = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;

describe("JewelryEditorPage, checks before saving", () => {
  it("asks for a client SKU or a certificate number, then marks the template's missing fields in red", async () => {
    answerJewelryApi(fetchMock);
    const events = userEvent.setup();
    renderAt("new");
    await chooseTemplate(events, 1);
    await events.click(screen.getByRole("button", { name: "Save" }));
    expect(
      within(await screen.findByRole("alert")).getByText(messages.missingSkuAndCertificate),
    ).toBeTruthy();

    await events.type(textbox("Client SKU"), "ab 12 3");
    expect(textbox("Client SKU").value).toBe("AB123");
    await events.click(screen.getByRole("button", { name: "Save" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(messages.missingRequiredFieldsAlert)).toBeTruthy();
    expect(
      within(alert).getByText(/Missing: Jewelry Type, Main Stone Shape, Main Stone Polish/),
    ).toBeTruthy();
    const marks = screen.getAllByText(messages.missingField);
    // Jewelry Type and the main stone's shape, polish, symmetry, cut, weight, color and clarity.
    expect(marks).toHaveLength(8);
    // In red: Mantine's field error, and the field marked invalid.
    expect(marks[0]?.className).toContain("InputWrapper-error");
    expect(screen.getByRole("combobox", { name: "Jewelry Type" }).getAttribute("aria-invalid")).toBe("true");
    expect(writes()).toHaveLength(0);

    // A field edited loses its mark; the others keep theirs.
    await events.click(screen.getByRole("combobox", { name: "Jewelry Type" }));
    await events.click(await screen.findByRole("option", { name: "Ring" }));
    expect(screen.getAllByText(messages.missingField)).toHaveLength(7);
  });

  it("keeps a measurement of two dimensions as typed and says why under it", async () => {
    answerJewelryApi(fetchMock);
    const events = userEvent.setup();
    renderAt("new");
    await chooseTemplate(events, 1);
    const main = screen.getByRole("region", { name: "Main Stone Information" });
    const measurements = within(main).getByRole("textbox", { name: "Measurements" }) as HTMLInputElement;
    await events.type(measurements, "5 x 5");
    await events.tab();
    expect(await within(main).findByText(messages.measurementsNeedThreeDimensions)).toBeTruthy();
    expect(measurements.value).toBe("5 x 5");
    expect(measurements.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("dialog")).toBeNull();
    // Corrected, the reason goes.
    await events.type(measurements, " x 3");
    expect(within(main).queryByText(messages.measurementsNeedThreeDimensions)).toBeNull();
  });
});

describe("JewelryEditorPage, saving", () => {
  it("strips HTML from the description, saves with the record's version, and offers Back to list in its one toast", async () => {
    const jewelry = storedJewelry({ description: "" });
    answerJewelryApi(fetchMock, {
      jewelry,
      write: () => jsonResponse(saveResult({ ...jewelry, version: 4 })),
    });
    const events = userEvent.setup();
    const { router } = renderAt(jewelryId);
    const description = await screen.findByRole("textbox", { name: "Description" });
    await events.click(description);
    await events.paste("<p>Halo <b>ring</b></p>");
    await events.type(textbox("Output File Name"), "JW1");
    await events.tab();
    expect(textbox("Output File Name").value).toBe("JW1_001.mp4");
    await events.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(messages.certificateSaved, { selector: "p,div" })).toBeTruthy();
    const [put] = writes();
    expect(put?.[0]).toBe(`/api/jewelry/${jewelryId}?digitalCertificate=false`);
    expect(bodyOf(put)).toMatchObject({
      description: "Halo ring",
      outputFileName: "JW1_001.mp4",
      version: 3,
      templateId: 1,
      clientId,
    });
    // One toast, no dialog: the record stays open until 'Back to list'.
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(router.state.location.pathname).toBe(`/jewelry/${jewelryId}`);
    await events.click(screen.getByRole("button", { name: "Back to list" }));
    expect(router.state.location.pathname).toBe("/jewelry");
  });

  it("before a lone piece's Save on an order line shows its Inscription change, and keeps the typed one when asked", async () => {
    answerStoredOnOrderLine(fetchMock);
    const events = userEvent.setup();
    renderAt(jewelryId);
    await events.click(await screen.findByRole("button", { name: "Save" }));

    const confirm = await screen.findByRole("dialog", { name: messages.orderLineConfirmTitle });
    expect(within(confirm).getByText(messages.orderLineConfirm("ORD7-2"))).toBeTruthy();
    const own = within(confirm).getByRole("region", { name: "This certificate (JW1001)" });
    expect(within(own).getByRole("row", { name: /Inscription LASER 18K → Video Illustration/ })).toBeTruthy();
    const lineRead = fetchMock.mock.calls.find(([url]) => String(url).startsWith("/api/jewelry/order-line"));
    expect(String(lineRead?.[0])).toBe(
      `/api/jewelry/order-line?orderNumber=ORD7&lineNumber=2&excludeId=${jewelryId}`,
    );
    expect(writes()).toHaveLength(0);

    await events.click(
      within(confirm).getByRole("checkbox", { name: messages.orderLineKeepInscription("LASER 18K") }),
    );
    expect(within(own).queryByRole("row", { name: /Inscription/ })).toBeNull();
    expect(within(own).getByText("Nothing changes on this certificate.")).toBeTruthy();
    await events.click(within(confirm).getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("button", { name: "Back to list" })).toBeTruthy();
    const [put] = writes();
    expect(bodyOf(put)).toMatchObject({
      inscription: "LASER 18K",
      orderLine: { members: [], keepInscription: true },
    });
  });

  it("before saving an order line lists each other record's changes, then says they were updated", async () => {
    const jewelry = storedJewelry({ orderNumber: "ORD7", lineNumber: 2, metal: "18K White Gold" });
    const siblingId = "0190a7b4-0000-7000-8000-0000000000b1";
    const sameId = "0190a7b4-0000-7000-8000-0000000000b2";
    answerJewelryApi(fetchMock, {
      jewelry,
      orderLine: {
        members: [
          orderLineMember(siblingId, {
            certificateNumber: "JW1002",
            orderNumber: "ORD7",
            lineNumber: 2,
            metal: "Silver",
            inscription: "JW1002",
          }),
          orderLineMember(sameId, {
            certificateNumber: "JW1003",
            orderNumber: "ORD7",
            lineNumber: 2,
            metal: "18K White Gold",
            inscription: "Video Illustration",
          }),
        ],
        names: {},
      },
      write: () => jsonResponse(saveResult({ ...jewelry, version: 4 }, { orderLineUpdated: 1 })),
    });
    const events = userEvent.setup();
    renderAt(jewelryId);
    await events.click(await screen.findByRole("button", { name: "Save" }));

    const confirm = await screen.findByRole("dialog", { name: messages.orderLineConfirmTitle });
    const sibling = within(confirm).getByRole("region", { name: "JW1002" });
    expect(within(sibling).getByRole("row", { name: /Metal Silver → 18K White Gold/ })).toBeTruthy();
    expect(
      within(sibling).getByRole("row", { name: /Inscription JW1002 → Video Illustration/ }),
    ).toBeTruthy();
    // A record that already has all of it is not listed: it does not change.
    expect(within(confirm).queryByRole("region", { name: "JW1003" })).toBeNull();
    // The saved record has no inscription typed: it takes the rule's, nothing to keep.
    expect(within(confirm).queryByRole("checkbox")).toBeNull();
    await events.click(within(confirm).getByRole("button", { name: "Save all" }));

    // One toast says all of it.
    const toast = (await screen.findByText(messages.orderLineUpdated)).closest<HTMLElement>(
      ".mantine-Notification-root",
    );
    if (!toast) throw new Error("no toast");
    expect(within(toast).getByText(messages.certificateSaved)).toBeTruthy();
    expect(within(toast).getByText(messages.certificatesUpdated)).toBeTruthy();
    expect(document.querySelectorAll(".mantine-Notification-root")).toHaveLength(1);
    const [put] = writes();
    expect(bodyOf(put)).toMatchObject({
      orderLine: {
        members: [
          { id: siblingId, version: 5 },
          { id: sameId, version: 5 },
        ],
        keepInscription: false,
      },
    });
  });

  it("shows on the form, without offering Reload, that the line changed since it was reviewed", async () => {
    const jewelry = storedJewelry({ orderNumber: "ORD7", lineNumber: 2, inscription: "LASER 18K" });
    const detail = messages.orderLineChanged("ORD7-2");
    answerJewelryApi(fetchMock, {
      jewelry,
      write: () =>
        jsonResponse(
          { status: 409, title: "Conflict", detail, errors: [{ field: "orderNumber", message: detail }] },
          409,
        ),
    });
    const events = userEvent.setup();
    renderAt(jewelryId);
    await events.click(await screen.findByRole("button", { name: "Save" }));
    const confirm = await screen.findByRole("dialog", { name: messages.orderLineConfirmTitle });
    await events.click(within(confirm).getByRole("button", { name: "Save" }));
    expect((await screen.findAllByText(detail)).length).toBeGreaterThan(0);
    expect(screen.getByRole("textbox", { name: "Order Number" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("button", { name: "Reload" })).toBeNull();
  });

  it("asks nothing when the rule changes nothing", async () => {
    const jewelry = storedJewelry({ orderNumber: "ORD7", lineNumber: 2, inscription: "Video Illustration" });
    answerJewelryApi(fetchMock, {
      jewelry,
      write: () => jsonResponse(saveResult({ ...jewelry, version: 4 })),
    });
    const events = userEvent.setup();
    renderAt(jewelryId);
    await events.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByRole("button", { name: "Back to list" })).toBeTruthy();
    expect(bodyOf(writes()[0])).not.toHaveProperty("orderLine");
  });

  it("saves nothing when the order-line question is cancelled", async () => {
    const jewelry = storedJewelry({ orderNumber: "ORD7", lineNumber: 2 });
    answerJewelryApi(fetchMock, { jewelry });
    const events = userEvent.setup();
    renderAt(jewelryId);
    await events.click(await screen.findByRole("button", { name: "Save" }));
    const confirm = await screen.findByRole("dialog", { name: messages.orderLineConfirmTitle });
    await events.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(writes()).toHaveLength(0);
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("Create Digital Certificate goes to the list once the spreadsheet took it", async () => {
    const jewelry = storedJewelry();
    answerJewelryApi(fetchMock, {
      jewelry,
      write: () => jsonResponse(saveResult(jewelry, { spreadsheet: { delivered: true, error: null } })),
    });
    const events = userEvent.setup();
    const { router } = renderAt(jewelryId);
    await events.click(await screen.findByRole("button", { name: "Create Digital Certificate" }));
    expect(await screen.findByText(messages.certificateSavedAndSent)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/jewelry");
    expect(writes()[0]?.[0]).toBe(`/api/jewelry/${jewelryId}?digitalCertificate=true`);
  });
});

describe("JewelryEditorPage, SKU defaults", () => {
  it("leaves a saved piece's template and colors alone on opening, offers its SKU's defaults, and applies them when asked", async () => {
    const jewelry = storedJewelry({ clientSku: "SKU9" });
    answerJewelryApi(fetchMock, {
      jewelry,
      write: () => jsonResponse(saveResult({ ...jewelry, version: 4 })),
      skuDefaults: {
        clientSku: "SKU9",
        templateId: 8,
        mainStoneColorCode: "#E0115F",
        sideStoneColorCode: "#FFFFFF",
        mainStoneColorMode: "multiply",
        sideStoneColorMode: "color",
      },
    });
    const events = userEvent.setup();
    renderAt(jewelryId);
    const notice = await screen.findByRole("status", { name: messages.skuDefaultsOffered("SKU9") });
    expect(
      within(notice).getByText(/Template: Template 1: .+ → Template 8: Main Stone \(No Sides\)/),
    ).toBeTruthy();
    expect(within(notice).getByText("Main Stone Color Code: #FFFFFF → #E0115F")).toBeTruthy();
    const template = () => (screen.getByRole("combobox", { name: "Template" }) as HTMLInputElement).value;
    const main = () => screen.getByRole("region", { name: "Main Stone Information" });
    const colorCode = () =>
      (within(main()).getByRole("textbox", { name: "Color Code" }) as HTMLInputElement).value;
    expect(template()).toMatch(/^Template 1:/);
    expect(colorCode()).toBe("#FFFFFF");
    expect(screen.queryByText(messages.skuDefaultsApplied("SKU9"))).toBeNull();
    expect(screen.getByText("Defaulted")).toBeTruthy();

    // A routine Save sends the piece's own template.
    await events.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByRole("button", { name: "Back to list" });
    expect(bodyOf(writes()[0])).toMatchObject({ templateId: 1, mainStone: { colorCode: "#FFFFFF" } });

    await events.click(within(notice).getByRole("button", { name: "Apply SKU defaults" }));
    expect(await screen.findByText(messages.skuDefaultsApplied("SKU9"))).toBeTruthy();
    expect(template()).toBe("Template 8: Main Stone (No Sides)");
    expect(colorCode()).toBe("#E0115F");
    expect((within(main()).getByRole("combobox", { name: "Color Mode" }) as HTMLInputElement).value).toBe(
      "multiply",
    );
    expect(screen.queryByRole("status", { name: messages.skuDefaultsOffered("SKU9") })).toBeNull();
  });

  it("applies the defaults of a client SKU entered now on a saved piece", async () => {
    const jewelry = storedJewelry({ clientSku: "OLD1" });
    answerJewelryApi(fetchMock, {
      jewelry,
      skuDefaults: {
        clientSku: "SKU9",
        templateId: 8,
        mainStoneColorCode: "#E0115F",
        sideStoneColorCode: "#FFFFFF",
        mainStoneColorMode: "multiply",
        sideStoneColorMode: "color",
      },
    });
    const events = userEvent.setup();
    renderAt(jewelryId);
    const sku = await screen.findByRole("textbox", { name: "Client SKU" });
    await events.clear(sku);
    await events.type(sku, "SKU9");
    expect(await screen.findByText(messages.skuDefaultsApplied("SKU9"), {}, { timeout: 3000 })).toBeTruthy();
    expect((screen.getByRole("combobox", { name: "Template" }) as HTMLInputElement).value).toBe(
      "Template 8: Main Stone (No Sides)",
    );
  });

  it("applies a defaulted SKU typed into a new certificate", async () => {
    answerJewelryApi(fetchMock, {
      skuDefaults: {
        clientSku: "SKU9",
        templateId: 15,
        mainStoneColorCode: "#50C878",
        sideStoneColorCode: "#FFFFFF",
        mainStoneColorMode: "color",
        sideStoneColorMode: "color",
      },
    });
    const events = userEvent.setup();
    renderAt("new");
    await chooseTemplate(events, 1);
    await events.type(textbox("Client SKU"), "sku9");
    expect(await screen.findByText(messages.skuDefaultsApplied("SKU9"), {}, { timeout: 3000 })).toBeTruthy();
    const gem = screen.getByRole("region", { name: "Gem Stone Information" });
    expect((within(gem).getByRole("textbox", { name: "Color Code" }) as HTMLInputElement).value).toBe(
      "#50C878",
    );
  });

  it("marks the client SKU as defaulted with the record's template and colors", async () => {
    const jewelry = storedJewelry({
      clientSku: "SKU5",
      mainStone: { type: "Ruby", colorCode: "#E0115F" },
      renderStatus: "processing",
    });
    answerJewelryApi(fetchMock, { jewelry, write: (init) => jsonResponse(JSON.parse(String(init?.body))) });
    const events = userEvent.setup();
    renderAt(jewelryId);
    await events.click(await screen.findByRole("button", { name: "More actions" }));
    await events.click(await screen.findByRole("menuitem", { name: "Save SKU Defaults" }));
    // The render switch is on while a render is asked for or running.
    expect((screen.getByRole("switch", { name: "Render" }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText(messages.skuDefaultsSaved("SKU5"))).toBeTruthy();
    const [put] = writes();
    expect(put?.[0]).toBe("/api/jewelry/sku-defaults");
    expect(bodyOf(put)).toEqual({
      clientSku: "SKU5",
      templateId: 1,
      mainStoneColorCode: "#E0115F",
      sideStoneColorCode: "#FFFFFF",
      mainStoneColorMode: "color",
      sideStoneColorMode: "color",
    });
  });
});

describe("JewelryEditorPage, deleting", () => {
  it("goes back where the user came from: the dashboard", async () => {
    const jewelry = storedJewelry();
    answerJewelryApi(fetchMock, { jewelry, write: () => jsonResponse(null, 204) });
    const events = userEvent.setup();
    const { router } = renderAt(jewelryId);
    // Opened from the dashboard.
    await router.navigate("/");
    await screen.findByText("elsewhere", {}, { timeout: 5000 });
    await router.navigate(`/jewelry/${jewelryId}`);
    await events.click(await screen.findByRole("button", { name: "More actions" }, { timeout: 5000 }));
    await events.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const confirm = screen.getByRole("dialog", { name: messages.confirmDeleteTitle });
    await events.click(within(confirm).getByRole("button", { name: messages.confirmDeleteFormButton }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"), { timeout: 5000 });
    expect(await screen.findByText("elsewhere")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
    expect(writes().at(-1)?.[1]?.method).toBe("DELETE");
  });

  it("goes to the list when the record was opened on its own", async () => {
    const jewelry = storedJewelry();
    answerJewelryApi(fetchMock, { jewelry, write: () => jsonResponse(null, 204) });
    const events = userEvent.setup();
    const { router } = renderAt(jewelryId);
    await events.click(await screen.findByRole("button", { name: "More actions" }));
    await events.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const confirm = screen.getByRole("dialog", { name: messages.confirmDeleteTitle });
    await events.click(within(confirm).getByRole("button", { name: messages.confirmDeleteFormButton }));
    await screen.findByText(messages.deletedText);
    expect(router.state.location.pathname).toBe("/jewelry");
  });
});
