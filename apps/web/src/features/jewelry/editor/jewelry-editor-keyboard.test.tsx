import { messages } from "@loupe/domain/messages";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { bodyOf, stubFetch, writesOf } from "../../../test/fetch-mock";
import { renderEditorPage } from "../../../test/render";
import {
  answerJewelryApi,
  answerStoredOnOrderLine,
  jewelryId,
  storedJewelry,
} from "./jewelry-editor-fixture";
import { JewelryEditorPage } from "./jewelry-editor-page";

// The editor by keyboard (issue 21): the Tab order follows the work, a new record starts at the
// template, Ctrl/⌘+S is the Save button's own submit, the template is found by number or name.

vi.setConfig({ testTimeout: 30_000 });

const fetchMock = stubFetch({ notifications: true });
const writes = () => writesOf(fetchMock);
const renderAt = (id: string) => renderEditorPage(<JewelryEditorPage />, "/jewelry", id);
const template = () => screen.getByRole("combobox", { name: "Template" }) as HTMLInputElement;
const region = (name: string) => screen.getByRole("region", { name });

// The field or button named `name` in `scope`.
function named(scope: HTMLElement, name: string): HTMLElement {
  const inScope = within(scope);
  return (
    inScope.queryByRole("combobox", { name }) ??
    inScope.queryByRole("textbox", { name }) ??
    inScope.getByRole("button", { name })
  );
}

describe("JewelryEditorPage, by keyboard", () => {
  it("focuses Template on a new record; typing its number and Enter choose it; Tab then follows the work", async () => {
    answerJewelryApi(fetchMock);
    const events = userEvent.setup();
    renderAt("new");
    await waitFor(() => expect(document.activeElement).toBe(template()));

    await events.keyboard("1{Enter}");
    expect(template().value).toBe("Template 1: Everything Round Center + Side Stones");
    const general = region("General Jewelry Information");
    const main = region("Main Stone Information");
    const order: [HTMLElement, string][] = [
      [document.body, "About the templates"],
      ...["Certificate Number", "Client SKU", "Client", "Jewelry Type", "Metal", "Measurement"].map(
        (name): [HTMLElement, string] => [general, name],
      ),
      ...[
        "Type",
        "Shape",
        "Weight",
        "Color template",
        "Color",
        "Color asterisks",
        "Clarity",
        "Clarity asterisks",
        "Cut",
        "Polish",
        "Symmetry",
        "Table %",
        "Depth %",
        "Measurements",
      ].map((name): [HTMLElement, string] => [main, name]),
    ];
    for (const [scope, name] of order) {
      await events.tab();
      expect(document.activeElement, name).toBe(named(scope, name));
    }
  });

  it("orders the cards as the work goes: general, main stone, side stones, numbers, texts, media", async () => {
    answerJewelryApi(fetchMock);
    const events = userEvent.setup();
    renderAt("new");
    await events.keyboard("1{Enter}");
    await events.click(screen.getByRole("switch", { name: "Side Stones" }));
    const titles = screen.getAllByRole("region").map((card) => card.getAttribute("aria-labelledby"));
    expect(titles.map((id) => document.getElementById(id ?? "")?.textContent)).toEqual([
      "General Jewelry Information",
      "Main Stone Information",
      "Side Stone Information",
      "Order and Tracking",
      "Description and Comments",
      "Quality and Billing",
      "Certificate Video",
      "Company Logo",
    ]);
  });

  it("leaves the focus alone on an existing record; the skip link takes it to Template", async () => {
    answerJewelryApi(fetchMock, { jewelry: storedJewelry() });
    const events = userEvent.setup();
    renderAt(jewelryId);
    await screen.findByRole("region", { name: "Main Stone Information" });
    expect(document.activeElement).toBe(document.body);

    await events.tab();
    const skip = screen.getByRole("link", { name: "Skip to form" });
    expect(document.activeElement).toBe(skip);
    await events.keyboard("{Enter}");
    expect(document.activeElement).toBe(template());
  });

  it("finds a template by its number or a word of its name", async () => {
    answerJewelryApi(fetchMock);
    const events = userEvent.setup();
    renderAt("new");
    await waitFor(() => expect(document.activeElement).toBe(template()));
    await events.keyboard("22");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Template 22: Colored Diamonds + Main 4",
    ]);
    await events.clear(template());
    await events.keyboard("metal");
    expect(screen.getAllByRole("option")[0]?.textContent).toBe("Template 19: Metal Only");
    await events.keyboard("{Enter}");
    expect(template().value).toBe("Template 19: Metal Only");
  });

  it("shows each template's cards and required fields in the info, where a click chooses one", async () => {
    answerJewelryApi(fetchMock);
    const events = userEvent.setup();
    renderAt("new");
    await events.click(screen.getByRole("button", { name: "About the templates" }));
    const info = await screen.findByRole("dialog", { name: "Templates" });
    const first = within(info).getByRole("button", { name: /^Template 1: / });
    expect(first.textContent).toContain(
      "Cards: General Jewelry Information · Main Stone Information · Side Stone Information (with Side Stones on)",
    );
    expect(first.textContent).toContain(
      "Required: Jewelry Type; Main Stone: Shape, Polish, Symmetry, Cut, Weight (unless Accent), Color, Clarity",
    );
    await events.click(within(info).getByRole("button", { name: /^Template 15: Gem Stone as Primary/ }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Templates" })).toBeNull());
    expect(template().value).toBe("Template 15: Gem Stone as Primary");
    expect(region("Gem Stone Information")).toBeTruthy();
  });
});

describe("JewelryEditorPage, Ctrl/⌘+S", () => {
  it("saves through Save's own path: its checks first, without the browser's save dialog", async () => {
    answerJewelryApi(fetchMock);
    const events = userEvent.setup();
    renderAt("new");
    await events.keyboard("1{Enter}");
    const number = named(region("General Jewelry Information"), "Certificate Number");
    expect(fireEvent.keyDown(number, { key: "s", ctrlKey: true })).toBe(false);
    expect(
      within(await screen.findByRole("alert")).getByText(messages.missingSkuAndCertificate),
    ).toBeTruthy();
    expect(writes()).toHaveLength(0);
  });

  it("asks the order line's question, as Save does, and saves on the answer; a dialog keeps ⌘+S to itself", async () => {
    answerStoredOnOrderLine(fetchMock);
    const events = userEvent.setup();
    renderAt(jewelryId);
    await events.click(await screen.findByRole("textbox", { name: "Description" }));
    await events.keyboard("{Meta>}s{/Meta}");

    const confirm = await screen.findByRole("dialog", { name: messages.orderLineConfirmTitle });
    expect(writes()).toHaveLength(0);
    await events.keyboard("{Meta>}s{/Meta}");
    expect(screen.getAllByRole("dialog", { name: messages.orderLineConfirmTitle })).toHaveLength(1);
    expect(writes()).toHaveLength(0);
    await events.click(within(confirm).getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("button", { name: "Back to list" })).toBeTruthy();
    const [put] = writes();
    expect(put?.[0]).toBe(`/api/jewelry/${jewelryId}?digitalCertificate=false`);
    expect(bodyOf(put)).toMatchObject({ version: 3, orderNumber: "ORD7", lineNumber: 2 });
  });
});
