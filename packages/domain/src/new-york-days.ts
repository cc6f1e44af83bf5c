// New York calendar days (spec 001 §2.5, §7.4, §9: the billing date filter and its export's dates
// are read in New York time), with the built-in time-zone data (Intl), so the daylight-saving
// changes in March and November need no date library: such a day lasts 23 or 25 hours.

export const newYorkTimeZone = "America/New_York";

// A calendar day as YYYY-MM-DD.
export type NewYorkDay = string;

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDay(text: string): boolean {
  const match = dayPattern.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: newYorkTimeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

// The wall clock in New York at an instant, as numbers.
function wallClock(instant: Date) {
  const values: Record<string, number> = {};
  for (const part of parts.formatToParts(instant)) {
    if (part.type !== "literal") values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 0,
    day: values.day ?? 0,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

// New York's offset from UTC at an instant, in milliseconds (-5 h in winter, -4 h in summer).
function offsetAt(instant: Date): number {
  const clock = wallClock(instant);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

// The first instant of a New York day. Midnight exists on every New York day (the clocks change
// at 2 a.m.), so the offset at the guessed instant, corrected once, is the day's own.
export function newYorkDayStart(day: NewYorkDay): Date {
  const match = dayPattern.exec(day);
  if (!match || !isCalendarDay(day)) throw new RangeError(`not a calendar day: ${day}`);
  const midnightUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const guess = midnightUtc - offsetAt(new Date(midnightUtc));
  return new Date(midnightUtc - offsetAt(new Date(guess)));
}

// The day after, as YYYY-MM-DD.
export function nextDay(day: NewYorkDay): NewYorkDay {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

// The instants a range of New York days covers: [from, toExclusive), from the start of the first
// day to the end of the last (the start of the day after it).
export function newYorkDayBounds(range: { from?: NewYorkDay | null; to?: NewYorkDay | null }): {
  from: Date | null;
  toExclusive: Date | null;
} {
  return {
    from: range.from ? newYorkDayStart(range.from) : null,
    toExclusive: range.to ? newYorkDayStart(nextDay(range.to)) : null,
  };
}

const pad = (value: number) => String(value).padStart(2, "0");

// The New York day of an instant, as YYYY-MM-DD.
export function newYorkDayOf(instant: Date): NewYorkDay {
  const clock = wallClock(instant);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
}

// The New York day of an instant as the billing export writes it: MM/DD/YYYY.
export function newYorkUsDate(instant: Date): string {
  const clock = wallClock(instant);
  return `${pad(clock.month)}/${pad(clock.day)}/${clock.year}`;
}
