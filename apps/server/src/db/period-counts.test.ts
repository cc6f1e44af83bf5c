import { describe, expect, it } from "vitest";
import { totalParts, wholeUtcDays } from "./period-counts";

describe("whole UTC days of a range", () => {
  it("start at the first midnight inside it and end at the last", () => {
    const days = wholeUtcDays(new Date("2024-06-03T04:00:00Z"), new Date("2024-06-05T04:00:00Z"));
    expect(days).toEqual({ first: new Date("2024-06-04T00:00:00Z"), end: new Date("2024-06-05T00:00:00Z") });
    expect(wholeUtcDays(new Date("2024-06-03T00:00:00Z"), null)).toEqual({
      first: new Date("2024-06-03T00:00:00Z"),
      end: null,
    });
    expect(wholeUtcDays(new Date("2024-06-03T04:00:00Z"), new Date("2024-06-04T04:00:00Z"))).toBeNull();
  });

  it("split a range into whole months, the whole days beside them and the hours at its ends", () => {
    const at = (iso: string) => new Date(iso);
    expect(totalParts(at("2024-06-27T04:00:00Z"), at("2024-08-02T04:00:00Z"))).toEqual([
      { source: "month", from: at("2024-07-01T00:00:00Z"), to: at("2024-08-01T00:00:00Z") },
      { source: "day", from: at("2024-06-28T00:00:00Z"), to: at("2024-07-01T00:00:00Z") },
      { source: "rows", from: at("2024-06-27T04:00:00Z"), to: at("2024-06-28T00:00:00Z") },
      { source: "day", from: at("2024-08-01T00:00:00Z"), to: at("2024-08-02T00:00:00Z") },
      { source: "rows", from: at("2024-08-02T00:00:00Z"), to: at("2024-08-02T04:00:00Z") },
    ]);
    expect(totalParts(null, null)).toEqual([{ source: "month", from: null, to: null }]);
  });
});
