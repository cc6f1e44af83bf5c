import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithApp } from "../../test/render";
import { aurora, mockApi, queued, queuePage, setUpDashboardTests } from "./dashboard-fixture";
import { NewlyAddedSection } from "./newly-added-section";

// A file of its own: the company picker's code must not be loaded yet when the test begins (the
// other queue tests load it), so the stand-in is reached before the picker arrives.
setUpDashboardTests();

describe("a queue row's client field", () => {
  it("leaves the focus where the user went when they move on before the picker arrives", async () => {
    mockApi({
      "GET /api/intake/newly-added": () => jsonResponse(queuePage([queued("2", { client: null })])),
      "GET /api/companies/options": () =>
        jsonResponse({ items: [{ ...aurora, logoUrl: null, pinned: false }] }),
    });
    renderWithApp(<NewlyAddedSection />, { path: "/dashboard", route: "/dashboard" });
    const table = screen.getByRole("table", { name: "Newly added items" });
    const standIn = await within(table).findByRole<HTMLInputElement>("combobox", { name: "Client for LG2" });
    expect(standIn.readOnly).toBe(true);
    const complete = within(table).getByRole("button", { name: "Complete LG2" });
    // Tab reaches the field (its picker starts loading), a second Tab goes on to Complete.
    standIn.focus();
    complete.focus();
    await waitFor(() =>
      expect(within(table).getByRole<HTMLInputElement>("combobox", { name: "Client for LG2" }).readOnly).toBe(
        false,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(complete);
  });
});
