import { messages } from "@loupe/domain/messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { bodyOf, stubFetch, writesOf } from "../../../test/fetch-mock";
import { jsonResponse, renderEditorPage } from "../../../test/render";
import { answerDiamondApi, clientId, diamondFixture, saveResult } from "./diamond-form-fixture";
import { DiamondFormPage } from "./diamond-form-page";

vi.setConfig({ testTimeout: 20_000 });

const fetchMock = stubFetch({ notifications: true });

type Events = ReturnType<typeof userEvent.setup>;
const writes = () => writesOf(fetchMock);
const descriptionOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute("aria-describedby") ?? "")?.textContent;

const renderForm = (id: string) => renderEditorPage(<DiamondFormPage />, "/diamond", id);

async function choose(events: Events, name: string, option: string | RegExp) {
  await events.click(screen.getByRole("combobox", { name }));
  await events.click(await screen.findByRole("option", { name: option }));
}

// A new template 6 record with every required field.
async function fillExtraMinimalist(events: Events) {
  await choose(events, "Template", /^6\./);
  await events.type(screen.getByRole("textbox", { name: "Certificate Number" }), "LG7");
  await choose(events, "Client", "Aurora Jewelers");
  await choose(events, "Shape", "Oval");
  await events.type(screen.getByRole("textbox", { name: "Weight (ct)" }), "1.02");
  await choose(events, "Color", "G");
  await choose(events, "Clarity", "VS1");
  await choose(events, "Clarity asterisks", "*");
}

describe("DiamondFormPage, saving", () => {
  it("sends the new record's body, says 'Diamond has been saved' and goes to the list", async () => {
    const events = userEvent.setup();
    answerDiamondApi(fetchMock, { write: () => jsonResponse(saveResult(diamondFixture()), 201) });
    const { router } = renderForm("new");
    await fillExtraMinimalist(events);
    await events.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(messages.diamondSaved)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/diamond");
    const [post] = writes();
    expect(post?.[0]).toBe("/api/diamonds?digitalCertificate=false");
    expect(bodyOf(post)).toEqual({
      templateId: 6,
      certificateNumber: "LG7",
      clientSku: "",
      stockNumber: "",
      price: null,
      inscription: "",
      shape: "Oval",
      weight: 1.02,
      cut: "",
      polish: "",
      symmetry: "",
      fluorescence: "",
      girdle: "",
      measurements: "",
      table: null,
      depth: null,
      color: { template: "Standard", value: "G", asterisks: "" },
      clarity: { value: "VS1", asterisks: "*" },
      description: "",
      certificateComments: "",
      manufacturedAs: "",
      clientId,
      customerId: null,
      certificateVideoFileId: null,
      imperfectionUrl: "",
      orderNumber: "",
      lineNumber: "",
    });
  });

  it("loads a record with its client's name and updates it with its version", async () => {
    const events = userEvent.setup();
    const diamond = diamondFixture();
    answerDiamondApi(fetchMock, {
      diamond,
      write: () => jsonResponse(saveResult({ ...diamond, version: 5 })),
    });
    const { router } = renderForm("d1");
    expect(await screen.findByRole("heading", { name: "Diamond LG1001" })).toBeTruthy();
    expect((screen.getByRole("combobox", { name: "Client" }) as HTMLInputElement).value).toBe(
      "Aurora Jewelers",
    );
    expect((screen.getByRole("textbox", { name: "Measurements" }) as HTMLInputElement).value).toBe(
      "6.41 x 6.43 x 3.97 mm",
    );
    await events.clear(screen.getByRole("textbox", { name: "Stock Number" }));
    await events.type(screen.getByRole("textbox", { name: "Stock Number" }), "ST-9");
    await events.click(screen.getByRole("button", { name: "Save" }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/diamond"));
    const [put] = writes();
    expect(put?.[0]).toBe("/api/diamonds/d1?digitalCertificate=false");
    expect(bodyOf(put)).toMatchObject({ stockNumber: "ST-9", version: 4, templateId: 1, clientId });
  });

  it("shows a stale refusal's reason, overwrites nothing, and reloads the stored record", async () => {
    const events = userEvent.setup();
    const stale = messages.staleRecord("Ann Admin", "03/04/2025 10:00 AM");
    let stored = diamondFixture();
    answerDiamondApi(fetchMock, {
      read: () => jsonResponse(stored),
      write: () => jsonResponse({ status: 409, title: "Conflict", detail: stale }, 409),
    });
    renderForm("d1");
    const stock = await screen.findByRole("textbox", { name: "Stock Number" });
    await events.type(stock, "Mine");
    await events.click(screen.getByRole("button", { name: "Save" }));

    const dialog = await screen.findByRole("dialog", { name: messages.genericErrorTitle });
    expect(within(dialog).getByText(stale)).toBeTruthy();
    stored = diamondFixture({ stockNumber: "Theirs", version: 5 });
    await events.click(within(dialog).getByRole("button", { name: "Reload" }));
    await vi.waitFor(() =>
      expect((screen.getByRole("textbox", { name: "Stock Number" }) as HTMLInputElement).value).toBe(
        "Theirs",
      ),
    );
  });

  it("shows the server's field problems under the fields", async () => {
    const events = userEvent.setup();
    const detail = "Certificate number LG1001 is already used by another diamond.";
    answerDiamondApi(fetchMock, {
      diamond: diamondFixture(),
      write: () =>
        jsonResponse(
          {
            status: 409,
            title: "Conflict",
            detail,
            errors: [{ field: "certificateNumber", message: "Already used by another diamond" }],
          },
          409,
        ),
    });
    renderForm("d1");
    await events.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByText("Already used by another diamond")).toBeTruthy();
    expect(within(screen.getByRole("alert")).getByText(detail)).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Certificate Number" }).getAttribute("aria-invalid")).toBe(
      "true",
    );
  });
});

