import type { Diamond } from "@loupe/domain/diamonds/diamond";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../test/fetch-mock";
import { jsonResponse, renderWithApp } from "../../../test/render";
import { answerDiamondApi, diamondFixture, saveResult } from "./diamond-form-fixture";
import { DiamondFormPage } from "./diamond-form-page";

vi.setConfig({ testTimeout: 20_000 });

const fetchMock = stubFetch();

function renderRecord(changes: Partial<Diamond>) {
  const diamond = diamondFixture(changes);
  answerDiamondApi(fetchMock, { diamond, write: () => jsonResponse(saveResult(diamond)) });
  return renderWithApp(<DiamondFormPage />, {
    path: "/diamond/:id",
    route: "/diamond/d1",
    routes: [{ path: "/diamond", element: null }],
  });
}

describe("DiamondForm, the printed card", () => {
  it("says when and by whom the card was printed", async () => {
    renderRecord({
      cardCertPrinted: true,
      cardPrintedAt: "2026-03-05T14:05:00.000Z",
      cardPrintedBy: "Ann Admin",
    });
    const general = await screen.findByRole("region", { name: "General Information" });
    expect(within(general).getByText(/^Card printed on .* by Ann Admin$/)).toBeTruthy();
  });

  it("says a card was never printed", async () => {
    renderRecord({});
    const general = await screen.findByRole("region", { name: "General Information" });
    expect(within(general).getByText("Card not printed yet")).toBeTruthy();
  });
});
