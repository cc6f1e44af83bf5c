import type { PrintMultipleOutcome, PrintMultiplePreview } from "@loupe/domain/jewelry/jewelry-api";
import { messages } from "@loupe/domain/messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithApp } from "../../../test/render";
import { rowMenuItem } from "../../../test/row-menu";
import { type Call, jewelryItem, jewelryPage, mockApi, setUpListTests } from "./jewelry-fixture";
import { JewelryPage } from "./jewelry-page";
import { printMultiplePrompt } from "./print-multiple-panel";

setUpListTests();

const rows = [jewelryItem("1"), jewelryItem("2"), jewelryItem("3")];
const outcome = (id: string, ok: boolean, message: string): PrintMultipleOutcome => ({
  id,
  certificateNumber: `JW${id}`,
  ok,
  sent: ok,
  message,
});

async function renderPage(routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({ "GET /api/jewelry": () => jsonResponse(jewelryPage(rows)), ...routes });
  renderWithApp(<JewelryPage />, { path: "/jewelry" });
  await screen.findByRole("link", { name: "JW1" });
  return { calls, user: userEvent.setup() };
}

const posts = (calls: Call[], url: string) =>
  calls.filter((call) => call.method === "POST" && call.url === url).map((call) => call.body);

const preview = (count: number, printedBefore: PrintMultiplePreview["printedBefore"] = []) =>
  jsonResponse({ count, printedBeforeCount: printedBefore.length, printedBefore });

// Print asks what will be printed, then prints only when the dialog is confirmed.
async function printAndConfirm(user: ReturnType<typeof userEvent.setup>, confirm: string) {
  await user.click(screen.getByRole("button", { name: "Print" }));
  const dialog = await screen.findByRole("dialog", { name: "Print cards?" });
  await user.click(within(dialog).getByRole("button", { name: confirm }));
  return dialog;
}