describe("DiamondFormPage, Create Digital Certificate", () => {
  it("says it was sent to the spreadsheet only when the spreadsheet took it", async () => {
    const events = userEvent.setup();
    const diamond = diamondFixture();
    answerDiamondApi(fetchMock, {
      diamond,
      write: () => jsonResponse(saveResult(diamond, { delivered: true, error: null })),
    });
    const { router } = renderForm("d1");
    await events.click(await screen.findByRole("button", { name: "Create Digital Certificate" }));
    expect(await screen.findByText(messages.certificateSavedAndSent)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/diamond");
    expect(writes()[0]?.[0]).toBe("/api/diamonds/d1?digitalCertificate=true");
  });

  it("is disabled, saying why, until the diamond has a certificate number", async () => {
    const events = userEvent.setup();
    const diamond = diamondFixture({ certificateNumber: "", publicPath: "/c/diamond/SKU-1" });
    answerDiamondApi(fetchMock, {
      diamond,
      write: () => jsonResponse(saveResult(diamond, { delivered: true, error: null })),
    });
    renderForm("d1");
    const button = await screen.findByRole("button", { name: "Create Digital Certificate" });
    expect(button).toHaveProperty("disabled", true);
    expect(descriptionOf(button)).toBe(messages.digitalCertificateNeedsCertificateNumber);
    // Save is still there for a record kept by its client SKU alone.
    expect(screen.getByRole("button", { name: "Save" })).toHaveProperty("disabled", false);

    await events.type(screen.getByRole("textbox", { name: "Certificate Number" }), "LG9");
    expect(button).toHaveProperty("disabled", false);
    expect(button.getAttribute("aria-describedby")).toBeNull();
    expect(screen.queryByText(messages.digitalCertificateNeedsCertificateNumber)).toBeNull();
    await events.click(button);
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.[0]).toBe("/api/diamonds/d1?digitalCertificate=true");
    expect(bodyOf(writes()[0])).toMatchObject({ certificateNumber: "LG9", clientSku: "SKU-1" });
  });

  it("tells the truth when the spreadsheet has not taken it yet, in one toast that stays", async () => {
    const events = userEvent.setup();
    const diamond = diamondFixture();
    answerDiamondApi(fetchMock, {
      diamond,
      write: () =>
        jsonResponse(saveResult({ ...diamond, version: 5 }, { delivered: false, error: "Sheet is locked" })),
    });
    const { router } = renderForm("d1");
    await events.click(await screen.findByRole("button", { name: "Create Digital Certificate" }));
    const said = await screen.findByText(
      "The diamond has been saved, but the google spreadsheet has not taken it yet. It will be sent again automatically.",
    );
    const toast = said.closest(".mantine-Notification-root") as HTMLElement;
    expect(within(toast).getByText(messages.certificateSaved)).toBeTruthy();
    expect(within(toast).getByText("Reason: Sheet is locked")).toBeTruthy();
    expect(within(toast).getByRole("button", { name: "Back to list" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByText(messages.certificateSavedAndSent)).toBeNull();
    expect(router.state.location.pathname).toBe("/diamond/d1");

    // The next save carries the version the last one produced.
    await events.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(writes()).toHaveLength(2));
    expect(bodyOf(writes()[1])).toMatchObject({ version: 5 });
    // Kept until closed: a plain save's toast replaces it.
  });
});

describe("DiamondFormPage, deleting", () => {
  it("asks 'Are you sure?', deletes, says 'Deleted!' and goes back to the list", async () => {
    const events = userEvent.setup();
    answerDiamondApi(fetchMock, { diamond: diamondFixture(), write: () => jsonResponse(null, 204) });
    const { router } = renderForm("d1");
    await events.click(await screen.findByRole("button", { name: "More actions" }));
    await events.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const confirm = screen.getByRole("dialog", { name: messages.confirmDeleteTitle });
    expect(within(confirm).getByText(messages.confirmDeleteText)).toBeTruthy();
    await events.click(within(confirm).getByRole("button", { name: messages.confirmDeleteFormButton }));

    expect(await screen.findByText(messages.deletedText)).toBeTruthy();
    expect(screen.getByText(messages.deletedTitle)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/diamond");
    expect(writes()[0]?.[0]).toBe("/api/diamonds/d1");
    expect(writes()[0]?.[1]?.method).toBe("DELETE");
  });

  it("goes back where the user came from: the list with its filters", async () => {
    const events = userEvent.setup();
    answerDiamondApi(fetchMock, { diamond: diamondFixture(), write: () => jsonResponse(null, 204) });
    const { router } = renderForm("d1");
    // Opened from the filtered list: the editor is drawn, left for the list, and opened again (on
    // a busy machine a navigation made before the first draw would leave it mounted throughout).
    await screen.findByRole("button", { name: "More actions" });
    await router.navigate("/diamond?shape=Round&pageSize=100");
    await waitFor(() => expect(screen.queryByRole("button", { name: "More actions" })).toBeNull());
    await router.navigate("/diamond/d1");
    await events.click(await screen.findByRole("button", { name: "More actions" }));
    await events.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const confirm = screen.getByRole("dialog", { name: messages.confirmDeleteTitle });
    await events.click(within(confirm).getByRole("button", { name: messages.confirmDeleteFormButton }));
    expect(await screen.findByText(messages.deletedText)).toBeTruthy();
    // Going back one page is a history pop: it settles after the notification shows.
    await waitFor(() => expect(router.state.location.search).toBe("?shape=Round&pageSize=100"));
    expect(router.state.location.pathname).toBe("/diamond");
  });

  it("asks before leaving with unsaved changes", async () => {
    const events = userEvent.setup();
    answerDiamondApi(fetchMock, { diamond: diamondFixture() });
    const { router } = renderForm("d1");
    await events.type(await screen.findByRole("textbox", { name: "Inscription" }), "GIA");
    await events.click(screen.getByRole("link", { name: "Diamonds" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave without saving?" });
    await events.click(within(dialog).getByRole("button", { name: "Stay" }));
    expect(router.state.location.pathname).toBe("/diamond/d1");
    await events.click(screen.getByRole("link", { name: "Diamonds" }));
    await events.click(await screen.findByRole("button", { name: "Leave without saving" }));
    expect(router.state.location.pathname).toBe("/diamond");
  });
});
