import type { Page } from "@loupe/domain/paging";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../test/render";
import { DataTable } from "./data-table";
import type { DataTableColumn } from "./data-table-column";
import { useListParams } from "./use-list-params";

type Row = { id: string; name: string; email: string };

const columns: DataTableColumn<Row>[] = [
  { key: "name", header: "Name", sortField: "fullName", cell: (row) => row.name },
  { key: "email", header: "Email", sortField: "email", cell: (row) => row.email },
  { key: "id", header: "Id", cell: (row) => row.id },
];

const rows: Row[] = Array.from({ length: 5 }, (_, index) => ({
  id: `id-${index + 6}`,
  name: `Person ${index + 6}`,
  email: `p${index + 6}@example.com`,
}));

function Harness({
  page,
  error = null,
  onRetry,
  onClearFilters,
}: {
  page: Page<Row> | undefined;
  error?: string | null;
  onRetry?: () => void;
  onClearFilters?: () => void;
}) {
  const params = useListParams({
    pageSizes: { default: 5, options: [5, 10, 25, 50] },
    sortFields: ["fullName", "email"],
    defaultSort: { field: "fullName", direction: "asc" },
  });
  return (
    <DataTable
      label="People"
      columns={columns}
      page={page}
      params={params}
      rowKey={(row) => row.id}
      emptyText="Nobody"
      error={error}
      onRetry={onRetry}
      onClearFilters={onClearFilters}
    />
  );
}

const middlePage: Page<Row> = {
  items: rows,
  total: 23,
  offset: 5,
  nextCursor: "next-c",
  prevCursor: "prev-c",
};

describe("DataTable", () => {
  it("shows the rows and 'Showing X to Y of Z entries'", () => {
    renderWithApp(<Harness page={middlePage} />, { path: "/list" });
    const table = screen.getByRole("table", { name: "People" });
    expect(within(table).getAllByRole("row")).toHaveLength(6);
    expect(screen.getByText("Showing 6 to 10 of 23 entries")).toBeTruthy();
  });

  it("moves to the next and previous pages through the URL", async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<Harness page={middlePage} />, { path: "/list" });
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(router.state.location.search).toBe("?cursor=next-c");
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(router.state.location.search).toBe("?cursor=prev-c&direction=prev");
  });

  it("disables Previous on the first page and Next on the last", () => {
    const only: Page<Row> = { items: rows, total: 5, offset: 0, nextCursor: null, prevCursor: null };
    renderWithApp(<Harness page={only} />, { path: "/list" });
    expect(screen.getByRole("button", { name: "Previous" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Next" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("Showing 1 to 5 of 5 entries")).toBeTruthy();
  });

  it("marks the sorted column and sorts by a header click", async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<Harness page={middlePage} />, {
      path: "/list",
      route: "/list?cursor=x",
    });
    const [nameHeader, emailHeader, idHeader] = screen.getAllByRole("columnheader");
    expect(nameHeader?.getAttribute("aria-sort")).toBe("ascending");
    expect(emailHeader?.getAttribute("aria-sort")).toBe("none");
    expect(idHeader?.hasAttribute("aria-sort")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Email" }));
    expect(router.state.location.search).toBe("?sort=email%3Aasc");
    expect(screen.getAllByRole("columnheader")[1]?.getAttribute("aria-sort")).toBe("ascending");
  });

  it("changes the page size and starts again from the first page", async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<Harness page={middlePage} />, {
      path: "/list",
      route: "/list?cursor=x",
    });
    await user.selectOptions(screen.getByLabelText("Per page"), "25");
    expect(router.state.location.search).toBe("?limit=25");
  });

  it("shows placeholder rows of the page's size before the first page, and the empty text for no rows", () => {
    const { unmount } = renderWithApp(<Harness page={undefined} />, { path: "/list" });
    expect(screen.getByRole("status").textContent).toBe("Loading the people…");
    const table = screen.getByRole("table", { name: "People" });
    expect(table.querySelectorAll("tbody tr[data-skeleton]")).toHaveLength(5);
    expect(table.querySelectorAll("tbody tr[data-skeleton] td")).toHaveLength(5 * columns.length);
    unmount();
    renderWithApp(<Harness page={{ items: [], total: 0, offset: 0, nextCursor: null, prevCursor: null }} />, {
      path: "/list",
    });
    expect(screen.getByText("Nobody")).toBeTruthy();
    expect(screen.getByText("Showing 0 to 0 of 0 entries")).toBeTruthy();
  });

  it("offers 'Clear all filters' for an empty filtered result, and nothing more for an empty list", async () => {
    const user = userEvent.setup();
    const onClearFilters = vi.fn();
    const empty: Page<Row> = { items: [], total: 0, offset: 0, nextCursor: null, prevCursor: null };
    const { unmount } = renderWithApp(<Harness page={empty} />, { path: "/list" });
    expect(screen.queryByRole("button", { name: "Clear all filters" })).toBeNull();
    unmount();
    renderWithApp(<Harness page={empty} onClearFilters={onClearFilters} />, { path: "/list" });
    await user.click(screen.getByRole("button", { name: "Clear all filters" }));
    expect(onClearFilters).toHaveBeenCalledTimes(1);
  });

  it("says what failed and offers Retry", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithApp(<Harness page={undefined} error="The server did not answer." onRetry={onRetry} />, {
      path: "/list",
    });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("The people could not be loaded")).toBeTruthy();
    expect(within(alert).getByText("The server did not answer.")).toBeTruthy();
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
