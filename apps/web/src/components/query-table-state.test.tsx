import type { Page } from "@loupe/domain/paging";
import { useQuery } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../test/render";
import { DataTable } from "./data-table";
import { queryTableState } from "./query-table-state";
import { useListParams } from "./use-list-params";

type Row = { id: string; name: string };

// The server fails the first read and answers the second.
function flakyServer() {
  let calls = 0;
  return async (): Promise<Page<Row>> => {
    calls += 1;
    if (calls === 1) throw new Error("The server did not answer.");
    return { items: [{ id: "a", name: "Ada" }], total: 1, offset: 0, nextCursor: null, prevCursor: null };
  };
}

function People({ read }: { read: () => Promise<Page<Row>> }) {
  const params = useListParams({
    pageSizes: { default: 5, options: [5, 10] },
    sortFields: ["name"],
    defaultSort: { field: "name", direction: "asc" },
  });
  const list = useQuery({ queryKey: ["people"], queryFn: read });
  return (
    <DataTable
      label="People"
      columns={[{ key: "name", header: "Name", cell: (row: Row) => row.name }]}
      {...queryTableState(list)}
      params={params}
      rowKey={(row) => row.id}
      emptyText="Nobody"
    />
  );
}

describe("queryTableState", () => {
  it("shows what failed, and Retry reads the list again", async () => {
    renderWithApp(<People read={flakyServer()} />);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(/The server did not answer\./)).toBeTruthy();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("cell", { name: "Ada" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
