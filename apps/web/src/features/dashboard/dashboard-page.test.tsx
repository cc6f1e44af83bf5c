import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithApp } from "../../test/render";
import { counts, mockApi, queuePage, setUpDashboardTests } from "./dashboard-fixture";
import { DashboardPage } from "./dashboard-page";

setUpDashboardTests();

function renderDashboard() {
  return renderWithApp(
    <>
      <Notifications />
      <DashboardPage />
    </>,
    { path: "/dashboard" },
  );
}

const card = (name: string) => screen.getByRole("region", { name });

describe("the dashboard's counters", () => {
  it("shows the five cards with their figures, View and Add; Add From Diamond Track on Jewelry and Diamonds", async () => {
    mockApi({
      "GET /api/dashboard": () => jsonResponse(counts),
      "GET /api/intake/newly-added": () => jsonResponse(queuePage([])),
    });
    renderDashboard();
    expect(await screen.findByLabelText("Jewelry: 1200")).toBeTruthy();
    expect(within(card("Jewelry")).getByText("1,200")).toBeTruthy();
    expect(within(card("Diamonds")).getByText("34")).toBeTruthy();
    expect(within(card("Imperfections")).getByText("0")).toBeTruthy();
    expect(within(card("Clients")).getByText("12")).toBeTruthy();
    expect(within(card("Clients")).getByText("5 with ad-portal access")).toBeTruthy();
    expect(within(card("Digital Certificates")).getByText("1,190")).toBeTruthy();

    const links = (name: string) =>
      within(card(name))
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links("Jewelry")).toEqual([
      ["View", "/jewelry"],
      ["Add", "/jewelry/new"],
    ]);
    expect(links("Diamonds")).toEqual([
      ["View", "/diamond"],
      ["Add", "/diamond/new"],
    ]);
    expect(links("Imperfections")).toEqual([
      ["View", "/imperfections"],
      ["Add", "/imperfections/new"],
    ]);
    expect(links("Clients")).toEqual([
      ["View", "/clients"],
      ["Add", "/clients/new"],
    ]);
    expect(links("Digital Certificates")).toEqual([
      ["View", "/digital-certificates"],
      ["Add", "/digital-certificates/new"],
    ]);
    const fromDiamondTrack = (name: string) =>
      within(card(name)).queryByRole("button", { name: "Add From Diamond Track" });
    expect(fromDiamondTrack("Jewelry")).not.toBeNull();
    expect(fromDiamondTrack("Diamonds")).not.toBeNull();
    for (const name of ["Imperfections", "Clients", "Digital Certificates"]) {
      expect(fromDiamondTrack(name)).toBeNull();
    }
    // The queue is empty and says where its items come from.
    expect(await screen.findByText(/Nothing waiting/)).toBeTruthy();
  });

  it("shows skeletons while the counts load, then a failure with Retry that asks again", async () => {
    let attempts = 0;
    let answer: (response: Response) => void = () => {};
    mockApi({
      "GET /api/dashboard": () => {
        attempts += 1;
        if (attempts === 1) return new Promise((resolve) => (answer = resolve));
        return jsonResponse(counts);
      },
      "GET /api/intake/newly-added": () => jsonResponse(queuePage([])),
    });
    renderDashboard();
    await waitFor(() => expect(screen.getAllByTestId("stat-loading")).toHaveLength(5));
    answer(jsonResponse({ status: 500, title: "Error!", detail: "The database is unreachable." }, 500));
    expect(await screen.findByText("The database is unreachable.")).toBeTruthy();
    expect(screen.getByText("The counts could not be loaded")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByLabelText("Diamonds: 34")).toBeTruthy();
    expect(screen.queryByText("The counts could not be loaded")).toBeNull();
    expect(attempts).toBe(2);
  });

  it("refreshes the counts and the queue after an intake from a card", async () => {
    let reads = 0;
    mockApi({
      "GET /api/dashboard": () => {
        reads += 1;
        return jsonResponse({ ...counts, diamonds: reads === 1 ? 34 : 35 });
      },
      "GET /api/intake/newly-added": () => jsonResponse(queuePage([])),
      "POST /api/intake": () =>
        jsonResponse({
          results: [
            { certificateNumber: "LG9", outcome: "created", type: "diamond", id: "d9", missingFields: [] },
          ],
          message: "1 item added: LG9.",
        }),
    });
    renderDashboard();
    await screen.findByLabelText("Diamonds: 34");
    await userEvent.click(within(card("Diamonds")).getByRole("button", { name: "Add From Diamond Track" }));
    const dialog = await screen.findByRole("dialog", { name: "Add From Diamond Track" });
    expect(within(dialog).getByRole<HTMLInputElement>("radio", { name: "Diamond" }).checked).toBe(true);
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Certificate Number" }), "LG9");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("1 item added: LG9.")).toBeTruthy();
    expect(await screen.findByLabelText("Diamonds: 35")).toBeTruthy();
  });
});
