import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../test/render";
import { useListReturnPath } from "./list-return";
import { useListParams } from "./use-list-params";

const list = { pageSizes: { default: 5, options: [5, 10] } };

function ListPage() {
  const params = useListParams(list);
  return (
    <>
      <p>list limit {params.limit}</p>
      <Link to="/things/1">open</Link>
    </>
  );
}

function RecordPage() {
  return <Link to={useListReturnPath("/things")}>back</Link>;
}

describe("the way back to a list", () => {
  it("leads to the list as it was left: its filters, sort, page size and cursor", async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<ListPage />, {
      path: "/things",
      route: "/things?search=ab&limit=10&cursor=c2",
      routes: [{ path: "/things/:id", element: <RecordPage /> }],
    });
    await user.click(screen.getByRole("link", { name: "open" }));
    await user.click(screen.getByRole("link", { name: "back" }));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      "/things?search=ab&limit=10&cursor=c2",
    );
    expect(screen.getByText("list limit 10")).toBeTruthy();
  });

  it("leads to the plain list for a record opened on its own", () => {
    renderWithApp(<RecordPage />, { path: "/things/:id", route: "/things/1" });
    expect(screen.getByRole("link", { name: "back" }).getAttribute("href")).toBe("/things");
  });

  it("never leads anywhere but the list, whatever the storage holds", () => {
    window.sessionStorage.setItem("loupe.list-query./things", "//evil.example");
    renderWithApp(<RecordPage />, { path: "/things/:id", route: "/things/1" });
    expect(screen.getByRole("link", { name: "back" }).getAttribute("href")).toBe("/things");
  });
});
