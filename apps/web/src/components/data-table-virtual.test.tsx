import type { Page } from "@loupe/domain/paging";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../test/render";
import { DataTable, virtualizeAbove } from "./data-table";
import type { DataTableColumn } from "./data-table-column";
import { CellLink } from "./table-cells";
import { useListParams } from "./use-list-params";

type Row = { id: string; name: string };

const nameCell = vi.fn((row: Row) => <CellLink to={`/people/${row.id}`}>{row.name}</CellLink>);
const columns: DataTableColumn<Row>[] = [
  { key: "name", header: "Name", cell: nameCell },
  { key: "id", header: "Id", cell: (row) => row.id },
];

const pageOf = (length: number): Page<Row> => ({
  items: Array.from({ length }, (_, index) => ({ id: `id-${index + 1}`, name: `Person ${index + 1}` })),
  total: length,
  offset: 0,
  nextCursor: null,
  prevCursor: null,
});

// A button outside the table redraws it with the same rows, as a refetch or a loading flag would.
function Harness({ page }: { page: Page<Row> }) {
  const params = useListParams({ pageSizes: { default: 50, options: [50, 500] } });
  const [loading, setLoading] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setLoading((value) => !value)}>
        Toggle loading
      </button>
      <DataTable
        label="People"
        columns={columns}
        page={page}
        params={params}
        rowKey={(row) => row.id}
        loading={loading}
      />
    </>
  );
}

const bodyRows = () =>
  within(screen.getByRole("table", { name: "People" }))
    .getAllByRole("row")
    .filter((row) => row.closest("tbody"));

// jsdom lays nothing out: here every row is 50 px tall (what the virtualizer measures), the table
// starts at the top of the page (a box's top moves up as the page scrolls), the window is 768 px.
const rowHeight = 50;
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockImplementation(function (this: HTMLElement) {
    return this.tagName === "TR" ? rowHeight : 0;
  });
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(() =>
    DOMRect.fromRect({ x: 0, y: -window.scrollY, width: 1000, height: 0 }),
  );
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  nameCell.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  Reflect.deleteProperty(document.documentElement, "scrollHeight");
});

describe("DataTable, long pages", () => {
  it(`draws every row of a page of ${virtualizeAbove} or fewer, without row indexes`, () => {
    renderWithApp(<Harness page={pageOf(virtualizeAbove)} />, { path: "/list" });
    expect(bodyRows()).toHaveLength(virtualizeAbove);
    expect(screen.getByRole("table").hasAttribute("aria-rowcount")).toBe(false);
  });

  it("draws a longer page's rows near the window only, and says where each one is", async () => {
    renderWithApp(<Harness page={pageOf(500)} />, { path: "/list" });
    const table = screen.getByRole("table", { name: "People" });
    expect(table.getAttribute("aria-rowcount")).toBe("501");
    // The virtualizer's chunk arrives (the first rows are drawn meanwhile); it adds the spacer.
    await waitFor(() => expect(table.querySelector("tbody tr[aria-hidden]")).not.toBeNull());
    const drawn = bodyRows();
    expect(drawn.length).toBeGreaterThan(768 / rowHeight);
    expect(drawn.length).toBeLessThan(60);
    expect(drawn[0]?.getAttribute("aria-rowindex")).toBe("2");
    expect(within(drawn[0] as HTMLElement).getByText("Person 1")).toBeTruthy();
    expect(screen.queryByText("Person 500")).toBeNull();

    // Scrolled to the end (rows not drawn yet count at their estimated height, 60 px), the last
    // rows are drawn and the first are not.
    const pageHeight = 500 * 60;
    Object.defineProperty(document.documentElement, "scrollHeight", {
      value: pageHeight,
      configurable: true,
    });
    Object.defineProperty(window, "scrollY", { value: pageHeight - 768, configurable: true });
    await act(async () => {
      fireEvent.scroll(window);
    });
    const last = bodyRows().at(-1);
    expect(last?.getAttribute("aria-rowindex")).toBe("501");
    expect(within(last as HTMLElement).getByText("Person 500")).toBeTruthy();
    expect(screen.queryByText("Person 1")).toBeNull();
  });

  it("does not redraw rows that did not change", async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness page={pageOf(20)} />, { path: "/list" });
    expect(nameCell).toHaveBeenCalledTimes(20);
    await user.click(screen.getByRole("button", { name: "Toggle loading" }));
    expect(screen.getByRole("table").getAttribute("aria-busy")).toBe("true");
    expect(nameCell).toHaveBeenCalledTimes(20);
  });

  it("opens a cell's link in the app on a plain click, and leaves a modified click to the browser", async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<Harness page={pageOf(3)} />, { path: "/list" });
    const link = screen.getByRole("link", { name: "Person 2" });
    expect(link.getAttribute("href")).toBe("/people/id-2");
    await user.keyboard("{Control>}");
    await user.click(link);
    await user.keyboard("{/Control}");
    expect(router.state.location.pathname).toBe("/list");
    await user.click(link);
    // The navigation starts once the progress bar has been painted (route-loading.ts).
    await waitFor(() => expect(router.state.location.pathname).toBe("/people/id-2"));
  });
});
