import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useRouteLinkClicks } from "./route-link-clicks";

function List() {
  const onClick = useRouteLinkClicks();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the links inside are the interactive elements
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link is a click
    <div onClick={onClick}>
      <a href="/edit" data-route-link="">
        Edit
      </a>
    </div>
  );
}

const routeLoading = () => document.documentElement.hasAttribute("data-route-loading");

afterEach(() => document.documentElement.removeAttribute("data-route-loading"));

describe("a list link's click", () => {
  it("marks the page as loading before React renders, until the next screen is in", async () => {
    let arrive: () => void = () => undefined;
    const editorCode = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const router = createMemoryRouter([
      { path: "/", element: <List /> },
      {
        path: "/edit",
        lazy: async () => {
          await editorCode;
          return { element: <h1>Editor</h1> };
        },
      },
    ]);
    render(<RouterProvider router={router} />);
    const link = screen.getByRole("link", { name: "Edit" });

    link.click(); // synchronous: nothing between the click and the check may render
    expect(routeLoading()).toBe(true);
    // The navigation starts once that has been painted.
    expect(router.state.navigation.state).toBe("idle");
    await waitFor(() => expect(router.state.navigation.state).toBe("loading"));
    expect(routeLoading()).toBe(true);

    await act(async () => arrive());
    expect(await screen.findByRole("heading", { name: "Editor" })).toBeTruthy();
    expect(routeLoading()).toBe(false);
  });

  it("leaves a modified click to the browser and marks nothing", async () => {
    const router = createMemoryRouter([{ path: "/", element: <List /> }]);
    render(<RouterProvider router={router} />);
    // After React's own listener: jsdom cannot open a new tab.
    const noNewTab = (event: Event) => event.preventDefault();
    document.addEventListener("click", noNewTab);
    const user = userEvent.setup();
    await user.keyboard("{Control>}");
    await user.click(screen.getByRole("link", { name: "Edit" }));
    await user.keyboard("{/Control}");
    document.removeEventListener("click", noNewTab);
    expect(routeLoading()).toBe(false);
    expect(router.state.location.pathname).toBe("/");
  });
});