describe("Print Multiple", () => {
  it("prints the ticked certificates in the order ticked, after showing how many, and says what went through for each", async () => {
    const { calls, user } = await renderPage({
      "POST /api/jewelry/print-multiple/preview": () => preview(2),
      "POST /api/jewelry/print-multiple": () =>
        jsonResponse({
          outcomes: [
            outcome("3", true, messages.jewelryCardSent),
            outcome("1", false, "The card printer did not answer."),
          ],
        }),
    });
    expect(screen.queryByRole("table", { name: printMultiplePrompt })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Print Multiple" }));
    const selection = await screen.findByRole("table", { name: printMultiplePrompt });
    expect(screen.getByRole("heading", { name: printMultiplePrompt })).toBeTruthy();
    const print = screen.getByRole("button", { name: "Print" });
    expect(print.hasAttribute("disabled")).toBe(true);

    await user.click(within(selection).getByRole("checkbox", { name: "Select JW3" }));
    await user.click(within(selection).getByRole("checkbox", { name: "Select JW1" }));
    // The print order shows beside each ticked row.
    const order = within(selection)
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell")[1]?.textContent);
    expect(order).toEqual(["2", "", "1"]);
    expect(screen.getByText("2 selected (on any page of the list)")).toBeTruthy();

    const dialog = await printAndConfirm(user, "Print 2 cards");
    expect(
      within(dialog).getByText("2 cards will be sent to the card printer and recorded as printed."),
    ).toBeTruthy();
    expect(posts(calls, "/api/jewelry/print-multiple/preview")).toEqual([{ ids: ["3", "1"] }]);
    expect(posts(calls, "/api/jewelry/print-multiple")).toEqual([{ ids: ["3", "1"] }]);
    const results = await screen.findByRole("region", { name: "Print results" });
    expect(within(results).getByText("1 of 2 sent to the card printer")).toBeTruthy();
    const items = within(results)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual([
      `JW3: ${messages.jewelryCardSent}`,
      "JW1: not sent, The card printer did not answer.",
    ]);
    // Issue 21: the card sent is marked in the panel, the one not sent stays ticked to try again,
    // and the list is read again for its printed state.
    const cardCell = (label: string) =>
      within(selection)
        .getAllByRole("row")
        .find((row) => row.textContent?.includes(label))
        ?.querySelectorAll("td")[7]?.textContent;
    expect(cardCell("JW3")).toBe("Printed now");
    expect(cardCell("JW1")).toBe("");
    expect(within(selection).getByRole<HTMLInputElement>("checkbox", { name: "Select JW1" }).checked).toBe(
      true,
    );
    expect(within(selection).getByRole<HTMLInputElement>("checkbox", { name: "Select JW3" }).checked).toBe(
      false,
    );
    expect(screen.getByText("1 selected (on any page of the list)")).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.url.startsWith("/api/jewelry?")).length).toBeGreaterThan(1),
    );
  });

  it("prints nothing when the confirmation is cancelled", async () => {
    const { calls, user } = await renderPage({
      "POST /api/jewelry/print-multiple/preview": () => preview(1),
    });
    await user.click(screen.getByRole("button", { name: "Print Multiple" }));
    await user.click(await screen.findByRole("checkbox", { name: "Select JW2" }));
    await user.click(screen.getByRole("button", { name: "Print" }));
    const dialog = await screen.findByRole("dialog", { name: "Print cards?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posts(calls, "/api/jewelry/print-multiple")).toEqual([]);
  });

  it("ticks every row of the page at once, in the list's order", async () => {
    const { calls, user } = await renderPage({
      "POST /api/jewelry/print-multiple/preview": () => preview(3),
      "POST /api/jewelry/print-multiple": () => jsonResponse({ outcomes: [] }),
    });
    await user.click(screen.getByRole("button", { name: "Print Multiple" }));
    const selection = await screen.findByRole("table", { name: printMultiplePrompt });
    await user.click(within(selection).getByRole("checkbox", { name: "Select all" }));
    await printAndConfirm(user, "Print 3 cards");
    expect(posts(calls, "/api/jewelry/print-multiple")).toEqual([{ ids: ["1", "2", "3"] }]);
  });

  it("keeps what was ticked on one page while the user ticks on the next", async () => {
    const second = [jewelryItem("4"), jewelryItem("5")];
    const { calls, user } = await renderPage({
      "GET /api/jewelry": (call) =>
        jsonResponse(
          call.url.includes("cursor=")
            ? { ...jewelryPage(second, 5), offset: 3, prevCursor: "p" }
            : { ...jewelryPage(rows, 5), nextCursor: "n" },
        ),
      "POST /api/jewelry/print-multiple/preview": () => preview(2),
      "POST /api/jewelry/print-multiple": () => jsonResponse({ outcomes: [] }),
    });
    await user.click(screen.getByRole("button", { name: "Print Multiple" }));
    await user.click(await screen.findByRole("checkbox", { name: "Select JW1" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(await screen.findByRole("checkbox", { name: "Select JW5" }));
    expect(screen.getByText("2 selected (on any page of the list)")).toBeTruthy();
    await printAndConfirm(user, "Print 2 cards");
    expect(posts(calls, "/api/jewelry/print-multiple")).toEqual([{ ids: ["1", "5"] }]);
  });

  it("selects all the certificates the filter matches and names those printed before", async () => {
    const printedAt = "2026-03-05T14:05:00.000Z";
    const { calls, user } = await renderPage({
      "GET /api/jewelry": () => jsonResponse({ ...jewelryPage(rows, 120), nextCursor: "n" }),
      "POST /api/jewelry/print-multiple/preview": () =>
        preview(120, [
          { id: "2", certificateNumber: "JW2", cardPrintedAt: printedAt, cardPrintedBy: "Ann Admin" },
        ]),
      "POST /api/jewelry/print-multiple": () => jsonResponse({ outcomes: [] }),
    });
    await user.click(screen.getByRole("button", { name: "Print Multiple" }));
    await user.click(await screen.findByRole("button", { name: "Select all 120 matching" }));
    expect(screen.getByText("All 120 matching certificates selected")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Print" }));
    const dialog = await screen.findByRole("dialog", { name: "Print cards?" });
    expect(within(dialog).getByText("1 of them was printed before:")).toBeTruthy();
    expect(within(dialog).getByRole("list", { name: "Printed before" }).textContent).toContain(
      "JW2: Card printed on",
    );
    expect(within(dialog).getByRole("list", { name: "Printed before" }).textContent).toContain(
      "by Ann Admin",
    );
    await user.click(within(dialog).getByRole("button", { name: "Print 120 cards" }));
    const [body] = posts(calls, "/api/jewelry/print-multiple") as { allMatching: object }[];
    expect(body).toHaveProperty("allMatching");
    expect(body).not.toHaveProperty("ids");
  });

  it("does not offer to select more than it prints at a time", async () => {
    const { user } = await renderPage({
      "GET /api/jewelry": () => jsonResponse({ ...jewelryPage(rows, 501), nextCursor: "n" }),
    });
    await user.click(screen.getByRole("button", { name: "Print Multiple" }));
    const all = await screen.findByRole("button", { name: "Select all 501 matching" });
    expect(all.hasAttribute("disabled")).toBe(true);
  });

  it("shows why nothing was printed when the request is refused", async () => {
    const { user } = await renderPage({
      "POST /api/jewelry/print-multiple/preview": () =>
        jsonResponse({ status: 400, title: "Bad Request", detail: "Select at least one certificate." }, 400),
    });
    await user.click(screen.getByRole("button", { name: "Print Multiple" }));
    await user.click(await screen.findByRole("checkbox", { name: "Select JW2" }));
    await user.click(screen.getByRole("button", { name: "Print" }));
    expect(await screen.findByText("Select at least one certificate.")).toBeTruthy();
    expect(screen.getByText("Nothing was printed")).toBeTruthy();
  });

  it("Cancel clears the selection and hides the table", async () => {
    const { calls, user } = await renderPage();
    await user.click(screen.getByRole("button", { name: "Print Multiple" }));
    await user.click(await screen.findByRole("checkbox", { name: "Select JW2" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("table", { name: printMultiplePrompt })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Print Multiple" }));
    const selection = await screen.findByRole("table", { name: printMultiplePrompt });
    const boxes = within(selection).getAllByRole<HTMLInputElement>("checkbox");
    expect(boxes.map((box) => box.checked)).toEqual([false, false, false, false]);
    expect(posts(calls, "/api/jewelry/print-multiple")).toEqual([]);
  });
});

describe("Print card of one row", () => {
  it("warns before printing a card printed before, saying when and by whom", async () => {
    const printed = jewelryItem("9", {
      cardCertPrinted: true,
      cardPrintedAt: "2026-03-05T14:05:00.000Z",
      cardPrintedBy: "Ann Admin",
    });
    const calls = mockApi({
      "GET /api/jewelry": () => jsonResponse(jewelryPage([printed])),
      "POST /api/jewelry/9/print-card": () => jsonResponse({ message: messages.jewelryCardSent }),
    });
    renderWithApp(<JewelryPage />, { path: "/jewelry" });
    const user = userEvent.setup();
    expect((await screen.findByText("Printed")).getAttribute("title")).toContain("by Ann Admin");
    await user.click(await rowMenuItem(user, "JW9", "Print card JW9"));
    let dialog = await screen.findByRole("dialog", { name: "Already printed" });
    expect(dialog.textContent).toMatch(/The card of JW9 was already printed on .* by Ann Admin\./);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posts(calls, "/api/jewelry/9/print-card")).toEqual([]);
    await user.click(await rowMenuItem(user, "JW9", "Print card JW9"));
    dialog = await screen.findByRole("dialog", { name: "Already printed" });
    await user.click(within(dialog).getByRole("button", { name: "Print again" }));
    await waitFor(() => expect(posts(calls, "/api/jewelry/9/print-card")).toHaveLength(1));
  });

  it("prints a card never printed without asking", async () => {
    const calls = mockApi({
      "GET /api/jewelry": () => jsonResponse(jewelryPage([jewelryItem("8")])),
      "POST /api/jewelry/8/print-card": () => jsonResponse({ message: messages.jewelryCardSent }),
    });
    renderWithApp(<JewelryPage />, { path: "/jewelry" });
    const user = userEvent.setup();
    await screen.findByRole("link", { name: "JW8" });
    await user.click(await rowMenuItem(user, "JW8", "Print card JW8"));
    await waitFor(() => expect(posts(calls, "/api/jewelry/8/print-card")).toHaveLength(1));
    expect(screen.queryByRole("dialog", { name: "Already printed" })).toBeNull();
  });
});
