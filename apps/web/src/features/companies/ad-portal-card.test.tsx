import type { Company } from "@loupe/domain/companies";
import { messages } from "@loupe/domain/messages";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "../../test/render";
import { companyFixture } from "./company-fixture";
import { CompanyFormPage } from "./company-form-page";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");

function renderClient(company: Company | null, answers: (url: string, init?: RequestInit) => Response) {
  fetchMock.mockImplementation(async (url, init) => answers(String(url), init));
  const route = company ? `/clients/${company.id}` : "/clients/new";
  return renderWithApp(<CompanyFormPage kind="client" />, { path: "/clients/:id", route });
}

const status = () => screen.getByText("Status:").parentElement?.textContent;

describe("Ad portal invitation", () => {
  it("sends an invitation, then offers Resend and shows the date", async () => {
    const events = userEvent.setup();
    const fresh = companyFixture();
    const invited = companyFixture({
      portalStatus: "invited",
      portalEmail: "owner@aurora.test",
      invitationSentAt: "2025-03-04T15:00:00.000Z",
      version: 4,
    });
    renderClient(fresh, (_url, init) =>
      init?.method === "POST" ? jsonResponse(invited) : jsonResponse(fresh),
    );

    const field = await screen.findByRole("textbox", { name: "Email To Send Request To" });
    expect((field as HTMLInputElement).value).toBe("rita@aurora.test");
    expect(status()).toBe("Status: Not invited");

    // An empty address is refused here, with the spec's message, before any call.
    await events.clear(field);
    await events.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByText(messages.inviteEmailRequired("client"))).toBeTruthy();
    expect(posts()).toHaveLength(0);

    await events.type(field, " Owner@Aurora.test ");
    await events.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("button", { name: "Resend" })).toBeTruthy();
    expect(status()).toBe("Status: Invitation sent on 03/04/2025, e-mail not verified");
    const [call] = posts();
    expect(call?.[0]).toBe("/api/clients/c1/invitation");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: "owner@aurora.test" });
  });

  it("puts the server's refusal of an address under the field", async () => {
    const events = userEvent.setup();
    const detail = messages.inviteEmailRequired("client");
    renderClient(companyFixture(), (_url, init) =>
      init?.method === "POST"
        ? jsonResponse({ status: 400, title: "Bad Request", detail }, 400)
        : jsonResponse(companyFixture()),
    );
    await events.click(await screen.findByRole("button", { name: "Send" }));
    expect(await screen.findByText(detail)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send" })).toBeTruthy();
  });

  it("cannot invite before the company is saved", () => {
    renderClient(null, () => jsonResponse({}));
    expect(screen.getByRole("button", { name: "Send" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("Save the client first, then send the invitation.")).toBeTruthy();
  });

  it("once verified, locks the checkbox and offers the credentials instead", async () => {
    const verified = companyFixture({
      adPortalAccess: true,
      portalStatus: "verified",
      portalEmail: "owner@aurora.test",
      invitationSentAt: "2025-03-04T15:00:00.000Z",
      emailVerifiedAt: "2025-03-06T09:00:00.000Z",
    });
    renderClient(verified, () => jsonResponse(verified));
    const checkbox = await screen.findByRole("checkbox", { name: "Ad Portal Access" });
    expect(checkbox.hasAttribute("disabled")).toBe(true);
    expect(status()).toBe("Status: Verified on 03/06/2025");
    expect(screen.getByRole("button", { name: "Edit Advertisement Portal Credentials" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^(Send|Resend)$/ })).toBeNull();
  });

  it("shows the background image upload only with ad portal access", async () => {
    const events = userEvent.setup();
    renderClient(companyFixture(), () => jsonResponse(companyFixture()));
    const checkbox = await screen.findByRole("checkbox", { name: "Ad Portal Access" });
    expect(screen.queryByLabelText("Background Image")).toBeNull();
    expect(screen.getByLabelText("Logo")).toBeTruthy();
    await events.click(checkbox);
    const card = checkbox.closest("form") as HTMLElement;
    expect(within(card).getByLabelText("Background Image").getAttribute("type")).toBe("file");
  });
});
