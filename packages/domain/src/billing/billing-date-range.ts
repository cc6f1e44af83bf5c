import type { NewYorkDay } from "../new-york-days";

// The billing date filter's own rule (spec 001 §5.4), unlike the shared one (date-range.ts):
// choosing a start sets the end to the same day; an end before the start is cleared, without a
// warning. Days are YYYY-MM-DD, which compare as text.
export type BillingDayRange = { start: NewYorkDay | null; end: NewYorkDay | null };

export function chooseBillingStart(_range: BillingDayRange, start: NewYorkDay | null): BillingDayRange {
  return start === null ? { start: null, end: _range.end } : { start, end: start };
}

export function chooseBillingEnd(range: BillingDayRange, end: NewYorkDay | null): BillingDayRange {
  if (end !== null && range.start !== null && range.start > end) return { start: range.start, end: null };
  return { start: range.start, end };
}
