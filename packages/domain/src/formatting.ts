// Dates MM/DD/YYYY (with a 12-hour time variant) and US dollars, as spec 000 §9 asks.

const pad = (value: number) => String(value).padStart(2, "0");

export function formatDate(value: Date | string | number): string {
  const date = new Date(value);
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

export function formatDateTime(value: Date | string | number): string {
  const date = new Date(value);
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const meridiem = hours < 12 ? "AM" : "PM";
  return `${formatDate(date)} ${hour12}:${pad(date.getMinutes())} ${meridiem}`;
}

export function formatTime(value: Date | string | number): string {
  return formatDateTime(value).slice(11);
}

// Written out rather than with Intl.NumberFormat or toLocaleString: the first of those in a page
// loads the browser's locale data, 80–290 ms of a list's first load on the lab's 2-core machines
// (docs/decisions/0008-list-rendering.md).
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

// 12,345 — whole numbers as en-US writes them.
export function formatCount(value: number): string {
  const sign = value < 0 ? "-" : "";
  return `${sign}${groupThousands(String(Math.trunc(Math.abs(value))))}`;
}

// $1,234.50 — US dollars to the cent.
export function formatUsd(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  const [whole = "0", cents = "00"] = Math.abs(amount).toFixed(2).split(".");
  return `${sign}$${groupThousands(whole)}.${cents}`;
}

// (###) ###-#### as the administrator form's phone mask shows it; other lengths stay as typed digits.
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 10);
  if (digits.length === 0) return "";
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export function showingEntries(offset: number, count: number, total: number): string {
  if (total === 0 || count === 0) return `Showing 0 to 0 of ${total} entries`;
  return `Showing ${offset + 1} to ${offset + count} of ${total} entries`;
}
