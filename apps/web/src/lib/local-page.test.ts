import { describe, expect, it } from "vitest";
import { localPage, matchesSearch } from "./local-page";

const rows = Array.from({ length: 12 }, (_, index) => index + 1);

describe("localPage", () => {
  it("pages by offset cursors", () => {
    const first = localPage(rows, null, 5);
    expect(first).toEqual({
      items: [1, 2, 3, 4, 5],
      total: 12,
      offset: 0,
      nextCursor: "5",
      prevCursor: null,
    });
    const last = localPage(rows, "10", 5);
    expect(last).toMatchObject({ items: [11, 12], offset: 10, nextCursor: null, prevCursor: "5" });
  });

  it("clamps a cursor past the end to the last page", () => {
    expect(localPage(rows, "40", 5)).toMatchObject({ offset: 10, items: [11, 12] });
    expect(localPage([], "40", 5)).toMatchObject({ offset: 0, items: [], total: 0 });
  });

  it("matches search text in any field, case-insensitively", () => {
    expect(matchesSearch("ring", ["R-100", "Jewelry Ring", null])).toBe(true);
    expect(matchesSearch("  ", ["x"])).toBe(true);
    expect(matchesSearch("gold", ["R-100", 250, null])).toBe(false);
  });
});
