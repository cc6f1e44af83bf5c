import { messages } from "@loupe/domain/messages";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { bodyOf, stubFetch, writesOf } from "../../../test/fetch-mock";
import { jsonResponse, renderEditorPage } from "../../../test/render";
import { answerDiamondApi, diamondFixture, saveResult } from "./diamond-form-fixture";
import { DiamondFormPage } from "./diamond-form-page";

vi.setConfig({ testTimeout: 20_000 });

const fetchMock = stubFetch({ notifications: true });
const writes = () => writesOf(fetchMock);
const urls = () => writes().map(([url]) => url);
const renderForm = (id: string) => renderEditorPage(<DiamondFormPage />, "/diamond", id);
const save = "/api/diamonds/d1?digitalCertificate=false";
const print = "/api/diamonds/d1/print-card";

// A save answers the stored diamond (version 5), a print the printer's message.
const answerWrites = (stored = diamondFixture({ stockNumber: "ST-9", version: 5 })) => ({
  diamond: diamondFixture(),
  write: (_init: RequestInit | undefined, url: URL) =>
    url.pathname.endsWith("/print-card")
      ? jsonResponse({ message: messages.diamondCardSent })
      : jsonResponse(saveResult(stored)),
});

describe("DiamondFormPage, Print Card and Save & Print", () => {
  it("prints a saved diamond; with unsaved changes the same button saves, then prints", async () => {
    const events = userEvent.setup();
    answerDiamondApi(fetchMock, answerWrites());
    const { router } = renderForm("d1");
    await events.click(await screen.findByRole("button", { name: "Print Card" }));
    await vi.waitFor(() => expect(urls()).toEqual([print]));

    await events.type(screen.getByRole("textbox", { name: "Stock Number" }), "ST-9");
    expect(screen.queryByRole("button", { name: "Print Card" })).toBeNull();
    await events.click(screen.getByRole("button", { name: "Save & Print" }));
    await vi.waitFor(() => expect(urls()).toEqual([print, save, print]));
    expect(bodyOf(writes()[1])).toMatchObject({ stockNumber: "ST-9", version: 4 });
    // One toast: saved, what, the printer's answer, and the way back; the editor stays.
    const toast = (await screen.findByText(messages.diamondCardSent)).closest(".mantine-Notification-root");
    expect(toast).not.toBeNull();
    expect(within(toast as HTMLElement).getByText(messages.diamondSaved)).toBeTruthy();
    expect(screen.getAllByText(messages.diamondSaved)).toHaveLength(1);
    expect(within(toast as HTMLElement).getByRole("button", { name: "Back to list" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/diamond/d1");
    // Saved: the button prints again.
    expect(await screen.findByRole("button", { name: "Print Card" })).toBeTruthy();
  });

  it("prints nothing when the save is refused", async () => {
    const events = userEvent.setup();
    const stale = messages.staleRecord("Ann Admin", "03/04/2025 10:00 AM");
    answerDiamondApi(fetchMock, {
      diamond: diamondFixture(),
      write: () => jsonResponse({ status: 409, title: "Conflict", detail: stale }, 409),
    });
    renderForm("d1");
    await events.type(await screen.findByRole("textbox", { name: "Stock Number" }), "Mine");
    await events.click(screen.getByRole("button", { name: "Save & Print" }));
    const dialog = await screen.findByRole("dialog", { name: messages.genericErrorTitle });
    expect(within(dialog).getByText(stale)).toBeTruthy();
    expect(urls()).toEqual([save]);
  });

  it("prints nothing when the form's own checks stop the save", async () => {
    const events = userEvent.setup();
    answerDiamondApi(fetchMock, answerWrites());
    renderForm("d1");
    await events.clear(await screen.findByRole("textbox", { name: "Certificate Number" }));
    await events.clear(screen.getByRole("textbox", { name: "Client SKU" }));
    await events.click(screen.getByRole("button", { name: "Save & Print" }));
    expect(await screen.findAllByText(messages.missingSkuAndCertificate)).not.toHaveLength(0);
    expect(writes()).toHaveLength(0);
  });

  it("saves, then asks before printing a card printed before", async () => {
    const events = userEvent.setup();
    const printed = {
      cardCertPrinted: true,
      cardPrintedAt: "2026-03-05T14:05:00.000Z",
      cardPrintedBy: "Ann Admin",
    };
    answerDiamondApi(fetchMock, {
      ...answerWrites(diamondFixture({ ...printed, stockNumber: "ST-9", version: 5 })),
      diamond: diamondFixture(printed),
    });
    renderForm("d1");
    await events.type(await screen.findByRole("textbox", { name: "Stock Number" }), "ST-9");
    await events.click(screen.getByRole("button", { name: "Save & Print" }));
    const dialog = await screen.findByRole("dialog", { name: "Already printed" });
    expect(urls()).toEqual([save]);
    await events.click(within(dialog).getByRole("button", { name: "Print again" }));
    await vi.waitFor(() => expect(urls()).toEqual([save, print]));
  });
});
