import { messages } from "@loupe/domain/messages";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "../../test/render";
import { companyFixture } from "./company-fixture";
import { CompanyFormPage } from "./company-form-page";
import { credentialsTitle } from "./portal-credentials-modal";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const verified = companyFixture({
  kind: "customer",
  id: "u1",
  adPortalAccess: true,
  portalStatus: "verified",
  portalEmail: "owner@venue.test",
  invitationSentAt: "2025-03-04T15:00:00.000Z",
  emailVerifiedAt: "2025-03-06T09:00:00.000Z",
});

async function openModal(answer: (init?: RequestInit) => Response) {
  fetchMock.mockImplementation(async (_url, init) => answer(init));
  const events = userEvent.setup();
  renderWithApp(<CompanyFormPage kind="customer" />, { path: "/customers/:id", route: "/customers/u1" });
  await events.click(await screen.findByRole("button", { name: credentialsTitle }));
  const dialog = screen.getByRole("dialog", { name: credentialsTitle });
  return { events, dialog };
}

describe("PortalCredentialsModal", () => {
  it("keeps Save disabled until both Email and New Password are filled", async () => {
    const { events, dialog } = await openModal(() => jsonResponse(verified));
    const save = within(dialog).getByRole("button", { name: "Save" });
    const email = within(dialog).getByRole("textbox", { name: "Email" });
    const password = within(dialog).getByLabelText("New Password");
    expect((email as HTMLInputElement).value).toBe("owner@venue.test");
    expect(save.hasAttribute("disabled")).toBe(true);

    await events.type(password, "a-new-long-password");
    expect(save.hasAttribute("disabled")).toBe(false);
    await events.clear(email);
    expect(save.hasAttribute("disabled")).toBe(true);
    await events.type(email, "new@venue.test");
    expect(save.hasAttribute("disabled")).toBe(false);
  });

  it("sends the new credentials, and reports a failure as 'Something went wrong!'", async () => {
    const { events, dialog } = await openModal((init) =>
      init?.method === "PUT"
        ? jsonResponse({ status: 502, title: "Bad Gateway", detail: "The ad portal did not answer." }, 502)
        : jsonResponse(verified),
    );
    await events.type(within(dialog).getByLabelText("New Password"), "a-new-long-password");
    await events.click(within(dialog).getByRole("button", { name: "Save" }));

    const failure = await screen.findByRole("dialog", { name: messages.somethingWentWrong });
    expect(
      within(failure).getByText(messages.credentialsFailure("The ad portal did not answer")),
    ).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(put?.[0]).toBe("/api/customers/u1/portal-credentials");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      email: "owner@venue.test",
      password: "a-new-long-password",
    });
    // The company form behind the modal was not submitted along with it.
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT")).toHaveLength(1);
  });

  it("checks the password length before calling the API", async () => {
    const { events, dialog } = await openModal(() => jsonResponse(verified));
    await events.type(within(dialog).getByLabelText("New Password"), "short");
    await events.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText(messages.passwordTooShort)).toBeTruthy();
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? "GET") === "GET")).toBe(true);
  });
});
