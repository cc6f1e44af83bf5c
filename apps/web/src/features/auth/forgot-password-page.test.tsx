import { passwordResetRedirectMs } from "@loupe/domain/constants";
import { messages } from "@loupe/domain/messages";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "../../test/render";
import { ForgotPasswordPage } from "./forgot-password-page";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function submit(email: string) {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  fireEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
}

describe("ForgotPasswordPage", () => {
  it("asks for an e-mail without calling the server", () => {
    renderWithApp(<ForgotPasswordPage />, { path: "/forgot-password" });
    submit("  ");
    expect(screen.getByRole("alert").textContent).toBe(messages.resetEmailEmpty);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("goes submit → loading → success, then to sign-in after 5 seconds", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { router } = renderWithApp(<ForgotPasswordPage />, { path: "/forgot-password" });
    submit("ann@example.com");
    expect(screen.getByLabelText("Sending")).toBeTruthy();

    vi.useFakeTimers();
    await act(async () => answer(jsonResponse({ message: messages.resetEmailSent }, 202)));
    expect(screen.getByText(messages.resetEmailSent)).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(passwordResetRedirectMs - 1));
    expect(router.state.location.pathname).toBe("/forgot-password");
    await act(async () => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe("/login");
  });

  it("returns to the form with the message when the request fails", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 500, title: "Error!", detail: "Mail is down." }, 500));
    renderWithApp(<ForgotPasswordPage />, { path: "/forgot-password" });
    submit("ann@example.com");
    expect((await screen.findByRole("alert")).textContent).toBe("Mail is down.");
    expect(screen.getByRole("button", { name: "Send Reset Link" })).toBeTruthy();
  });
});
