import { notAWebLink } from "@loupe/domain/links";
import { messages } from "@loupe/domain/messages";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render";
import { answerDiamondApi } from "./diamond-form-fixture";
import { DiamondFormPage } from "./diamond-form-page";

// A form this size takes a few seconds per test in jsdom, more when the whole suite runs at once.
vi.setConfig({ testTimeout: 20_000 });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  answerDiamondApi(fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

type Events = ReturnType<typeof userEvent.setup>;
const writes = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") !== "GET");
// The form's field labels, without the required asterisk (role queries are slow on a form this size).
const labels = () =>
  new Set(Array.from(document.querySelectorAll("label"), (label) => label.firstChild?.textContent?.trim()));

function renderNew() {
  return renderWithApp(<DiamondFormPage />, { path: "/diamond/:id", route: "/diamond/new" });
}

async function choose(events: Events, name: string, option: string | RegExp) {
  await events.click(screen.getByRole("combobox", { name }));
  await events.click(await screen.findByRole("option", { name: option }));
}

async function chooseTemplate(events: Events, id: number) {
  await choose(events, "Template", new RegExp(`^${id}\\.`));
}

describe("DiamondForm, fields by template", () => {
  it("shows nothing but the template chooser until a template is chosen", async () => {
    renderNew();
    expect(screen.getByRole("heading", { name: "Add Diamond" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Template" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "General Information" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });

  it("template 1 shows Cut, Girdle, Table and Depth; template 6 hides Polish, Symmetry, Fluorescence", async () => {
    const events = userEvent.setup();
    renderNew();
    await events.click(screen.getByRole("combobox", { name: "Template" }));
    await events.click(screen.getByRole("option", { name: "1. Everything" }));
    const general = screen.getByRole("region", { name: "General Information" });
    for (const name of ["Certificate Number", "Client SKU", "Stock Number", "Inscription", "Order Number"]) {
      expect(within(general).getByRole("textbox", { name })).toBeTruthy();
    }
    for (const name of ["Client", "Customer", "Origin"]) {
      expect(within(general).getByRole("combobox", { name })).toBeTruthy();
    }
    const shown = labels();
    for (const name of ["Shape", "Weight (ct)", "Cut", "Polish", "Symmetry", "Fluorescence", "Girdle"]) {
      expect(shown.has(name), name).toBe(true);
    }
    for (const name of ["Table %", "Depth %", "Color", "Color template", "Clarity", "Measurements"]) {
      expect(shown.has(name), name).toBe(true);
    }

    await events.click(screen.getByRole("combobox", { name: "Template" }));
    await events.click(screen.getByRole("option", { name: "6. Extra Minimalist" }));
    const left = labels();
    for (const name of ["Polish", "Symmetry", "Fluorescence", "Cut", "Girdle", "Table %", "Depth %"]) {
      expect(left.has(name), name).toBe(false);
    }
    for (const name of ["Shape", "Weight (ct)", "Color", "Clarity", "Measurements"]) {
      expect(left.has(name), name).toBe(true);
    }
  });

  it("offers a girdle added through attributes", async () => {
    const events = userEvent.setup();
    renderNew();
    await chooseTemplate(events, 1);
    await events.click(screen.getByRole("combobox", { name: "Girdle" }));
    expect(screen.getByRole("option", { name: "M" })).toBeTruthy();
    expect(await screen.findByRole("option", { name: "Thin" })).toBeTruthy();
  });
});

describe("DiamondForm, certificate keys", () => {
  it("drop whitespace and are upper-cased as they are typed, the caret staying in place", async () => {
    const events = userEvent.setup();
    renderNew();
    await chooseTemplate(events, 6);
    const number = screen.getByRole("textbox", { name: "Certificate Number" }) as HTMLInputElement;
    await events.type(number, "ux 900 001");
    expect(number.value).toBe("UX900001");
    number.setSelectionRange(2, 2);
    await events.keyboard(" a");
    expect(number.value).toBe("UXA900001");
    expect(number.selectionStart).toBe(3);
    const sku = screen.getByRole("textbox", { name: "Client SKU" }) as HTMLInputElement;
    await events.type(sku, "sku 12");
    expect(sku.value).toBe("SKU12");
    const stock = screen.getByRole("textbox", { name: "Stock Number" }) as HTMLInputElement;
    await events.type(stock, "st 1");
    expect(stock.value).toBe("st 1");
  });
});

describe("DiamondForm, checks before sending", () => {
  it("marks each missing required field, shows the alert, and sends nothing", async () => {
    const events = userEvent.setup();
    renderNew();
    await chooseTemplate(events, 6);
    await events.type(screen.getByRole("textbox", { name: "Certificate Number" }), "LG7");
    await events.click(screen.getByRole("button", { name: "Save" }));

    const alert = screen.getByRole("alert");
    expect(within(alert).getByText(messages.missingRequiredFieldsAlert)).toBeTruthy();
    expect(within(alert).getByText("Missing: Shape, Weight, Color, Clarity")).toBeTruthy();
    expect(screen.getAllByText(messages.missingField)).toHaveLength(4);
    for (const name of ["Shape", "Color", "Clarity"]) {
      expect(screen.getByRole("combobox", { name }).getAttribute("aria-invalid")).toBe("true");
    }
    expect(screen.getByRole("textbox", { name: "Weight (ct)" }).getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(alert);
    expect(writes()).toHaveLength(0);

    // A field filled in loses its mark at once.
    await choose(events, "Shape", "Oval");
    expect(screen.getAllByText(messages.missingField)).toHaveLength(3);
    await events.click(screen.getByRole("button", { name: "Create Digital Certificate" }));
    expect(writes()).toHaveLength(0);

    // Another template asks for other fields: no mark of the old one stays behind.
    await chooseTemplate(events, 1);
    expect(screen.queryAllByText(messages.missingField)).toHaveLength(0);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("asks for a Client SKU or a Certificate Number before anything else", async () => {
    const events = userEvent.setup();
    renderNew();
    await chooseTemplate(events, 6);
    await events.click(screen.getByRole("button", { name: "Save" }));
    expect(within(screen.getByRole("alert")).getByText(messages.missingSkuAndCertificate)).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Certificate Number" }).getAttribute("aria-invalid")).toBe(
      "true",
    );
    expect(screen.getByRole("textbox", { name: "Client SKU" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText(messages.missingField)).toBeNull();

    // Either identifier satisfies the rule: typing one clears both marks.
    await events.type(screen.getByRole("textbox", { name: "Client SKU" }), "SKU-9");
    expect(screen.getByRole("textbox", { name: "Certificate Number" }).getAttribute("aria-invalid")).not.toBe(
      "true",
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(writes()).toHaveLength(0);
  });
});

describe("DiamondForm, imperfection link", () => {
  it("refuses a link that is not a web address, and sends nothing", async () => {
    const events = userEvent.setup();
    renderNew();
    await chooseTemplate(events, 6);
    await events.type(screen.getByRole("textbox", { name: "Client SKU" }), "SKU-1");
    const link = screen.getByRole("textbox", { name: "Imperfection link" });
    await events.type(link, "javascript:alert(document.cookie)");
    await events.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findAllByText(notAWebLink)).length).toBeGreaterThan(0);
    expect(link.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (link.getAttribute("aria-describedby") ?? "").split(" ");
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(notAWebLink);
    expect(writes()).toHaveLength(0);
  });
});

describe("DiamondForm, measurements", () => {
  it.each([
    ["6.41 x 6.43", messages.measurementsNeedThreeDimensions],
    ["6.41 x abc x 3.97", messages.measurementsWrongFormat],
  ])("keeps %s as typed and says why under the field", async (typed, message) => {
    const events = userEvent.setup();
    renderNew();
    await chooseTemplate(events, 6);
    const input = screen.getByRole("textbox", { name: "Measurements" });
    await events.type(input, typed);
    await events.tab();
    expect(await screen.findByText(message)).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe(typed);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("sends nothing when Save is clicked straight from a wrong value", async () => {
    const events = userEvent.setup();
    renderNew();
    await chooseTemplate(events, 6);
    await events.type(screen.getByRole("textbox", { name: "Client SKU" }), "SKU-1");
    await events.type(screen.getByRole("textbox", { name: "Measurements" }), "6.41 x 6.43");
    await events.click(screen.getByRole("button", { name: "Save" }));
    const input = screen.getByRole("textbox", { name: "Measurements" }) as HTMLInputElement;
    await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText(messages.measurementsNeedThreeDimensions).length).toBeGreaterThan(0);
    expect(input.value).toBe("6.41 x 6.43");
    expect(writes()).toHaveLength(0);
  });

  it("writes a right value the standard way", async () => {
    const events = userEvent.setup();
    renderNew();
    await chooseTemplate(events, 6);
    const input = screen.getByRole("textbox", { name: "Measurements" });
    expect(screen.getByText("e.g. 6.41 x 6.43 x 3.97")).toBeTruthy();
    await events.type(input, "6.41x6.43 X 3.97");
    await events.tab();
    expect((input as HTMLInputElement).value).toBe("6.41 x 6.43 x 3.97 mm");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("DiamondForm, texts and color", () => {
  it("caps Description at 300 characters with a counter and a short message", async () => {
    const events = userEvent.setup();
    renderNew();
    await chooseTemplate(events, 6);
    const description = screen.getByRole("textbox", { name: "Description" });
    await events.type(description, "Bright");
    expect(screen.getAllByText(messages.characterCounter(6, 300))).toHaveLength(1);
    await events.click(description);
    await events.paste("x".repeat(310));
    expect((description as HTMLTextAreaElement).value).toHaveLength(300);
    expect(screen.getByText(messages.characterCounter(300, 300))).toBeTruthy();
    expect(screen.getByText(messages.textOverLimit)).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1600)));
    expect(screen.queryByText(messages.textOverLimit)).toBeNull();
    expect(screen.getByText(messages.characterCounter(0, 300))).toBeTruthy();
  });

  it("clears the color grade when the color template changes", async () => {
    const events = userEvent.setup();
    renderNew();
    await chooseTemplate(events, 6);
    await choose(events, "Color", "G");
    expect((screen.getByRole("combobox", { name: "Color" }) as HTMLInputElement).value).toBe("G");
    await choose(events, "Color template", "Pink");
    expect((screen.getByRole("combobox", { name: "Color" }) as HTMLInputElement).value).toBe("");
    await events.click(screen.getByRole("combobox", { name: "Color" }));
    expect(screen.getByRole("option", { name: "Fancy Intense" })).toBeTruthy();
    expect(screen.queryByRole("option", { name: "G" })).toBeNull();
  });
});
