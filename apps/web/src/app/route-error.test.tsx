import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RouteError } from "./route-error";
import { theme } from "./theme";
import { reloadForStaleBuild } from "./update/reload-on-stale-build";

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

function renderRouteFailing(lazy: () => Promise<never>) {
  const router = createMemoryRouter([
    { path: "/", lazy, errorElement: <RouteError />, hydrateFallbackElement: <p>loading</p> },
  ]);
  render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe("route error", () => {
  it("reloads by itself once when a screen's code chunk is missing (a deploy replaced it)", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    renderRouteFailing(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/page-1a2b.js")),
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it("offers a reload when a screen's code chunk is missing (a deploy replaced it)", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    // The page has just reloaded for it: this time the user decides.
    reloadForStaleBuild(window.sessionStorage, () => {});
    renderRouteFailing(() =>
      Promise.reject(
        new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/page-1a2b.js"),
      ),
    );
    expect(await screen.findByRole("heading", { name: "This screen could not be loaded" })).toBeTruthy();
    expect(screen.getByText(/Reload the page to load it again/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Reload the page" }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("shows any other failure's message", async () => {
    renderRouteFailing(() => Promise.reject(new Error("Cannot read properties of undefined")));
    expect(await screen.findByRole("heading", { name: "Something went wrong!" })).toBeTruthy();
    expect(screen.getByText("Cannot read properties of undefined")).toBeTruthy();
  });
});
