import { describe, expect, it } from "vitest";
import {
  isCalendarDay,
  newYorkDayBounds,
  newYorkDayOf,
  newYorkDayStart,
  newYorkUsDate,
  nextDay,
} from "./new-york-days";

const hours = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 3_600_000;

describe("New York days", () => {
  it("starts a winter day at 05:00 UTC and a summer day at 04:00 UTC", () => {
    expect(newYorkDayStart("2026-01-15").toISOString()).toBe("2026-01-15T05:00:00.000Z");
    expect(newYorkDayStart("2026-07-04").toISOString()).toBe("2026-07-04T04:00:00.000Z");
  });

  it("gives the March change day 23 hours (clocks forward at 2 a.m. on 8 March 2026)", () => {
    const { from, toExclusive } = newYorkDayBounds({ from: "2026-03-08", to: "2026-03-08" });
    expect(from?.toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(toExclusive?.toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(from && toExclusive && hours(from, toExclusive)).toBe(23);
  });

  it("gives the November change day 25 hours (clocks back at 2 a.m. on 1 November 2026)", () => {
    const { from, toExclusive } = newYorkDayBounds({ from: "2026-11-01", to: "2026-11-01" });
    expect(from?.toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(toExclusive?.toISOString()).toBe("2026-11-02T05:00:00.000Z");
    expect(from && toExclusive && hours(from, toExclusive)).toBe(25);
  });

  it("runs a range across both changes from the first day's start to the last day's end", () => {
    const { from, toExclusive } = newYorkDayBounds({ from: "2026-03-07", to: "2026-11-01" });
    expect(from?.toISOString()).toBe("2026-03-07T05:00:00.000Z");
    expect(toExclusive?.toISOString()).toBe("2026-11-02T05:00:00.000Z");
  });

  it("leaves an open end open", () => {
    expect(newYorkDayBounds({ from: "2026-03-08" })).toEqual({
      from: new Date("2026-03-08T05:00:00.000Z"),
      toExclusive: null,
    });
    expect(newYorkDayBounds({})).toEqual({ from: null, toExclusive: null });
  });

  it("reads an instant's New York day either side of midnight and of the changes", () => {
    expect(newYorkDayOf(new Date("2026-03-09T03:59:59.999Z"))).toBe("2026-03-08");
    expect(newYorkDayOf(new Date("2026-03-09T04:00:00.000Z"))).toBe("2026-03-09");
    // 1:30 a.m. happens twice on 1 November; both are that day.
    expect(newYorkDayOf(new Date("2026-11-01T05:30:00.000Z"))).toBe("2026-11-01");
    expect(newYorkDayOf(new Date("2026-11-01T06:30:00.000Z"))).toBe("2026-11-01");
    expect(newYorkDayOf(new Date("2026-11-02T04:59:59.999Z"))).toBe("2026-11-01");
    expect(newYorkDayOf(new Date("2026-11-02T05:00:00.000Z"))).toBe("2026-11-02");
    expect(newYorkUsDate(new Date("2027-01-01T04:59:00.000Z"))).toBe("12/31/2026");
  });

  it("knows calendar days and the day after", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-2-1")).toBe(false);
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
    expect(() => newYorkDayStart("2026-13-01")).toThrow(RangeError);
  });
});
