import type { IntakeResult } from "@loupe/domain/intake/intake-api";
import { messages } from "@loupe/domain/messages";
import { act, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bodyOf, stubFetch, writesOf } from "../../test/fetch-mock";
import { jsonResponse, renderWithApp } from "../../test/render";
import { AddFromDiamondTrackButton } from "./add-from-diamond-track-button";
import { multipleModeHint } from "./certificates-field";

// The popup loads as a chunk when first opened, which takes seconds on a busy machine.
configure({ asyncUtilTimeout: 5000 });
const fetchMock = stubFetch();
afterEach(() => vi.useRealTimers());

async function open(onAdded = vi.fn()) {
  renderWithApp(<AddFromDiamondTrackButton type="diamond" onAdded={onAdded} />);
  await userEvent.click(screen.getByRole("button", { name: "Add From Diamond Track" }));
  const dialog = await screen.findByRole("dialog", { name: "Add From Diamond Track" });
  return { dialog, onAdded };
}

const clientSkuSwitch = (dialog: HTMLElement) =>
  within(dialog).getByRole<HTMLInputElement>("switch", { name: "Use client SKU for the video" });
const radio = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole<HTMLInputElement>("radio", { name });

describe("Add From Diamond Track", () => {
  it("opens in single mode with the opener's type; multiple mode shows the hint for 5 s and turns the client SKU option on, single turns it off", async () => {
    const { dialog } = await open();
    expect(radio(dialog, "Diamond").checked).toBe(true);
    expect(radio(dialog, "Single").checked).toBe(true);
    expect(within(dialog).getByRole("textbox", { name: "Certificate Number" })).toBeTruthy();
    expect(clientSkuSwitch(dialog).checked).toBe(false);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(radio(dialog, "Multiple"));
    expect(within(dialog).getByText(multipleModeHint)).toBeTruthy();
    expect(clientSkuSwitch(dialog).checked).toBe(true);
    expect(within(dialog).getByRole("textbox", { name: "Certificate Numbers" })).toBeTruthy();
    const hint = () => within(dialog).getByText(multipleModeHint).closest("[role=status]");
    expect(hint()?.hasAttribute("data-fresh")).toBe(true);
    act(() => vi.advanceTimersByTime(4900));
    expect(hint()?.hasAttribute("data-fresh")).toBe(true);
    // After 5 s it is greyed, not removed: the dialog keeps its size (issue 21).
    act(() => vi.advanceTimersByTime(200));
    expect(hint()?.hasAttribute("data-fresh")).toBe(false);

    fireEvent.click(radio(dialog, "Single"));
    expect(clientSkuSwitch(dialog).checked).toBe(false);
  });

  it("refuses an empty field (spaces are stripped) without asking the server", async () => {
    const { dialog } = await open();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Certificate Number" }), "   ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(within(dialog).getByText(messages.emptyCertificateField)).toBeTruthy();
    fireEvent.click(radio(dialog, "Multiple"));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Certificate Numbers" }), " , ,");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(within(dialog).getByText(messages.emptyCertificateField)).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([]);
  });

  it("sends the numbers and shows per certificate what was created, what existed and what Diamond Track did not know", async () => {
    const result: IntakeResult = {
      results: [
        { certificateNumber: "LG1", outcome: "created", type: "diamond", id: "d1", missingFields: [] },
        { certificateNumber: "LG2", outcome: "existing", type: "diamond", id: "d2" },
        { certificateNumber: "LG3", outcome: "unknown" },
        { certificateNumber: "LG4", outcome: "failed", message: "Its weight is not a number" },
      ],
      message: "1 item added: LG1. Already in Loupe: LG2. Not found in Diamond Track: LG3. Not added: LG4.",
    };
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { dialog, onAdded } = await open();
    fireEvent.click(radio(dialog, "Multiple"));
    // Pasted one per line, with stray spaces and lower case: four numbers.
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Certificate Numbers" }), {
      target: { value: " lg1 , lg2\nLG3\r\n lg 4 " },
    });
    expect(within(dialog).getByText("4 certificates")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));

    // Progress while the server works.
    expect(await within(dialog).findByText("Fetching 4 certificates from Diamond Track…")).toBeTruthy();
    const [call] = writesOf(fetchMock);
    expect(call?.[0]).toBe("/api/intake");
    expect(bodyOf(call)).toEqual({
      type: "diamond",
      mode: "multiple",
      certificates: " lg1 , lg2,LG3, lg 4 ",
      useClientSkuForVideo: true,
    });
    answer(jsonResponse(result));

    const results = await within(dialog).findByRole("status", { name: "Diamond Track results" });
    expect(within(results).getByText(result.message)).toBeTruthy();
    const group = (name: string) => within(results).getByRole("region", { name });
    expect(within(group("Added")).getByText("LG1")).toBeTruthy();
    expect(within(group("Already in Loupe")).getByText("LG2")).toBeTruthy();
    expect(within(group("Not found in Diamond Track")).getByText("LG3")).toBeTruthy();
    expect(group("Not added").textContent).toContain(
      `LG4: ${messages.addFromExternalFailure("Its weight is not a number")}`,
    );
    expect(onAdded).toHaveBeenCalledWith(result);

    // Add More: a fresh list in the same mode; the last one is not sent again.
    await userEvent.click(within(dialog).getByRole("button", { name: "Add More" }));
    const field = await within(dialog).findByRole<HTMLTextAreaElement>("textbox", {
      name: "Certificate Numbers",
    });
    expect(field.value).toBe("");
    await waitFor(() => expect(document.activeElement).toBe(field));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(within(dialog).getByText(messages.emptyCertificateField)).toBeTruthy();
    expect(writesOf(fetchMock)).toHaveLength(1);
  });

  it("shows a failure as 'Error: {message} Please try again later' and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ status: 502, title: "Error!", detail: "Diamond Track did not answer." }, 502),
    );
    const { dialog, onAdded } = await open();
    fireEvent.click(radio(dialog, "Jewelry"));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Certificate Number" }), "JW 9");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("alert").textContent).toBe(
        messages.addFromExternalFailure("Diamond Track did not answer."),
      ),
    );
    expect(bodyOf(writesOf(fetchMock)[0])).toMatchObject({
      type: "jewelry",
      mode: "single",
      useClientSkuForVideo: false,
    });
    expect(within(dialog).getByRole<HTMLInputElement>("textbox", { name: "Certificate Number" }).value).toBe(
      "JW 9",
    );
    expect(onAdded).not.toHaveBeenCalled();
  });
});
