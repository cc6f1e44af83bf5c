import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type ListParams, useListParams } from "./use-list-params";

const options = {
  pageSizes: { default: 5, options: [5, 10, 25, 50] },
  sortFields: ["fullName", "email"],
  defaultSort: { field: "fullName", direction: "asc" },
} as const;

function setup(initial: string) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter(
      [{ path: "/user", element: <Outlet />, children: [{ index: true, element: children }] }],
      {
        initialEntries: [initial],
      },
    );
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useListParams(options), { wrapper });
  const search = () => new URLSearchParams(router.state.location.search);
  const current = (): ListParams => hook.result.current;
  return { current, search };
}

describe("useListParams", () => {
  it("reads search, sort, limit, cursor and direction from the URL", () => {
    const { current } = setup("/user?search=ann&sort=email:desc&limit=10&cursor=abc&direction=prev");
    expect(current().search).toBe("ann");
    expect(current().sort).toEqual({ field: "email", direction: "desc" });
    expect(current().limit).toBe(10);
    expect(current().cursor).toBe("abc");
    expect(current().direction).toBe("prev");
    expect(current().apiQuery).toEqual({
      search: "ann",
      sort: "email:desc",
      limit: "10",
      cursor: "abc",
      direction: "prev",
    });
  });

  it("falls back to the defaults for values it does not accept", () => {
    const { current } = setup("/user?sort=password:asc&limit=7&direction=sideways");
    expect(current().sort).toEqual({ field: "fullName", direction: "asc" });
    expect(current().limit).toBe(5);
    expect(current().direction).toBe("next");
    expect(current().apiQuery).toEqual({ limit: "5", sort: "fullName:asc" });
  });

  it("writes a page move to the URL and reads it back", () => {
    const { current, search } = setup("/user?search=ann");
    act(() => current().goTo("cursor-2", "next"));
    expect(search().get("cursor")).toBe("cursor-2");
    expect(search().get("direction")).toBeNull();
    expect(current().cursor).toBe("cursor-2");
    act(() => current().goTo("cursor-1", "prev"));
    expect(search().get("direction")).toBe("prev");
    expect(current().direction).toBe("prev");
    expect(search().get("search")).toBe("ann");
  });

  it("drops the cursor when search, sort or page size change", () => {
    const { current, search } = setup("/user?cursor=abc&direction=prev");
    act(() => current().setSearch("bob"));
    expect(search().toString()).toBe("search=bob");

    act(() => current().goTo("abc", "next"));
    act(() => current().toggleSort("email"));
    expect(search().get("sort")).toBe("email:asc");
    expect(search().get("cursor")).toBeNull();

    act(() => current().toggleSort("email"));
    expect(current().sort).toEqual({ field: "email", direction: "desc" });

    act(() => current().goTo("abc", "next"));
    act(() => current().setLimit(25));
    expect(search().get("limit")).toBe("25");
    expect(search().get("cursor")).toBeNull();
  });

  it("leaves defaults out of the URL", () => {
    const { current, search } = setup("/user?limit=10&sort=email:asc");
    act(() => current().setLimit(5));
    act(() => current().toggleSort("fullName"));
    expect(search().toString()).toBe("");
  });
});
