import { messages } from "./messages";

// The shared date-range filter rule (spec 000 §5 Filters, 001 §5.2): choosing a start sets the
// end to the same day; a start after the end warns and clears both; the range ends at the end
// of its last day.

export type DateRange = { start: Date | null; end: Date | null };
export type DateRangeChange = DateRange & { warning: string | null };

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function chooseStartDate(_range: DateRange, start: Date | null): DateRangeChange {
  if (start === null) return { start: null, end: _range.end, warning: null };
  const day = startOfDay(start);
  return { start: day, end: day, warning: null };
}

export function chooseEndDate(range: DateRange, end: Date | null): DateRangeChange {
  if (end === null) return { start: range.start, end: null, warning: null };
  const day = startOfDay(end);
  if (range.start !== null && range.start.getTime() > day.getTime()) {
    return { start: null, end: null, warning: messages.dateRangeInvalid };
  }
  return { start: range.start, end: day, warning: null };
}

// The exclusive upper bound of a range whose last day is `end`: the next midnight.
export function rangeEndExclusive(end: Date): Date {
  const day = startOfDay(end);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
}

// Converts the chosen days into the instants a query filters on: [from, toExclusive).
export function rangeBounds(range: DateRange): { from: Date | null; toExclusive: Date | null } {
  return {
    from: range.start ? startOfDay(range.start) : null,
    toExclusive: range.end ? rangeEndExclusive(range.end) : null,
  };
}
