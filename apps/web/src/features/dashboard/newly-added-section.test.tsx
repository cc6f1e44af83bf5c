import { messages } from "@loupe/domain/messages";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithApp } from "../../test/render";
import { aurora, mockApi, queued, queuePage, setUpDashboardTests, writes } from "./dashboard-fixture";
import { NewlyAddedSection } from "./newly-added-section";

setUpDashboardTests();

const withClient = queued("1");
const withoutClient = queued("2", { client: null, type: "jewelry", summary: "Ring" });
const another = queued("3");

function renderQueue(route = "/dashboard") {
  return renderWithApp(
    <>
      <Notifications />
      <NewlyAddedSection />
    </>,
    { path: "/dashboard", route },
  );
}

const table = () => screen.getByRole("table", { name: "Newly added items" });
const refusalDialog = (certificates: string) =>
  screen.findByRole("dialog", { name: messages.cannotCompleteItemTitle(certificates) });

describe("the newly added queue", () => {
  it("lists the items in the server's order (newest first) with 50 a page (50, 100, 500) and sends the search to the server", async () => {
    const calls = mockApi({
      "GET /api/intake/newly-added": () => jsonResponse(queuePage([withClient, withoutClient], 2)),
    });
    renderQueue();
    await within(table()).findByText("LG1");
    expect(
      within(table())
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Added",
      "Type",
      "Certificate #",
      "Order #",
      "Line #",
      "Client SKU",
      "Description",
      "Client",
      "Complete",
    ]);
    expect(within(table()).getByRole("link", { name: "LG2" }).getAttribute("href")).toBe("/jewelry/2");
    // The client is a combobox in the row from the first paint, empty with its placeholder.
    const client = within(table()).getByRole("combobox", { name: "Client for LG2" });
    expect(client).toHaveProperty("value", "");
    expect(client.getAttribute("placeholder")).toBe("Select a client");
    expect(within(table()).getByRole("combobox", { name: "Client for LG1" })).toHaveProperty(
      "value",
      aurora.name,
    );
    const perPage = screen.getByLabelText<HTMLSelectElement>("Per page");
    expect([...perPage.options].map((option) => option.value)).toEqual(["50", "100", "500"]);
    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "a10O{Enter}");
    await waitFor(() => expect(calls.at(-1)?.url).toContain("search=a10O"));
    expect(new URL(calls[0]?.url ?? "", "http://x").searchParams.get("limit")).toBe("50");
  });

  it("refuses to complete an item without a client in the spec's words, and completes one with a client", async () => {
    const calls = mockApi({
      "GET /api/intake/newly-added": () => jsonResponse(queuePage([withClient, withoutClient])),
      "POST /api/intake/complete": () =>
        jsonResponse({
          completed: [{ type: "diamond", id: "1", certificateNumber: "LG1" }],
          message: messages.itemsCompleted(1),
        }),
    });
    renderQueue();
    await within(table()).findByText("LG2");
    await userEvent.click(within(table()).getByRole("button", { name: "Complete LG2" }));
    const dialog = await refusalDialog("LG2");
    expect(within(dialog).getByText(messages.cannotCompleteItemText)).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));

    await userEvent.click(within(table()).getByRole("button", { name: "Complete LG1" }));
    expect(await screen.findByText(messages.itemsCompleted(1))).toBeTruthy();
    expect(writes(calls)).toEqual([
      {
        method: "POST",
        url: "/api/intake/complete",
        body: { items: [{ type: "diamond", id: "1", version: 1 }] },
      },
    ]);
  });

  it("shows a partly graded item red, with the spec's text and what it lacks, and refuses to complete it", async () => {
    const partly = queued("4", {
      certificateNumber: "PG-4",
      incomplete: true,
      missingFields: ["Polish", "Clarity"],
    });
    const calls = mockApi({
      "GET /api/intake/newly-added": () => jsonResponse(queuePage([withClient, partly])),
    });
    renderQueue();
    const cell = await within(table()).findByText("Missing Required Fields: Polish, Clarity.");
    expect(screen.getByRole("note").textContent).toBe(`Needs info ${messages.importNeedsInformation}`);
    const red = cell.closest("tr");
    const plain = within(table()).getByText("LG1").closest("tr");
    expect(red?.style.backgroundColor).toBe("var(--mantine-color-red-0)");
    expect(plain?.style.backgroundColor).toBe("");
    await userEvent.click(within(table()).getByRole("button", { name: "Complete PG-4" }));
    const dialog = await refusalDialog("PG-4");
    expect(within(dialog).getByText(messages.missingRequiredFieldsAlert)).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it("shows no red legend when every item is complete", async () => {
    mockApi({ "GET /api/intake/newly-added": () => jsonResponse(queuePage([withClient, another])) });
    renderQueue();
    await within(table()).findByText("LG3");
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("multi complete refuses by name when any selected item lacks a client, then completes all, clears the selection and leaves multi mode", async () => {
    const calls = mockApi({
      "GET /api/intake/newly-added": () => jsonResponse(queuePage([withClient, withoutClient, another])),
      "POST /api/intake/complete": () => jsonResponse({ completed: [], message: messages.itemsCompleted(2) }),
    });
    renderQueue();
    await within(table()).findByText("LG3");
    await userEvent.click(screen.getByRole("button", { name: "Complete Multiple" }));
    expect(within(table()).queryByRole("button", { name: "Complete LG1" })).toBeNull();
    // Multi mode is the spec's items table: 250, 500 or 1000 a page, 250 first.
    const perPage = screen.getByLabelText<HTMLSelectElement>("Per page");
    expect([...perPage.options].map((option) => option.value)).toEqual(["250", "500", "1000"]);
    await waitFor(() =>
      expect(new URL(calls.at(-1)?.url ?? "", "http://x").searchParams.get("limit")).toBe("250"),
    );
    await within(table()).findByText("LG3");
    await userEvent.click(within(table()).getByRole("checkbox", { name: "Select all on this page" }));
    expect(screen.getByText("3 selected")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Complete Selected" }));
    await refusalDialog("LG2");
    expect(writes(calls)).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "OK" }));

    await userEvent.click(within(table()).getByRole("checkbox", { name: "Select LG2" }));
    expect(screen.getByText("2 selected")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Complete Selected" }));
    expect(await screen.findByText(messages.itemsCompleted(2))).toBeTruthy();
    expect(writes(calls).map((call) => call.body)).toEqual([
      {
        items: [
          { type: "diamond", id: "1", version: 1 },
          { type: "diamond", id: "3", version: 1 },
        ],
      },
    ]);
    // Multi mode ended: no checkboxes, the single Complete buttons are back.
    await waitFor(() => expect(within(table()).queryAllByRole("checkbox")).toEqual([]));
    expect(screen.getByRole("button", { name: "Complete Multiple" })).toBeTruthy();
    expect(within(table()).getByRole("button", { name: "Complete LG1" })).toBeTruthy();
    expect(
      [...screen.getByLabelText<HTMLSelectElement>("Per page").options].map((option) => option.value),
    ).toEqual(["50", "100", "500"]);
  });

  it("shows the server's refusal with its title when the check there fails", async () => {
    mockApi({
      "GET /api/intake/newly-added": () => jsonResponse(queuePage([withClient])),
      "POST /api/intake/complete": () =>
        jsonResponse(
          {
            status: 400,
            title: messages.cannotCompleteItemTitle("LG1"),
            detail: messages.cannotCompleteItemText,
          },
          400,
        ),
    });
    renderQueue();
    await within(table()).findByText("LG1");
    await userEvent.click(within(table()).getByRole("button", { name: "Complete LG1" }));
    const dialog = await refusalDialog("LG1");
    expect(within(dialog).getByText(messages.cannotCompleteItemText)).toBeTruthy();
  });

  it("Save & Complete: a client chosen in the row is sent with the completion, then the focus moves to the next row", async () => {
    const calls = mockApi({
      "GET /api/intake/newly-added": () => jsonResponse(queuePage([withoutClient, another])),
      "GET /api/companies/options": () =>
        jsonResponse({ items: [{ ...aurora, logoUrl: null, pinned: false }] }),
      "POST /api/intake/complete": () =>
        jsonResponse({
          completed: [{ type: "jewelry", id: "2", certificateNumber: "LG2" }],
          message: messages.itemsCompleted(1),
        }),
    });
    renderQueue();
    const standIn = await within(table()).findByRole("combobox", { name: "Client for LG2" });
    // Keyboard only: focus the field, type part of the name, take the match.
    standIn.focus();
    await userEvent.keyboard("Aur");
    // The company picker takes the stand-in's place, with the focus and what was typed.
    const picker = await waitFor(() => {
      const field = within(table()).getByRole<HTMLInputElement>("combobox", { name: "Client for LG2" });
      expect(field.readOnly).toBe(false);
      return field;
    });
    await waitFor(() => expect(document.activeElement).toBe(picker));
    expect(picker.value).toBe("Aur");
    await screen.findByRole("option", { name: new RegExp(aurora.name) });
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(picker).toHaveProperty("value", aurora.name));
    const save = within(table()).getByRole("button", { name: "Save & Complete LG2" });
    await userEvent.click(save);
    expect(await screen.findByText(messages.itemsCompleted(1))).toBeTruthy();
    expect(writes(calls)).toEqual([
      {
        method: "POST",
        url: "/api/intake/complete",
        body: { items: [{ type: "jewelry", id: "2", version: 1, clientId: aurora.id }] },
      },
    ]);
    // The next row has a client: its Complete has the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(table()).getByRole("button", { name: "Complete LG3" })),
    );
  });

  it("after the refusal of an item without a client, the focus goes to that row's client field", async () => {
    mockApi({
      "GET /api/intake/newly-added": () => jsonResponse(queuePage([withClient, withoutClient])),
      "GET /api/companies/options": () =>
        jsonResponse({ items: [{ ...aurora, logoUrl: null, pinned: false }] }),
    });
    renderQueue();
    const complete = await within(table()).findByRole("button", { name: "Complete LG2" });
    complete.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await refusalDialog("LG2");
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    // The picker takes the stand-in's place with the focus: typing goes into it.
    await waitFor(() => {
      const field = within(table()).getByRole<HTMLInputElement>("combobox", { name: "Client for LG2" });
      expect(field.readOnly).toBe(false);
      expect(document.activeElement).toBe(field);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(within(table()).getByRole("combobox", { name: "Client for LG2" }));
  });

  it("keeps a client chosen and not completed as a draft when the page is left and opened again, writing nothing", async () => {
    const calls = mockApi({
      "GET /api/intake/newly-added": () => jsonResponse(queuePage([withoutClient, another])),
      "GET /api/companies/options": () =>
        jsonResponse({ items: [{ ...aurora, logoUrl: null, pinned: false }] }),
    });
    const first = renderQueue();
    const standIn = await within(table()).findByRole("combobox", { name: "Client for LG2" });
    standIn.focus();
    await userEvent.keyboard("Aur");
    await screen.findByRole("option", { name: new RegExp(aurora.name) });
    await userEvent.keyboard("{Enter}");
    await within(table()).findByRole("button", { name: "Save & Complete LG2" });
    first.unmount();

    renderQueue();
    const field = await within(table()).findByRole<HTMLInputElement>("combobox", { name: "Client for LG2" });
    expect(field.value).toBe(aurora.name);
    expect(field.title).toBe(aurora.name);
    expect(within(table()).getByRole("button", { name: "Save & Complete LG2" })).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it("drops the draft of an item no longer queued once the whole queue is shown", async () => {
    sessionStorage.setItem(
      "loupe.queue-client-drafts",
      JSON.stringify([
        ["jewelry:2", aurora],
        ["diamond:9", aurora],
      ]),
    );
    mockApi({ "GET /api/intake/newly-added": () => jsonResponse(queuePage([withoutClient, another])) });
    renderQueue();
    await within(table()).findByRole("button", { name: "Save & Complete LG2" });
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem("loupe.queue-client-drafts") ?? "[]")).toEqual([
        ["jewelry:2", aurora],
      ]),
    );
  });
});
