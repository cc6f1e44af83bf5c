// The whole UTC months inside a date range, for totals kept per month (diamond_month_counts,
// jewelry_month_counts): those months are summed, the partial months at the ends counted.

const monthStart = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
const nextMonthStart = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));

// The whole UTC months inside [from, to): months from `first` up to (not including) `end`; null
// for an open side. null when the range holds no whole month.
export function wholeMonths(
  from: Date | null,
  to: Date | null,
): { first: Date | null; end: Date | null } | null {
  const first = from && (monthStart(from).getTime() === from.getTime() ? from : nextMonthStart(from));
  const end = to && monthStart(to);
  if (first && end && first >= end) return null;
  return { first, end };
}
