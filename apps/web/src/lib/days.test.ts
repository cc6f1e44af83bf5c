import { describe, expect, it } from "vitest";
import { dateToDay, dayRangeToInstants, dayToDate, formatDay, parseTypedDay } from "./days";

describe("day helpers", () => {
  it("shows a day as MM/DD/YYYY, and nothing for a day that is not real", () => {
    expect(formatDay("2026-11-23")).toBe("11/23/2026");
    expect(formatDay("2026-02-30")).toBe("");
    expect(formatDay(null)).toBe("");
  });

  it("reads a YYYY-MM-DD day as local midnight and writes it back", () => {
    const date = dayToDate("2026-11-23");
    expect(date).toEqual(new Date(2026, 10, 23));
    expect(date && dateToDay(date)).toBe("2026-11-23");
    expect(dateToDay(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });

  it("rejects text that is not a real day", () => {
    for (const text of ["", "2026-02-30", "2026-13-01", "11/23/2026", "2026-1-5", null, undefined]) {
      expect(dayToDate(text)).toBeNull();
    }
  });

  it("turns days into [createdFrom, createdTo) instants that include the whole end day", () => {
    expect(dayRangeToInstants("2026-11-20", "2026-11-23")).toEqual({
      createdFrom: new Date(2026, 10, 20).toISOString(),
      createdTo: new Date(2026, 10, 24).toISOString(),
    });
    expect(dayRangeToInstants("2026-12-31", null)).toEqual({
      createdFrom: new Date(2026, 11, 31).toISOString(),
    });
    expect(dayRangeToInstants(null, "2026-12-31")).toEqual({ createdTo: new Date(2027, 0, 1).toISOString() });
    expect(dayRangeToInstants(null, "nonsense")).toEqual({});
  });
});

describe("parseTypedDay", () => {
  it("reads a whole, real MM/DD/YYYY day and nothing else", () => {
    expect(parseTypedDay("11/25/2026")).toBe("2026-11-25");
    expect(parseTypedDay(" 1/5/2026 ")).toBe("2026-01-05");
    expect(parseTypedDay("11/2")).toBeNull();
    expect(parseTypedDay("02/30/2026")).toBeNull();
    expect(parseTypedDay("2026-11-25")).toBeNull();
    expect(parseTypedDay("")).toBeNull();
  });
});
