import type { Administrator } from "@loupe/domain/administrators";
import type { SessionUser } from "@loupe/domain/auth";
import { messages } from "@loupe/domain/messages";
import { permissions } from "@loupe/domain/permissions";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionQueryKey } from "../../lib/session";
import { createTestQueryClient, jsonResponse, renderWithApp } from "../../test/render";
import { AdministratorsPage } from "./administrators-page";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const row = (id: string, fullName: string, needsApproval = false): Administrator => ({
  id,
  fullName,
  email: `${id}@example.com`,
  phone: "5551234567",
  permissions: ["super_admin"],
  needsApproval,
  posts: 2,
  created: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  version: 1,
});

const page = {
  items: [row("a1", "Ann Admin"), row("b2", "Bob Builder")],
  total: 7,
  offset: 0,
  nextCursor: "c2",
  prevCursor: null,
};

function renderPage(permissions: SessionUser["permissions"]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(sessionQueryKey, {
    id: "me",
    fullName: "Me",
    email: "me@example.com",
    permissions,
  });
  return renderWithApp(<AdministratorsPage />, { path: "/user", queryClient });
}

const describedBy = (element: HTMLElement) =>
  document.getElementById(element.getAttribute("aria-describedby") ?? "")?.textContent;

describe("AdministratorsPage", () => {
  it("lists administrators with formatted phones and links to each one", async () => {
    fetchMock.mockResolvedValue(jsonResponse(page));
    renderPage(["super_admin"]);
    const table = screen.getByRole("table", { name: "Administrators" });
    expect(await within(table).findAllByText("(555) 123-4567")).toHaveLength(2);
    expect(within(table).getByRole("link", { name: "Ann Admin" }).getAttribute("href")).toBe("/user/a1");
    expect(within(table).getByRole("link", { name: "2 posts by Ann Admin" }).getAttribute("href")).toBe(
      "/user/a1",
    );
    expect(screen.getByText("Showing 1 to 2 of 7 entries")).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/administrators?limit=5&sort=fullName%3Aasc");
    expect(screen.getByRole("button", { name: "Add New Admin" })).toBeTruthy();
  });

  it("highlights an administrator who needs approval and says so next to the name", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ ...page, items: [row("a1", "Ann Admin", true), row("b2", "Bob")] }),
    );
    renderPage(["super_admin"]);
    const table = screen.getByRole("table", { name: "Administrators" });
    const ann = (await within(table).findByRole("link", { name: "Ann Admin" })).closest("tr") as HTMLElement;
    expect(ann.getAttribute("style")).toContain("--mantine-color-yellow-light");
    const nameCell = within(ann).getAllByRole("cell")[0] as HTMLElement;
    expect(within(nameCell).getByText("Needs approval")).toBeTruthy();
    const bob = within(table).getByRole("link", { name: "Bob" }).closest("tr") as HTMLElement;
    expect(bob.getAttribute("style") ?? "").not.toContain("yellow");
    expect(within(bob).queryByText("Needs approval")).toBeNull();
  });

  it("offers the Needs Approval switch to a super administrator", async () => {
    const events = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(page));
    renderPage(["super_admin"]);
    await events.click(await screen.findByRole("button", { name: "Edit Ann Admin" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Admin" });
    expect(within(dialog).getByRole("switch", { name: "Needs Approval" }).hasAttribute("disabled")).toBe(
      false,
    );
  });

  it("hides Add and disables Edit and Delete without super_admin", async () => {
    fetchMock.mockResolvedValue(jsonResponse(page));
    renderPage([]);
    const events = userEvent.setup();
    const edit = await screen.findByRole("button", { name: "Edit Ann Admin" });
    const remove = screen.getByRole("button", { name: "Delete Ann Admin" });
    for (const button of [edit, remove]) {
      expect(button.getAttribute("aria-disabled")).toBe("true");
      expect(describedBy(button)).toBe(messages.forbidden);
      await events.click(button);
    }
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("button", { name: "Add New Admin" })).toBeNull();
  });

  it("offers no delete of one's own account, saying why", async () => {
    const events = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse({ ...page, items: [row("me", "Me Myself"), ...page.items] }));
    renderPage(["super_admin"]);
    const own = await screen.findByRole("button", { name: "Delete Me Myself" });
    expect(own.getAttribute("aria-disabled")).toBe("true");
    expect(describedBy(own)).toBe(messages.cannotDeleteSelf);
    await events.click(own);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Delete Ann Admin" }).getAttribute("aria-disabled")).toBeNull();
  });

  it("confirms a delete, and shows the server's refusal in an Error dialog", async () => {
    const events = userEvent.setup();
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === "DELETE"
        ? jsonResponse({ status: 409, title: "Conflict", detail: messages.lastSuperAdministrator }, 409)
        : jsonResponse(page),
    );
    renderPage(["super_admin"]);
    await events.click(await screen.findByRole("button", { name: "Delete Ann Admin" }));
    const confirm = screen.getByRole("dialog", { name: messages.confirmDeleteTitle });
    expect(within(confirm).getByText(messages.confirmDeleteText)).toBeTruthy();
    await events.click(within(confirm).getByRole("button", { name: "DELETE" }));

    const error = await screen.findByRole("dialog", { name: "Error" });
    expect(within(error).getByText(messages.lastSuperAdministrator)).toBeTruthy();
    const deleteCall = fetchMock.mock.calls.find(([, init]) => init?.method === "DELETE");
    expect(deleteCall?.[0]).toBe("/api/administrators/a1");
  });

  it("opens the add form with a missing-fields warning instead of calling the API", async () => {
    const events = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(page));
    renderPage(["super_admin"]);
    await events.click(screen.getByRole("button", { name: "Add New Admin" }));
    const dialog = screen.getByRole("dialog", { name: "Add New Admin" });
    expect(within(dialog).getAllByRole("checkbox")).toHaveLength(permissions.length);
    await events.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText(messages.missingRequiredFields)).toBeTruthy();
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? "GET") === "GET")).toBe(true);
  });

  it("shows a new administrator at once, whatever page their name sorts onto", async () => {
    const events = userEvent.setup();
    const created = { ...row("z9", "Zelda Grader"), email: "zelda@lab.test" };
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === "POST" ? jsonResponse(created, 201) : jsonResponse(page),
    );
    const { router } = renderPage(["super_admin"]);
    await events.click(screen.getByRole("button", { name: "Add New Admin" }));
    const dialog = screen.getByRole("dialog", { name: "Add New Admin" });
    await events.type(within(dialog).getByLabelText(/^Full Name/), "Zelda Grader");
    await events.type(within(dialog).getByLabelText(/^Email Address/), "zelda@lab.test");
    await events.type(within(dialog).getByLabelText(/^Password/), "a long enough password");
    await events.click(within(dialog).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(router.state.location.search).toBe("?search=zelda%40lab.test"));
  });
});
