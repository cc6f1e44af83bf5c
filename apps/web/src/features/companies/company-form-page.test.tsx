import type { Company } from "@loupe/domain/companies";
import { messages } from "@loupe/domain/messages";
import type { Permission } from "@loupe/domain/permissions";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionQueryKey } from "../../lib/session";
import { createTestQueryClient, jsonResponse, renderWithApp } from "../../test/render";
import { companyFixture } from "./company-fixture";
import { CompanyFormPage } from "./company-form-page";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const writes = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") !== "GET");
const bodyOf = (call: Parameters<typeof fetch> | undefined) => JSON.parse(String(call?.[1]?.body));

function renderForm(kind: "client" | "customer", id: string, permissions: Permission[] = ["super_admin"]) {
  const base = kind === "client" ? "/clients" : "/customers";
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(sessionQueryKey, { id: "me", fullName: "Me", email: "me@lab.test", permissions });
  return renderWithApp(<CompanyFormPage kind={kind} />, {
    path: `${base}/:id`,
    route: `${base}/${id}`,
    queryClient,
  });
}

function missingList() {
  const alert = screen.getByRole("alert");
  expect(within(alert).getByText(messages.missingRequiredFields)).toBeTruthy();
  return within(alert)
    .getAllByRole("listitem")
    .map((item) => item.textContent);
}

