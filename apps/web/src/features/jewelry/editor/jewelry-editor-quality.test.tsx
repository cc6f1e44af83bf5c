import { messages } from "@loupe/domain/messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { bodyOf, stubFetch, writesOf } from "../../../test/fetch-mock";
import { jsonResponse, renderEditorPage } from "../../../test/render";
import { answerJewelryApi, jewelryId, saveResult, storedJewelry } from "./jewelry-editor-fixture";
import { JewelryEditorPage } from "./jewelry-editor-page";

vi.setConfig({ testTimeout: 30_000 });

const fetchMock = stubFetch({ notifications: true });
const writes = () => writesOf(fetchMock);
const renderAt = (id: string) => renderEditorPage(<JewelryEditorPage />, "/jewelry", id);

const printedAt = "2026-03-05T14:05:00.000Z";

async function qualityCard() {
  return screen.findByRole("region", { name: "Quality and Billing" });
}
const priceInput = (card: HTMLElement, name: string) =>
  within(card).getByRole("textbox", { name }) as HTMLInputElement;

describe("JewelryEditorPage, Quality and Billing", () => {
  it("shows the stored QA status, prices in US dollars, the stolen flag and who printed the card when", async () => {
    const jewelry = storedJewelry(
      { qaStatus: "Passed", retailPrice: 4250.5, totalCertPrice: 45, totalCertCost: null, isStolen: true },
      { cardCertPrinted: true, cardPrintedAt: printedAt, cardPrintedBy: "Ann Admin" },
    );
    answerJewelryApi(fetchMock, { jewelry });
    renderAt(jewelryId);
    const card = await qualityCard();
    expect((within(card).getByRole("combobox", { name: "QA Status" }) as HTMLInputElement).value).toBe(
      "Passed",
    );
    expect(priceInput(card, "Retail Price (USD)").value).toBe("$4,250.50");
    expect(priceInput(card, "Total Cert Price (USD)").value).toBe("$45.00");
    expect(priceInput(card, "Total Cert Cost (USD)").value).toBe("");
    expect((within(card).getByRole("switch", { name: "Stolen" }) as HTMLInputElement).checked).toBe(true);
    expect(within(card).getByText(/^Card printed on .* by Ann Admin$/)).toBeTruthy();
  });

  it("says a card was never printed", async () => {
    answerJewelryApi(fetchMock, { jewelry: storedJewelry() });
    renderAt(jewelryId);
    expect(within(await qualityCard()).getByText("Card not printed yet")).toBeTruthy();
  });

  it("saves the QA status, the prices with cents and the stolen flag as edited", async () => {
    const jewelry = storedJewelry({ qaStatus: "Passed", retailPrice: 100 });
    answerJewelryApi(fetchMock, {
      jewelry,
      write: () => jsonResponse(saveResult({ ...jewelry, version: 4 })),
    });
    const events = userEvent.setup();
    renderAt(jewelryId);
    const card = await qualityCard();
    await events.click(within(card).getByRole("combobox", { name: "QA Status" }));
    await events.click(await screen.findByRole("option", { name: "Failed" }));
    await events.clear(priceInput(card, "Retail Price (USD)"));
    await events.type(priceInput(card, "Total Cert Price (USD)"), "1250.5");
    await events.type(priceInput(card, "Total Cert Cost (USD)"), "12.999");
    await events.click(within(card).getByRole("switch", { name: "Stolen" }));
    await events.tab();
    // Two decimals at most: the third is not taken.
    expect(priceInput(card, "Total Cert Cost (USD)").value).toBe("$12.99");
    await events.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(messages.certificateSaved, { selector: "p,div" })).toBeTruthy();
    const [put] = writes();
    expect(bodyOf(put)).toMatchObject({
      qaStatus: "Failed",
      retailPrice: null,
      totalCertPrice: 1250.5,
      totalCertCost: 12.99,
      isStolen: true,
    });
    // Printing's own fields are not the editor's to send.
    expect(bodyOf(put)).not.toHaveProperty("cardCertPrinted");
  });

  it("warns before printing a card printed before, then prints only when told to", async () => {
    const jewelry = storedJewelry(
      {},
      { cardCertPrinted: true, cardPrintedAt: printedAt, cardPrintedBy: "Ann Admin" },
    );
    answerJewelryApi(fetchMock, {
      jewelry,
      write: () => jsonResponse({ message: messages.jewelryCardSent }),
    });
    const events = userEvent.setup();
    renderAt(jewelryId);
    await events.click(await screen.findByRole("button", { name: "Print Card" }));
    const dialog = await screen.findByRole("dialog", { name: "Already printed" });
    expect(dialog.textContent).toMatch(/The card of JW1001 was already printed on .* by Ann Admin\./);
    expect(writes()).toHaveLength(0);
    await events.click(within(dialog).getByRole("button", { name: "Print again" }));
    await waitFor(() =>
      expect(writes().map(([url]) => url)).toEqual([`/api/jewelry/${jewelryId}/print-card`]),
    );
  });
});
