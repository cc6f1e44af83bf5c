import { messages } from "@loupe/domain/messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithApp } from "../../../test/render";
import { clearCardDbLabel } from "./clear-card-db-button";
import { type Call, jewelryItem, jewelryPage, mockApi, setUpListTests } from "./jewelry-fixture";
import { JewelryPage } from "./jewelry-page";

setUpListTests();

async function renderPage(routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    "GET /api/jewelry": () => jsonResponse(jewelryPage([jewelryItem("1")])),
    ...routes,
  });
  renderWithApp(<JewelryPage />, { path: "/jewelry" });
  await screen.findByRole("link", { name: "JW1" });
  return { calls, user: userEvent.setup() };
}

const clears = (calls: Call[]) =>
  calls.filter((call) => call.method === "POST" && call.url === "/api/jewelry/clear-card-db");

async function ask(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: clearCardDbLabel }));
  const confirm = await screen.findByRole("dialog", { name: messages.confirmDeleteTitle });
  expect(within(confirm).getByText(messages.confirmDeleteText)).toBeTruthy();
  expect(within(confirm).getByText(messages.clearCardDbSubject)).toBeTruthy();
  return confirm;
}

describe("Clear Cert Card DB / Asure ID", () => {
  it("asks first; Cancel (focused) clears nothing", async () => {
    const { calls, user } = await renderPage({
      "POST /api/jewelry/clear-card-db": () => jsonResponse({ message: "Data table cleared (14 rows)" }),
    });
    const confirm = await ask(user);
    const cancel = within(confirm).getByRole("button", { name: messages.cancelButton });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await user.click(cancel);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(clears(calls)).toHaveLength(0);
  });

  it("clears the printer's queue once confirmed and shows its answer in a dialog", async () => {
    const { calls, user } = await renderPage({
      "POST /api/jewelry/clear-card-db": () => jsonResponse({ message: "Data table cleared (14 rows)" }),
    });
    const confirm = await ask(user);
    expect(clears(calls)).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: messages.clearCardDbButton }));
    const answer = await screen.findByRole("dialog", { name: clearCardDbLabel });
    expect(within(answer).getByText("Data table cleared (14 rows)")).toBeTruthy();
    expect(clears(calls)).toHaveLength(1);
    expect(screen.queryByRole("dialog", { name: messages.confirmDeleteTitle })).toBeNull();
    await user.click(within(answer).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows why clearing failed", async () => {
    const { user } = await renderPage({
      "POST /api/jewelry/clear-card-db": () =>
        jsonResponse({ status: 502, title: "Bad Gateway", detail: "The card printer did not answer." }, 502),
    });
    const confirm = await ask(user);
    await user.click(within(confirm).getByRole("button", { name: messages.clearCardDbButton }));
    const answer = await screen.findByRole("dialog", { name: messages.genericErrorTitle });
    expect(within(answer).getByText("The card printer did not answer.")).toBeTruthy();
  });
});
