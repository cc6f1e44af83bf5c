import { describe, expect, it } from "vitest";
import { changedFields } from "./activity";

describe("changedFields", () => {
  it("lists only the written fields whose values differ, before → after", () => {
    const before = { name: "Ann", phone: "1", updatedAt: new Date(1), version: 1, notes: null };
    const after = { name: "Anne", phone: "1", updatedAt: new Date(2), version: 2, notes: "VIP" };
    expect(changedFields(before, after, ["name", "phone", "updatedAt", "version", "notes"])).toEqual([
      { field: "name", before: "Ann", after: "Anne" },
      { field: "notes", before: null, after: "VIP" },
    ]);
  });

  it("compares dates and nested values by what they hold", () => {
    const day = (iso: string) => new Date(iso);
    expect(
      changedFields(
        { due: day("2026-01-01T00:00:00Z"), tags: ["a"] },
        { due: day("2026-01-01T00:00:00Z"), tags: ["a", "b"] },
        ["due", "tags"],
      ),
    ).toEqual([{ field: "tags", before: ["a"], after: ["a", "b"] }]);
    expect(
      changedFields({ due: day("2026-01-01T00:00:00Z") }, { due: day("2026-01-02T00:00:00Z") }, ["due"]),
    ).toEqual([{ field: "due", before: "2026-01-01T00:00:00.000Z", after: "2026-01-02T00:00:00.000Z" }]);
  });
});
