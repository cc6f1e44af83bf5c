import { describe, expect, it } from "vitest";
import { chooseEndDate, chooseStartDate, rangeBounds } from "./date-range";
import { messages } from "./messages";

const day = (month: number, date: number, hour = 0) => new Date(2026, month - 1, date, hour);

describe("the shared date-range rule", () => {
  it("sets the end to the chosen start day", () => {
    expect(chooseStartDate({ start: null, end: null }, day(3, 10, 15))).toEqual({
      start: day(3, 10),
      end: day(3, 10),
      warning: null,
    });
  });

  it("warns and clears both when the end is before the start", () => {
    const range = chooseStartDate({ start: null, end: null }, day(3, 10));
    expect(chooseEndDate(range, day(3, 9))).toEqual({
      start: null,
      end: null,
      warning: messages.dateRangeInvalid,
    });
    expect(messages.dateRangeInvalid).toBe("End date cannot be before start date.");
  });

  it("accepts an end on or after the start", () => {
    const range = { start: day(3, 10), end: day(3, 10) };
    expect(chooseEndDate(range, day(3, 12, 18))).toEqual({
      start: day(3, 10),
      end: day(3, 12),
      warning: null,
    });
  });

  it("ends the range at the end of its last day", () => {
    const bounds = rangeBounds({ start: day(3, 10), end: day(3, 12) });
    expect(bounds.from).toEqual(day(3, 10));
    expect(bounds.toExclusive).toEqual(day(3, 13));
    expect(rangeBounds({ start: null, end: null })).toEqual({ from: null, toExclusive: null });
  });

  it("rolls over month and year ends", () => {
    expect(rangeBounds({ start: null, end: new Date(2026, 11, 31) }).toExclusive).toEqual(
      new Date(2027, 0, 1),
    );
  });
});
