import type { SessionUser } from "@loupe/domain/auth";
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mediaQueryList } from "../../test/media-query-list";
import { createTestQueryClient, jsonResponse } from "../../test/render";
import { RequireSession } from "../require-session";
import { theme } from "../theme";
import { AppLayout } from "./app-layout";
import { menuCollapsedStorageKey, narrowScreenQuery } from "./use-collapsed-menu";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderShell(session: SessionUser | null, route = "/diamond") {
  fetchMock.mockImplementation(async () =>
    session
      ? jsonResponse({ user: session })
      : jsonResponse({ status: 401, title: "Unauthorized", detail: "Please sign in to continue." }, 401),
  );
  const router = createMemoryRouter(
    [
      { path: "/login", element: <p>login screen</p> },
      {
        element: <RequireSession />,
        children: [{ element: <AppLayout />, children: [{ path: "*", element: <h1>screen</h1> }] }],
      },
    ],
    { initialEntries: [route] },
  );
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const admin: SessionUser = {
  id: "u1",
  fullName: "Ann Admin",
  email: "ann@example.com",
  permissions: ["super_admin"],
};

describe("application shell", () => {
  it("sends a visitor without a session to sign in, remembering where they were going", async () => {
    const router = renderShell(null, "/user?search=ann");
    await screen.findByText("login screen");
    expect(router.state.location.pathname).toBe("/login");
    expect(new URLSearchParams(router.state.location.search).get("next")).toBe("/user?search=ann");
  });

  it("lists the menu in the spec's order, highlights the current entry, shows the user and the year", async () => {
    // Billing is for holders of view_billing (as the demo administrator is).
    renderShell({ ...admin, permissions: ["super_admin", "view_billing"] }, "/diamond/123");
    const nav = await screen.findByRole("navigation", { name: "Main menu" });
    const links = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(links).toEqual([
      "Home",
      "Diamonds",
      "Jewelry",
      "Imperfections",
      "Orders",
      "Digital Certificate Videos",
      "Showcasing Videos",
      "Certificates QR Code",
      "Analytics",
      "Clients",
      "Customers",
      "Administrator",
      "Billing",
      "Shipping",
      "Attributes",
      "Lab Settings",
    ]);
    expect(within(nav).getByRole("link", { name: "Diamonds" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("button", { name: "Log Out" })).toBeTruthy();
    expect(screen.getByTestId("signed-in-user").textContent).toBe("Ann Admin");
    expect(screen.getByRole("contentinfo").textContent).toBe(`© ${new Date().getFullYear()} Loupe`);
  });

  it("shows Activity Log only to holders of view_activity_log", async () => {
    renderShell({ ...admin, permissions: ["view_activity_log"] });
    const nav = await screen.findByRole("navigation", { name: "Main menu" });
    expect(within(nav).getByRole("link", { name: "Activity Log" }).getAttribute("href")).toBe("/logs");
  });

  it("shows Lab Settings only to super administrators", async () => {
    renderShell({ ...admin, permissions: ["view_activity_log"] });
    const nav = await screen.findByRole("navigation", { name: "Main menu" });
    expect(within(nav).getByRole("link", { name: "Activity Log" })).toBeTruthy();
    expect(within(nav).queryByRole("link", { name: "Lab Settings" })).toBeNull();
  });

  it("starts with a link that skips the menu to the screen's main region", async () => {
    const events = userEvent.setup();
    renderShell(admin, "/diamond/123");
    await screen.findByRole("navigation", { name: "Main menu" });
    await events.tab();
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    expect(document.activeElement).toBe(skip);
    await events.keyboard("{Enter}");
    expect(document.activeElement).toBe(screen.getByRole("main"));
  });

  it("collapses to 120 px, opens over the page on hover, and remembers the choice", async () => {
    const events = userEvent.setup();
    renderShell(admin);
    const nav = await screen.findByRole("navigation", { name: "Main menu" });
    expect(nav.style.width).toBe("280px");
    // A plain click: under a loaded CPU, user-event's pointer sequence sometimes never reached the
    // toggle's handler (1 run in 5 with both cores busy; CI saw it once); what is tested here is
    // the menu's answer to the toggle, and hovering below still goes through user-event.
    fireEvent.click(within(nav).getByRole("button", { name: "Collapse menu" }));
    expect(nav.style.width).toBe("120px");
    expect(window.localStorage.getItem(menuCollapsedStorageKey)).toBe("true");
    // Names stay for assistive technology while the labels are hidden.
    expect(within(nav).getByRole("link", { name: "Diamonds" })).toBeTruthy();

    await events.unhover(nav);
    await events.hover(nav);
    expect(nav.style.width).toBe("280px");
    expect(nav.hasAttribute("data-overlaying")).toBe(true);
    await events.unhover(nav);
    expect(nav.style.width).toBe("120px");

    fireEvent.click(within(nav).getByRole("button", { name: "Expand menu" }));
    expect(window.localStorage.getItem(menuCollapsedStorageKey)).toBe("false");
  });

  it("stays collapsed, with no toggle, on a screen narrower than 1280 px, and still opens on hover", async () => {
    const events = userEvent.setup();
    const matchMedia = vi
      .spyOn(window, "matchMedia")
      .mockImplementation((query) => mediaQueryList(query, query === narrowScreenQuery));
    try {
      renderShell(admin);
      const nav = await screen.findByRole("navigation", { name: "Main menu" });
      expect(nav.style.width).toBe("120px");
      expect(within(nav).queryByRole("button", { name: /menu$/ })).toBeNull();
      await events.hover(nav);
      expect(nav.style.width).toBe("280px");
      expect(nav.hasAttribute("data-overlaying")).toBe(true);
    } finally {
      matchMedia.mockRestore();
    }
  });
});
