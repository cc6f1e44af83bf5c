import { formatDateTime } from "@loupe/domain/formatting";
import { messages } from "@loupe/domain/messages";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithApp } from "../../../test/render";
import { clientId, jewelryItem, jewelryPage, listQueries, mockApi, setUpListTests } from "./jewelry-fixture";
import { JewelryPage } from "./jewelry-page";

setUpListTests();

const first = jewelryItem("1");
const second = jewelryItem("2", {
  client: null,
  customer: null,
  orderNumber: "",
  lineNumber: null,
  certificateNumber: "",
  clientSku: "SKU-ONLY",
  publicPath: null,
  jewelryType: "",
  incomplete: true,
});

function renderPage(route = "/jewelry") {
  return renderWithApp(
    <>
      <Notifications />
      <JewelryPage />
    </>,
    { path: "/jewelry", route },
  );
}

const table = () => screen.getByRole("table", { name: "Jewelry" });
const bodyRows = () => within(table()).getAllByRole("row").slice(1);

describe("the jewelry list", () => {
  it("shows the spec's columns, newest first, with 50 a page by default", async () => {
    const calls = mockApi({ "GET /api/jewelry": () => jsonResponse(jewelryPage([first, second], 120)) });
    renderPage();
    expect(screen.getByRole("heading", { name: "Jewelry" })).toBeTruthy();
    await within(table()).findByText("JW1");
    expect(
      within(table())
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Intake",
      "Client",
      "Customer",
      "Order #",
      "Certificate #",
      "Client SKU",
      "Template",
      "Style",
      "Card",
      "Controls",
    ]);
    const [one, two] = bodyRows().map((row) =>
      within(row)
        .getAllByRole("cell")
        .slice(0, 8)
        .map((cell) => cell.textContent),
    );
    expect(one).toEqual([
      formatDateTime(first.created),
      "Aurora Fine Jewelry",
      "Blue Nile",
      "A100-2",
      "JW1",
      "SKU-1",
      "Solitaire Minimalist",
      "Ring",
    ]);
    expect(two).toEqual([
      formatDateTime(second.created),
      "N/A",
      "N/A",
      "N/A",
      // Red, and said in words beside its number (not by colour alone).
      "N/A Needs info",
      "SKU-ONLY",
      "Solitaire Minimalist",
      "N/A",
    ]);
    expect(within(table()).getByRole("link", { name: "JW1" }).getAttribute("href")).toBe("/jewelry/1");
    // An imported record that lacks required data is red until completed.
    expect((bodyRows()[1] as HTMLElement).style.backgroundColor).toBe("var(--mantine-color-red-0)");

    expect(screen.getByText("Showing 1 to 2 of 120 entries")).toBeTruthy();
    expect(listQueries(calls)).toEqual([{ limit: "50", sort: "created:desc" }]);
    const perPage = screen.getByLabelText<HTMLSelectElement>("Per page");
    expect([...perPage.options].map((option) => option.value)).toEqual(["50", "100", "250", "500"]);
    expect(screen.getByRole("link", { name: "New Certificate" }).getAttribute("href")).toBe("/jewelry/new");
  });

  it("sorts by Intake, Certificate # and Template from their headers, as the diamond list does", async () => {
    const calls = mockApi({ "GET /api/jewelry": () => jsonResponse(jewelryPage([first, second])) });
    const { router } = renderPage();
    await within(table()).findByText("JW1");
    const sortable = within(table())
      .getAllByRole("columnheader")
      .filter((header) => header.hasAttribute("aria-sort"))
      .map((header) => header.textContent);
    expect(sortable).toEqual(["Intake", "Certificate #", "Template"]);
    const user = userEvent.setup();
    await user.click(within(table()).getByRole("button", { name: "Certificate #" }));
    await waitFor(() => expect(listQueries(calls).at(-1)?.sort).toBe("certificateNumber:asc"));
    expect(router.state.location.search).toContain("sort=certificateNumber%3Aasc");
    await user.click(within(table()).getByRole("button", { name: "Certificate #" }));
    await waitFor(() => expect(listQueries(calls).at(-1)?.sort).toBe("certificateNumber:desc"));
    await user.click(within(table()).getByRole("button", { name: "Template" }));
    await waitFor(() => expect(listQueries(calls).at(-1)?.sort).toBe("template:asc"));
    const header = within(table())
      .getAllByRole("columnheader")
      .find((cell) => cell.textContent === "Template");
    expect(header?.getAttribute("aria-sort")).toBe("ascending");
  });

  it("reads every filter from the URL, sends it to the API and shows it as a chip", async () => {
    const calls = mockApi({
      "GET /api/jewelry": () => jsonResponse(jewelryPage([])),
      [`GET /api/clients/${clientId}`]: () => jsonResponse({ id: clientId, name: "Aurora Fine Jewelry" }),
    });
    renderPage(
      `/jewelry?searchType=clientSku&search=sku-1&style=Ring&template=5&client=${clientId}&start=2026-03-01&end=2026-03-02`,
    );
    // A filter that finds nothing says so in the spec's words.
    expect(await screen.findByText(messages.emptyFilterResult)).toBeTruthy();
    const query = listQueries(calls)[0];
    expect(query).toMatchObject({
      search: "SKU-1",
      searchType: "clientSku",
      jewelryType: "Ring",
      templateId: "5",
      clientId,
    });
    // The days are the browser's midnights, the end day included whole.
    expect(query?.createdFrom).toBe(new Date(2026, 2, 1).toISOString());
    expect(query?.createdTo).toBe(new Date(2026, 2, 3).toISOString());

    const chips = screen.getByRole("region", { name: "Active filters" });
    const names = () =>
      within(chips)
        .getAllByRole("button")
        .map((chip) => chip.getAttribute("aria-label"));
    await within(chips).findByRole("button", { name: "Remove filter Client: Aurora Fine Jewelry" });
    expect(names()).toEqual([
      "Remove filter Client SKU: SKU-1",
      "Remove filter Style: Ring",
      "Remove filter Template: Template 5: Solitaire Minimalist",
      "Remove filter Client: Aurora Fine Jewelry",
      "Remove filter Start Date: 03/01/2026",
      "Remove filter End Date: 03/02/2026",
    ]);
  });

  it("offers Add From Diamond Track beside New Certificate, the jewelry type preset", async () => {
    mockApi({ "GET /api/jewelry": () => jsonResponse(jewelryPage([first])) });
    renderPage();
    await userEvent.click(screen.getByRole("button", { name: "Add From Diamond Track" }));
    const dialog = await screen.findByRole("dialog", { name: "Add From Diamond Track" });
    expect(within(dialog).getByRole<HTMLInputElement>("radio", { name: "Jewelry" }).checked).toBe(true);
  });

  it("says the list is empty without blaming a filter when none is applied", async () => {
    mockApi({ "GET /api/jewelry": () => jsonResponse(jewelryPage([])) });
    renderPage("/jewelry?searchType=orderNumber");
    expect(await screen.findByText("No jewelry certificates yet")).toBeTruthy();
    expect(screen.queryByText(messages.emptyFilterResult)).toBeNull();
  });

  it("searches by the chosen type, upper-cased, when Enter is pressed, and clears it all again", async () => {
    const calls = mockApi({ "GET /api/jewelry": () => jsonResponse(jewelryPage([first])) });
    const { router } = renderPage("/jewelry?limit=100");
    await within(table()).findByText("JW1");
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Search Type"));
    await user.click(await screen.findByRole("option", { name: "PO #" }));
    await user.type(screen.getByLabelText("Search"), "po-77{Enter}");
    await waitFor(() => expect(router.state.location.search).toContain("search=PO-77"));
    const url = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(url)).toEqual({ limit: "100", searchType: "purchaseOrder", search: "PO-77" });
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toEqual({
        limit: "100",
        sort: "created:desc",
        search: "PO-77",
        searchType: "purchaseOrder",
      }),
    );
    expect(screen.getByRole("button", { name: "Remove filter PO #: PO-77" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Clear Filters" }));
    await waitFor(() => expect(router.state.location.search).toBe("?limit=100"));
    expect(screen.getByLabelText<HTMLInputElement>("Search").value).toBe("");
    expect(screen.getByRole<HTMLInputElement>("combobox", { name: "Search Type" }).value).toBe("Cert #");
  });

  it("removes one filter with its chip, keeping the others", async () => {
    mockApi({ "GET /api/jewelry": () => jsonResponse(jewelryPage([first])) });
    const { router } = renderPage("/jewelry?search=JW1&style=Ring&template=5");
    const chips = await screen.findByRole("region", { name: "Active filters" });
    await userEvent.click(within(chips).getByRole("button", { name: "Remove filter Style: Ring" }));
    await waitFor(() => expect(router.state.location.search).toBe("?search=JW1&template=5"));
  });
});
