import { messages } from "@loupe/domain/messages";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "../../../test/render";
import { rowMenuItem, rowMenuItemNames } from "../../../test/row-menu";
import { jewelryItem, jewelryPage, mockApi, setUpListTests } from "./jewelry-fixture";
import { JewelryPage } from "./jewelry-page";

setUpListTests();

const first = jewelryItem("1");
const withoutNumber = jewelryItem("2", { certificateNumber: "", clientSku: "SKU-ONLY", publicPath: null });

async function renderPage(routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    "GET /api/jewelry": () => jsonResponse(jewelryPage([first, withoutNumber])),
    ...routes,
  });
  const view = renderWithApp(
    <>
      <Notifications />
      <JewelryPage />
    </>,
    { path: "/jewelry" },
  );
  await screen.findByRole("link", { name: "JW1" });
  return { ...view, calls, user: userEvent.setup() };
}

describe("the jewelry list's row controls", () => {
  it("come in the certificate kit's order: Edit, then More actions: preview, the list's own, Print card, Delete", async () => {
    const { user } = await renderPage();
    const row = screen.getByRole("link", { name: "JW1" }).closest("tr") as HTMLElement;
    const controls = [...row.querySelectorAll("[aria-label]")].map((control) =>
      control.getAttribute("aria-label"),
    );
    expect(controls).toEqual(["Edit JW1", "More actions JW1"]);
    expect(await rowMenuItemNames(user, "JW1")).toEqual([
      "View digital certificate JW1",
      "Preview full screen JW1",
      "Open details in a new tab JW1",
      "Print card JW1",
      "Delete JW1",
    ]);
  });

  it("shows the digital certificate in a phone frame and full screen as 'Previewing {cert}'", async () => {
    const { user } = await renderPage();
    await user.click(await rowMenuItem(user, "JW1", "View digital certificate JW1"));
    const phone = await screen.findByRole("dialog", { name: "Digital certificate JW1" });
    expect(within(phone).getByTitle("Digital certificate JW1").getAttribute("src")).toBe("/c/jewelry/JW1");
    expect(screen.getByTestId("phone-preview-device")).toBeTruthy();
    await user.click(within(phone).getByRole("button", { name: "Close preview" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Digital certificate JW1" })).toBeNull());

    await user.click(await rowMenuItem(user, "JW1", "Preview full screen JW1"));
    const full = await screen.findByRole("dialog", { name: "Previewing JW1" });
    const frame = within(full).getByTitle("Previewing JW1");
    expect(frame.getAttribute("src")).toBe("/c/jewelry/JW1");
    // Full size: no phone around it.
    expect(within(full).queryByTestId("phone-preview-device")).toBeNull();
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    await user.click(within(full).getByRole("button", { name: "Open In Tab" }));
    expect(open).toHaveBeenCalledWith("/c/jewelry/JW1", "_blank", "noopener,noreferrer");
  });

  it("cannot preview a record without a certificate number, and says why", async () => {
    const { user } = await renderPage();
    for (const name of ["View digital certificate SKU-ONLY", "Preview full screen SKU-ONLY"]) {
      const item = await rowMenuItem(user, "SKU-ONLY", name);
      expect(item.hasAttribute("disabled") || item.getAttribute("data-disabled") === "true").toBe(true);
      expect(item.textContent).toContain("Not public until it is completed");
      await user.keyboard("{Escape}");
    }
  });

  it("opens the record's details in a new tab, and edits it in place", async () => {
    const { user } = await renderPage();
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    await user.click(await rowMenuItem(user, "JW1", "Open details in a new tab JW1"));
    expect(open).toHaveBeenCalledWith("/jewelry/1", "_blank", "noopener,noreferrer");
    expect(screen.getByRole("link", { name: "Edit JW1" }).getAttribute("href")).toBe("/jewelry/1");
  });

  it("sends a card to the printer and shows the server's message", async () => {
    const { user, calls } = await renderPage({
      "POST /api/jewelry/1/print-card": () => jsonResponse({ message: messages.jewelryCardSent }),
      "POST /api/jewelry/2/print-card": () =>
        jsonResponse({ status: 502, title: "Bad Gateway", detail: "The card printer did not answer." }, 502),
    });
    await user.click(await rowMenuItem(user, "JW1", "Print card JW1"));
    expect(await screen.findByText(messages.jewelryCardSent)).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual([
      "/api/jewelry/1/print-card",
    ]);

    await user.click(await rowMenuItem(user, "SKU-ONLY", "Print card SKU-ONLY"));
    const error = await screen.findByRole("dialog", { name: messages.genericErrorTitle });
    expect(within(error).getByText("The card printer did not answer.")).toBeTruthy();
  });

  it("deletes only after 'Are you sure?', with Cancel focused, then says 'Deleted!'", async () => {
    const { user, calls } = await renderPage({ "DELETE /api/jewelry/1": () => jsonResponse(null, 204) });
    await user.click(await rowMenuItem(user, "JW1", "Delete JW1"));
    const confirm = await screen.findByRole("dialog", { name: messages.confirmDeleteTitle });
    expect(within(confirm).getByText("Jewelry JW1")).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(confirm).getByRole("button", { name: messages.cancelButton }),
      ),
    );
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    await user.click(within(confirm).getByRole("button", { name: messages.confirmDeleteButton }));
    expect(await screen.findByText(messages.deletedTitle)).toBeTruthy();
    expect(screen.getByText(messages.deletedText)).toBeTruthy();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.url)).toEqual([
      "/api/jewelry/1",
    ]);
    // The list is read again.
    await waitFor(() => expect(calls.filter((call) => call.url.startsWith("/api/jewelry?")).length).toBe(2));
  });
});
