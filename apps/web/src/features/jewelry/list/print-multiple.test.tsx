import type { PrintMultipleOutcome } from "@loupe/domain/jewelry/jewelry-api";
import { messages } from "@loupe/domain/messages";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithApp } from "../../../test/render";
import { type Call, jewelryItem, jewelryPage, mockApi, setUpListTests } from "./jewelry-fixture";
import { JewelryPage } from "./jewelry-page";
import { printMultiplePrompt } from "./print-multiple-panel";

setUpListTests();

const rows = [jewelryItem("1"), jewelryItem("2"), jewelryItem("3")];
const outcome = (id: string, ok: boolean, message: string): PrintMultipleOutcome => ({
  id,
  certificateNumber: `JW${id}`,
  ok,
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

describe("Print Multiple", () => {
  it("prints the ticked certificates in the order ticked and says what went through for each", async () => {
    const { calls, user } = await renderPage({
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
    expect(screen.getByText("2 selected")).toBeTruthy();

    await user.click(print);
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
  });

  it("ticks every row at once, in the list's order", async () => {
    const { calls, user } = await renderPage({
      "POST /api/jewelry/print-multiple": () => jsonResponse({ outcomes: [] }),
    });
    await user.click(screen.getByRole("button", { name: "Print Multiple" }));
    const selection = await screen.findByRole("table", { name: printMultiplePrompt });
    await user.click(within(selection).getByRole("checkbox", { name: "Select all" }));
    await user.click(screen.getByRole("button", { name: "Print" }));
    expect(posts(calls, "/api/jewelry/print-multiple")).toEqual([{ ids: ["1", "2", "3"] }]);
  });

  it("shows why nothing was printed when the request is refused", async () => {
    const { user } = await renderPage({
      "POST /api/jewelry/print-multiple": () =>
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
