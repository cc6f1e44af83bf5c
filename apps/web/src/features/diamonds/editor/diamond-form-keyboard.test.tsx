import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { stubFetch, writesOf } from "../../../test/fetch-mock";
import { jsonResponse, renderEditorPage } from "../../../test/render";
import { answerDiamondApi, diamondFixture, saveResult } from "./diamond-form-fixture";
import { DiamondFormPage } from "./diamond-form-page";

// The diamond form by keyboard (issue 21), from the certificate-form kit it shares with jewelry.

vi.setConfig({ testTimeout: 20_000 });

const fetchMock = stubFetch({ notifications: true });
const renderForm = (id: string) => renderEditorPage(<DiamondFormPage />, "/diamond", id);
const template = () => screen.getByRole("combobox", { name: "Template" }) as HTMLInputElement;

describe("DiamondFormPage, by keyboard", () => {
  it("focuses Template on a new diamond, found by its number; the cards follow the work", async () => {
    answerDiamondApi(fetchMock);
    const events = userEvent.setup();
    renderForm("new");
    await waitFor(() => expect(document.activeElement).toBe(template()));
    await events.keyboard("5");
    expect(screen.getAllByRole("option")[0]?.textContent).toBe("5. Minimalist");
    await events.keyboard("{Enter}");
    expect(template().value).toBe("5. Minimalist");

    const titles = screen.getAllByRole("region").map((card) => card.getAttribute("aria-labelledby"));
    expect(titles.map((id) => document.getElementById(id ?? "")?.textContent)).toEqual([
      "General Information",
      "Grading",
      "Description and Comments",
      "Video and Imperfections",
    ]);
  });

  it("leaves the focus alone on an existing diamond; Ctrl+S saves it as Save does", async () => {
    const diamond = diamondFixture();
    answerDiamondApi(fetchMock, {
      diamond,
      write: () => jsonResponse(saveResult({ ...diamond, version: diamond.version + 1 })),
    });
    const events = userEvent.setup();
    const { router } = renderForm(diamond.id);
    const grading = await screen.findByRole("region", { name: "Grading" });
    expect(document.activeElement).toBe(document.body);

    await events.click(within(grading).getByRole("textbox", { name: "Weight (ct)" }));
    await events.keyboard("{Control>}s{/Control}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/diamond"));
    const [put] = writesOf(fetchMock);
    expect(put?.[0]).toBe(`/api/diamonds/${diamond.id}?digitalCertificate=false`);
  });
});
