import { rangeBounds } from "@loupe/domain/date-range";

// A day as the URL and Mantine's pickers hold it: YYYY-MM-DD, read and written in local time.
export type Day = string;
export type DayRange = { start: Day | null; end: Day | null };

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number) => String(value).padStart(2, "0");

// Local midnight of the day, or null when the text is not a real YYYY-MM-DD day.
export function dayToDate(day: string | null | undefined): Date | null {
  const match = dayPattern.exec(day ?? "");
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(year, month - 1, date);
  const real = value.getFullYear() === year && value.getMonth() === month - 1 && value.getDate() === date;
  return real ? value : null;
}

// The local calendar day of the instant (no UTC shift).
export function dateToDay(date: Date): Day {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

// The instants an API list filters on, [createdFrom, createdTo): the end day is included whole.
export function dayRangeToInstants(
  start: string | null | undefined,
  end: string | null | undefined,
): { createdFrom?: string; createdTo?: string } {
  const { from, toExclusive } = rangeBounds({ start: dayToDate(start), end: dayToDate(end) });
  return {
    ...(from ? { createdFrom: from.toISOString() } : {}),
    ...(toExclusive ? { createdTo: toExclusive.toISOString() } : {}),
  };
}

// How the date fields show a day: MM/DD/YYYY.
export function formatDay(day: Day | null): string {
  const match = dayToDate(day) ? dayPattern.exec(day ?? "") : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : "";
}

const typedDayPattern = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;

// A day typed as MM/DD/YYYY (the format the fields show), or null until the text is a whole,
// real day: a half-typed "11/2" must not pick a day of its own.
export function parseTypedDay(text: string): Day | null {
  const match = typedDayPattern.exec(text);
  if (!match) return null;
  const day = `${match[3]}-${pad(Number(match[1]))}-${pad(Number(match[2]))}`;
  return dayToDate(day) ? day : null;
}
