import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "../../../test/render";
import { answerDiamondApi, diamondFixture, saveResult } from "./diamond-form-fixture";
import { DiamondFormPage } from "./diamond-form-page";

// A form this size takes a few seconds per test in jsdom, more when the whole suite runs at once.
vi.setConfig({ testTimeout: 20_000 });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const writes = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") !== "GET");
const bodyOf = (call: Parameters<typeof fetch> | undefined) => JSON.parse(String(call?.[1]?.body));

function renderRecord(price: number | null) {
  const diamond = diamondFixture({ price });
  answerDiamondApi(fetchMock, { diamond, write: () => jsonResponse(saveResult(diamond)) });
  return renderWithApp(<DiamondFormPage />, {
    path: "/diamond/:id",
    route: "/diamond/d1",
    routes: [{ path: "/diamond", element: null }],
  });
}

async function priceInput() {
  const general = await screen.findByRole("region", { name: "General Information" });
  return within(general).getByRole("textbox", { name: "Price (USD)" }) as HTMLInputElement;
}

describe("DiamondForm, price", () => {
  it("shows the stored price in US dollars with cents in the general section", async () => {
    renderRecord(1250);
    expect((await priceInput()).value).toBe("$1,250.00");
  });

  it("sends a typed price with at most two decimals", async () => {
    const events = userEvent.setup();
    const { router } = renderRecord(null);
    const input = await priceInput();
    expect(input.value).toBe("");
    // A third decimal cannot be typed; a minus sign is not taken.
    await events.type(input, "-1999.999");
    expect(input.value).toBe("$1,999.99");
    await events.click(screen.getByRole("button", { name: "Save" }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/diamond"));
    expect(bodyOf(writes()[0])).toMatchObject({ price: 1999.99, version: 4 });
  });

  it("sends no price (null) once the field is emptied", async () => {
    const events = userEvent.setup();
    const { router } = renderRecord(80.5);
    const input = await priceInput();
    expect(input.value).toBe("$80.50");
    await events.clear(input);
    await events.click(screen.getByRole("button", { name: "Save" }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/diamond"));
    expect(bodyOf(writes()[0]).price).toBeNull();
  });
});