describe("CompanyFormPage, required fields", () => {
  it("warns about the client's three required fields without calling the API", async () => {
    const events = userEvent.setup();
    renderForm("client", "new");
    await events.type(screen.getByLabelText("Phone"), "5551234567");
    await events.click(screen.getByRole("button", { name: "Save" }));
    expect(missingList()).toEqual(["Company Name", "Email", "Representative Name"]);
    expect(screen.getByLabelText(/^Company Name/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText(/^Representative Name/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Phone").getAttribute("aria-invalid")).not.toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();

    // Filling a field in takes it off the warning at once.
    await events.type(screen.getByLabelText(/^Company Name/), "Borealis");
    expect(missingList()).toEqual(["Email", "Representative Name"]);
    expect(screen.getByLabelText(/^Company Name/).getAttribute("aria-invalid")).not.toBe("true");
  });

  it("asks a customer for its name only", async () => {
    const events = userEvent.setup();
    renderForm("customer", "new");
    expect(screen.queryByLabelText(/^Representative Name/)).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Email" })).toBeNull();
    await events.click(screen.getByRole("button", { name: "Save" }));
    expect(missingList()).toEqual(["Company's Name"]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("CompanyFormPage, pinning", () => {
  it("is offered to a super administrator and shown, not offered, to others", async () => {
    renderForm("client", "new", []);
    const pinned = screen.getByRole("switch", { name: "Pinned" });
    expect(pinned).toHaveProperty("disabled", true);
    expect(screen.getByText(/Only a super administrator can pin or unpin a company/)).toBeTruthy();
  });

  it("shows a pinned company as pinned to someone who may not change it", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(companyFixture({ id: "c1", pinned: true })));
    renderForm("client", "c1", []);
    const pinned = await screen.findByRole("switch", { name: "Pinned" });
    expect(pinned).toHaveProperty("disabled", true);
    expect(pinned).toHaveProperty("checked", true);
  });
});

describe("CompanyFormPage, saving", () => {
  it("creates a client with the masked phone's digits and opens its saved form", async () => {
    const events = userEvent.setup();
    const created = companyFixture({ id: "new-id", name: "Borealis" });
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === "POST" ? jsonResponse(created, 201) : jsonResponse(created),
    );
    const { router } = renderForm("client", "new");
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    await events.type(screen.getByLabelText(/^Company Name/), "Borealis");
    await events.type(screen.getByLabelText(/^Representative Name/), "Bo Rep");
    await events.type(screen.getByLabelText("Phone"), "555-987-6543");
    await events.type(screen.getByRole("textbox", { name: "Email" }), "Bo@Borealis.test");
    await events.click(screen.getByRole("switch", { name: "Pinned" }));
    await events.click(screen.getByRole("button", { name: "Save" }));

    await screen.findByRole("heading", { name: "Borealis" });
    expect(router.state.location.pathname).toBe("/clients/new-id");
    const [post] = writes();
    expect(post?.[0]).toBe("/api/clients");
    expect(bodyOf(post)).toEqual({
      name: "Borealis",
      representativeName: "Bo Rep",
      email: "bo@borealis.test",
      phone: "5559876543",
      logoFileId: null,
      backgroundFileId: null,
      pinned: true,
      barcodeDashes: false,
      website: "",
      adPortalAccess: false,
    });
  });

  it("sends a client's website, and refuses one that is not an http(s) address under the field", async () => {
    const events = userEvent.setup();
    const stored = companyFixture({ website: "https://old.example", version: 2 });
    fetchMock.mockImplementation(async (_url, init) =>
      jsonResponse(
        init?.method === "PUT" ? { ...stored, website: "https://new.example", version: 3 } : stored,
      ),
    );
    renderForm("client", "c1", []);
    const website = await screen.findByRole("textbox", { name: "Website" });
    expect(website).toHaveProperty("value", "https://old.example");
    await events.clear(website);
    await events.type(website, "javascript:alert(1)");
    await events.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter an address that starts with http:// or https://")).toBeTruthy();
    expect(writes()).toHaveLength(0);
    await events.clear(website);
    await events.type(website, "https://new.example");
    await events.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(bodyOf(writes()[0])).toMatchObject({ website: "https://new.example", version: 2 });
  });

  it("shows a client's barcode setting as stored and sends it switched", async () => {
    const events = userEvent.setup();
    const stored = companyFixture({ barcodeDashes: true, version: 5 });
    fetchMock.mockImplementation(async (_url, init) =>
      jsonResponse(init?.method === "PUT" ? { ...stored, barcodeDashes: false, version: 6 } : stored),
    );
    renderForm("client", "c1", []);
    const dashes = await screen.findByRole("switch", {
      name: "Barcode service: send the name with dashes for spaces",
    });
    expect(dashes).toHaveProperty("checked", true);
    expect(dashes).toHaveProperty("disabled", false);
    expect(screen.getByText(/name this client 'Company-Name' rather than 'Company Name'/)).toBeTruthy();
    await events.click(dashes);
    await events.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(bodyOf(writes()[0])).toMatchObject({ barcodeDashes: false, version: 5 });
  });

  it("updates with the loaded version and shows a stale refusal in the Error dialog", async () => {
    const events = userEvent.setup();
    const stale = messages.staleRecord("Ann Admin", "03/04/2025 10:00 AM");
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === "PUT"
        ? jsonResponse({ status: 409, title: "Conflict", detail: stale }, 409)
        : jsonResponse(companyFixture({ version: 7 })),
    );
    renderForm("client", "c1");
    const name = await screen.findByLabelText(/^Company Name/);
    await events.clear(name);
    await events.type(name, "Aurora Fine Jewelers");
    await events.click(screen.getByRole("button", { name: "Save" }));

    const dialog = await screen.findByRole("dialog", { name: messages.genericErrorTitle });
    expect(within(dialog).getByText(stale)).toBeTruthy();
    const [put] = writes();
    expect(put?.[0]).toBe("/api/clients/c1");
    expect(bodyOf(put)).toMatchObject({ name: "Aurora Fine Jewelers", version: 7 });
  });

  it("keeps a customer's stored contact fields it does not show", async () => {
    const events = userEvent.setup();
    const customer: Company = companyFixture({ kind: "customer", id: "u1", name: "Venue" });
    fetchMock.mockImplementation(async (_url, init) =>
      jsonResponse(init?.method === "PUT" ? { ...customer, version: 4 } : customer),
    );
    renderForm("customer", "u1");
    await events.click(await screen.findByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(screen.queryByRole("switch", { name: /Barcode service/ })).toBeNull();
    expect(bodyOf(writes()[0])).toMatchObject({
      name: "Venue",
      email: "rita@aurora.test",
      representativeName: "Rita Rep",
      barcodeDashes: false,
      version: 3,
    });
  });
});

describe("CompanyFormPage, deleting", () => {
  it("offers no delete for a customer on certificates, and says why up front", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(companyFixture({ kind: "customer", id: "u1", name: "Venue", totalSkus: 4 })),
    );
    renderForm("customer", "u1");
    const remove = await screen.findByRole("button", { name: "Delete" });
    expect(remove).toHaveProperty("disabled", true);
    const reason = "Customer cannot be deleted: it is on 4 certificates; reassign or delete them first.";
    expect(screen.getByText(reason).id).toBe(remove.getAttribute("aria-describedby"));
  });

  it("shows a refusal the server gives after all (certificates added meanwhile) as 'Unauthorized Action'", async () => {
    const events = userEvent.setup();
    const detail = "Customer cannot be deleted: it is on 1 certificate; reassign or delete it first.";
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === "DELETE"
        ? jsonResponse({ status: 409, title: messages.unauthorizedActionTitle, detail }, 409)
        : jsonResponse(companyFixture({ kind: "customer", id: "u1", name: "Venue", totalSkus: 0 })),
    );
    const { router } = renderForm("customer", "u1");
    await events.click(await screen.findByRole("button", { name: "Delete" }));
    const confirm = screen.getByRole("dialog", { name: messages.confirmDeleteTitle });
    expect(within(confirm).getByText(messages.confirmDeleteText)).toBeTruthy();
    // Cancel has the focus: Enter right after opening does not delete.
    expect(document.activeElement).toBe(within(confirm).getByRole("button", { name: messages.cancelButton }));
    await events.click(within(confirm).getByRole("button", { name: messages.confirmDeleteButton }));

    const refusal = await screen.findByRole("dialog", { name: messages.unauthorizedActionTitle });
    expect(within(refusal).getByText(detail)).toBeTruthy();
    expect(writes()[0]?.[0]).toBe("/api/customers/u1");
    expect(router.state.location.pathname).toBe("/customers/u1");
  });

  it("goes back to the list after a delete", async () => {
    const events = userEvent.setup();
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === "DELETE" ? jsonResponse(null, 204) : jsonResponse(companyFixture()),
    );
    const { router } = renderForm("client", "c1");
    await events.click(await screen.findByRole("button", { name: "Delete" }));
    await events.click(screen.getByRole("button", { name: messages.confirmDeleteButton }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/clients"));
  });

  it("keeps the access an invitation turned on, so a later Save does not switch it off", async () => {
    const events = userEvent.setup();
    const invited = companyFixture({
      adPortalAccess: true,
      portalStatus: "invited",
      portalEmail: "buyer@aurora.test",
      invitationSentAt: "2025-02-01T00:00:00.000Z",
      version: 4,
    });
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === "POST" && String(url).endsWith("/invitation")) return jsonResponse(invited);
      if (init?.method === "PUT") return jsonResponse({ ...invited, version: 5 });
      return jsonResponse(companyFixture());
    });
    renderForm("client", "c1");
    const access = await screen.findByLabelText("Ad Portal Access");
    expect((access as HTMLInputElement).checked).toBe(false);
    const invitationEmail = screen.getByLabelText("Email To Send Request To");
    await events.clear(invitationEmail);
    await events.type(invitationEmail, "buyer@aurora.test");
    await events.click(screen.getByRole("button", { name: "Send" }));
    await vi.waitFor(() =>
      expect((screen.getByLabelText("Ad Portal Access") as HTMLInputElement).checked).toBe(true),
    );

    await events.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(writes().filter(([, init]) => init?.method === "PUT")).toHaveLength(1));
    const put = writes().find(([, init]) => init?.method === "PUT");
    expect(bodyOf(put)).toMatchObject({ adPortalAccess: true, version: 4 });
  });
});
