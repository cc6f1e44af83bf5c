import type { ActivityLogItem } from "@loupe/domain/activity-log-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "../../test/render";
import { ActivityLogPage } from "./activity-log-page";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const entry = (overrides: Partial<ActivityLogItem>): ActivityLogItem => ({
  id: "0190a000-0000-7000-8000-000000000001",
  created: "2026-03-05T14:07:00.000Z",
  administratorId: "0190a000-0000-7000-8000-0000000000aa",
  actorName: "Ann Lee",
  action: "update",
  entityType: "diamond",
  entityId: "0190a000-0000-7000-8000-0000000000d1",
  subject: "LG1234567",
  summary: "Ann Lee updated diamond LG1234567",
  changes: [
    { field: "colorValue", before: "G", after: "F" },
    { field: "clarityValue", before: "", after: "VS1" },
  ],
  ...overrides,
});

const page = {
  items: [
    entry({}),
    entry({
      id: "0190a000-0000-7000-8000-000000000002",
      actorName: "Bo Chen",
      action: "create",
      entityType: "client",
      entityId: "0190a000-0000-7000-8000-0000000000c1",
      subject: "Aurora Fine Jewelry",
      summary: "Bo Chen created client Aurora Fine Jewelry",
      changes: [],
    }),
  ],
  total: 2,
  offset: 0,
  nextCursor: null,
  prevCursor: null,
};
const users = { items: [{ id: "0190a000-0000-7000-8000-0000000000aa", fullName: "Ann Lee" }] };

function answer() {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    return jsonResponse(url.includes("/users") ? users : page);
  });
}

const listRequests = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://x"))
    .filter((url) => url.pathname === "/api/activity-log");

describe("ActivityLogPage", () => {
  it("shows each entry's date, who, message and certificate, newest first with the total", async () => {
    answer();
    renderWithApp(<ActivityLogPage />, { path: "/logs" });
    const table = screen.getByRole("table", { name: "Activity Log" });
    expect(await within(table).findByText("Bo Chen created client Aurora Fine Jewelry")).toBeTruthy();
    const rows = within(table).getAllByRole("row").slice(1);
    expect(within(rows[0] as HTMLElement).getByText("Ann Lee")).toBeTruthy();
    expect(
      within(rows[0] as HTMLElement)
        .getByRole("link", { name: "LG1234567" })
        .getAttribute("href"),
    ).toBe("/diamond/0190a000-0000-7000-8000-0000000000d1");
    expect(within(rows[0] as HTMLElement).getByText(/^03\/05\/2026 \d{1,2}:07 (AM|PM)$/)).toBeTruthy();
    expect(screen.getByText(/of 2 entries/)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Activity Log" })).toBeTruthy();
  });

  it("opens an update to its changed fields, and an entry without changes has nothing to open", async () => {
    answer();
    renderWithApp(<ActivityLogPage />, { path: "/logs" });
    const toggle = await screen.findByRole("button", { name: /Ann Lee updated diamond LG1234567/ });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByText("Color: G → F")).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const changes = screen.getByRole("list", { name: /Changes/ });
    expect(
      within(changes)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Color: G → F", "Clarity: — → VS1"]);
    expect(screen.queryByRole("button", { name: /Bo Chen created client/ })).toBeNull();
  });

  it("offers the user filter as a combobox from the first paint and sends what is applied", async () => {
    answer();
    renderWithApp(<ActivityLogPage />, {
      path: "/logs",
      route: "/logs?user=0190a000-0000-7000-8000-0000000000aa&start=2026-03-01&end=2026-03-05",
    });
    expect(screen.getByRole("combobox", { name: "User" })).toBeTruthy();
    await waitFor(() => expect(listRequests().length).toBeGreaterThan(0));
    const sent = listRequests()[0]?.searchParams;
    expect(sent?.get("administratorId")).toBe("0190a000-0000-7000-8000-0000000000aa");
    // The end day is included whole: the query ends at the next local midnight.
    expect(sent?.get("createdFrom")).toBe(new Date(2026, 2, 1).toISOString());
    expect(sent?.get("createdTo")).toBe(new Date(2026, 2, 6).toISOString());
    expect(await screen.findByRole("button", { name: "Remove filter User: Ann Lee" })).toBeTruthy();
  });

  it("asks for 3 characters before searching, then searches by certificate", async () => {
    answer();
    renderWithApp(<ActivityLogPage />, { path: "/logs" });
    await screen.findByText("Bo Chen created client Aurora Fine Jewelry");
    const search = screen.getByRole("textbox", { name: "Search" });
    await userEvent.type(search, "LG{Enter}");
    expect(await screen.findByText("Enter at least 3 characters")).toBeTruthy();
    expect(listRequests().some((url) => url.searchParams.has("search"))).toBe(false);
    await userEvent.type(search, "123{Enter}");
    await waitFor(() => expect(listRequests().at(-1)?.searchParams.get("search")).toBe("LG123"));
  });
});
