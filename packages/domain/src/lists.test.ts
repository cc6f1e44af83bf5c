import { describe, expect, it } from "vitest";
import { defineList } from "./lists";

describe("a list defined once", () => {
  const list = defineList({
    sortFields: ["name", "created"],
    defaultSort: { field: "name", direction: "asc" },
    pageSizes: { options: [100, 200, 500], default: 100 },
  });

  it("gives the server a query schema with its defaults", () => {
    expect(list.querySchema.parse({})).toEqual({ limit: 100, direction: "next", sort: "name:asc" });
    expect(list.querySchema.parse({ sort: "created:desc", limit: "200" })).toMatchObject({
      sort: "created:desc",
      limit: 200,
    });
  });

  it("refuses a sort the list does not offer", () => {
    expect(list.querySchema.safeParse({ sort: "password:asc" }).success).toBe(false);
  });
});
