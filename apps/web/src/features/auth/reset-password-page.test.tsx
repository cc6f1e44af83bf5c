import { messages } from "@loupe/domain/messages";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "../../test/render";
import { passwordsDoNotMatch } from "./reset-password-form";
import { ResetPasswordPage } from "./reset-password-page";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const renderReset = (route = "/reset-password?token=t0k3n") =>
  renderWithApp(<ResetPasswordPage />, { path: "/reset-password", route });

describe("ResetPasswordPage", () => {
  it("checks length and confirmation before calling the server", async () => {
    const events = userEvent.setup();
    renderReset();
    await events.type(screen.getByLabelText("New Password"), "short");
    await events.type(screen.getByLabelText("Confirm Password"), "different");
    await events.click(screen.getByRole("button", { name: "Set Password" }));
    expect(await screen.findByText(messages.passwordTooShort)).toBeTruthy();
    expect(screen.getByText(passwordsDoNotMatch)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the token with the new password and links to sign in", async () => {
    const events = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse({ message: messages.passwordChanged }));
    renderReset();
    await events.type(screen.getByLabelText("New Password"), "a-long-new-password");
    await events.type(screen.getByLabelText("Confirm Password"), "a-long-new-password");
    await events.click(screen.getByRole("button", { name: "Set Password" }));
    expect(await screen.findByText(messages.passwordChanged)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      token: "t0k3n",
      password: "a-long-new-password",
    });
  });

  it("explains an expired link and offers a new one", async () => {
    const events = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse({ status: 400, title: "Bad Request", detail: messages.resetLinkInvalid }, 400),
    );
    renderReset();
    await events.type(screen.getByLabelText("New Password"), "a-long-new-password");
    await events.type(screen.getByLabelText("Confirm Password"), "a-long-new-password");
    await events.click(screen.getByRole("button", { name: "Set Password" }));
    expect((await screen.findByRole("alert")).textContent).toBe(messages.resetLinkInvalid);
    expect(screen.getByRole("link", { name: "Ask for a new reset link" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });

  it("treats a missing token as an invalid link", () => {
    renderReset("/reset-password");
    expect(screen.getByRole("alert").textContent).toBe(messages.resetLinkInvalid);
  });
});
