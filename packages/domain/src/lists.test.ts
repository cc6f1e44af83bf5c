import { describe, expect, it } from "vitest";
import { defineList, parseSortText, readListSort, readPageSize } from "./lists";

describe("a list's URL read without schemas", () => {
  const list = defineList({
    sortFields: ["name", "created"],
    defaultSort: { field: "name", direction: "asc" },
    pageSizes: { options: [100, 200, 500], default: 100 },
  });

  it("takes a sort the list offers, else its default", () => {
    expect(readListSort("created:desc", list)).toEqual({ field: "created", direction: "desc" });
    expect(readListSort("password:asc", list)).toEqual({ field: "name", direction: "asc" });
    expect(readListSort("created:sideways", list)).toEqual({ field: "name", direction: "asc" });
    expect(readListSort(null, list)).toEqual({ field: "name", direction: "asc" });
    expect(readListSort("name:desc", { sortFields: ["name"] })).toEqual({ field: "name", direction: "desc" });
    expect(readListSort("other:desc", { sortFields: ["name"] })).toBeNull();
  });

  it("reads sort text as the server does", () => {
    expect(parseSortText("name:asc:extra", list.sortFields)).toBeNull();
    expect(parseSortText("na me:asc", list.sortFields)).toBeNull();
  });

  it("takes a page size the screen offers, else its default", () => {
    expect(readPageSize("200", list.pageSizes)).toBe(200);
    expect(readPageSize("150", list.pageSizes)).toBe(100);
    expect(readPageSize(null, list.pageSizes)).toBe(100);
  });
});
