import { messages } from "@loupe/domain/messages";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionQueryKey } from "../../lib/session";
import { jsonResponse, renderWithApp } from "../../test/render";
import { LoginPage } from "./login-page";

const fetchMock = vi.fn<typeof fetch>();
const user = { id: "u1", fullName: "Ann Admin", email: "ann@example.com", permissions: ["super_admin"] };

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderLogin(route = "/login") {
  return renderWithApp(<LoginPage />, { path: "/login", route });
}

describe("LoginPage", () => {
  it("asks for both fields without calling the server", async () => {
    const events = userEvent.setup();
    renderLogin();
    await events.type(screen.getByLabelText("Email"), "ann@example.com");
    await events.click(screen.getByRole("button", { name: "Sign In" }));
    expect(screen.getByRole("alert").textContent).toBe(messages.loginFieldsEmpty);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message inline when sign-in fails", async () => {
    const events = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse({ status: 401, title: "Unauthorized", detail: messages.loginFailed }, 401),
    );
    const { router } = renderLogin();
    await events.type(screen.getByLabelText("Email"), "ann@example.com");
    await events.type(screen.getByLabelText("Password"), "wrong-password");
    await events.click(screen.getByRole("button", { name: "Sign In" }));
    expect((await screen.findByRole("alert")).textContent).toBe(messages.loginFailed);
    expect(router.state.location.pathname).toBe("/login");
  });

  it("signs in, stores the session, and goes to the requested page", async () => {
    const events = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse({ user }));
    const { router, queryClient } = renderLogin("/login?next=%2Fuser%3Fsearch%3Dann");
    await events.type(screen.getByLabelText("Email"), " ann@example.com ");
    await events.type(screen.getByLabelText("Password"), "correct horse battery");
    await events.click(screen.getByRole("button", { name: "Sign In" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/user"));
    expect(router.state.location.search).toBe("?search=ann");
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(user);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: "ann@example.com",
      password: "correct horse battery",
    });
  });

  it("never follows a next that leaves the site", async () => {
    const events = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse({ user }));
    const { router } = renderLogin("/login?next=%2F%2Fevil.example");
    await events.type(screen.getByLabelText("Email"), "ann@example.com");
    await events.type(screen.getByLabelText("Password"), "correct horse battery");
    await events.click(screen.getByRole("button", { name: "Sign In" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });
});
