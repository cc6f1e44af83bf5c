import { describe, expect, it } from "vitest";
import { listQuerySchema } from "./list-query-schema";
import { defineList } from "./lists";
import { encodeCursor } from "./paging";

describe("a list defined once", () => {
  const list = defineList({
    sortFields: ["name", "created"],
    defaultSort: { field: "name", direction: "asc" },
    pageSizes: { options: [100, 200, 500], default: 100 },
  });
  const querySchema = listQuerySchema(list);

  it("gives the server a query schema with its defaults", () => {
    expect(querySchema.parse({})).toEqual({ limit: 100, direction: "next", sort: "name:asc" });
    expect(querySchema.parse({ sort: "created:desc", limit: "200" })).toMatchObject({
      sort: "created:desc",
      limit: 200,
    });
  });

  it("refuses a sort the list does not offer", () => {
    expect(querySchema.safeParse({ sort: "password:asc" }).success).toBe(false);
  });
});

describe("list queries", () => {
  const schema = listQuerySchema(
    defineList({
      sortFields: ["fullName", "created"],
      defaultSort: { field: "fullName", direction: "asc" },
      pageSizes: { options: [5, 10], default: 5 },
    }),
  );

  it("fill in the defaults", () => {
    expect(schema.parse({})).toEqual({ limit: 5, direction: "next", sort: "fullName:asc" });
  });

  it("take a cursor for the longest name in any script, with its total", () => {
    const cursor = encodeCursor({
      key: "𝔃".repeat(120),
      id: "01900000-0000-7000-8000-000000000000",
      offset: 999_999_999,
      total: 999_999_999,
    });
    expect(schema.safeParse({ cursor }).success).toBe(true);
  });

  it("refuse unknown sort fields, bad directions and oversized pages", () => {
    expect(schema.safeParse({ sort: "password:asc" }).success).toBe(false);
    expect(schema.safeParse({ sort: "created:sideways" }).success).toBe(false);
    expect(schema.safeParse({ limit: "1001" }).success).toBe(false);
    expect(schema.safeParse({ limit: "0" }).success).toBe(false);
    expect(schema.parse({ limit: "50", sort: "created:desc" })).toMatchObject({
      limit: 50,
      sort: "created:desc",
    });
  });
});
