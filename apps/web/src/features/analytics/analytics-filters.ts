import { type AnalyticsMonth, allMonths } from "@loupe/domain/analytics/analytics-period";

// The analytics screen's choices as they live in the URL (?client=&year=&month=&record=&page=), so
// a reload or a shared link shows the same figures; defaults are left out.
export type AnalyticsFilters = {
  clientId: string | null;
  // None: the server answers the newest year with records.
  year: number | null;
  month: AnalyticsMonth;
  // One certificate (or QR list) of the client; all of them when none.
  recordId: string | null;
  // The certificates table's page, from 0.
  page: number;
};

// Spec 002 §9: the analytics table, 50 a page.
export const analyticsPageSize = 50;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = (value: string | null) => (value && uuidPattern.test(value) ? value : null);

function readMonth(value: string | null): AnalyticsMonth {
  const month = Number(value);
  return Number.isInteger(month) && month >= 1 && month <= 12 ? month : allMonths;
}

function readYear(value: string | null): number | null {
  const year = Number(value);
  return value && Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : null;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 0;
}

export function readAnalyticsFilters(params: URLSearchParams): AnalyticsFilters {
  const clientId = uuid(params.get("client"));
  return {
    clientId,
    year: clientId ? readYear(params.get("year")) : null,
    month: clientId ? readMonth(params.get("month")) : allMonths,
    recordId: clientId ? uuid(params.get("record")) : null,
    page: clientId ? readPage(params.get("page")) : 0,
  };
}

export function analyticsFiltersToParams(filters: AnalyticsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (!filters.clientId) return params;
  params.set("client", filters.clientId);
  if (filters.year !== null) params.set("year", String(filters.year));
  if (filters.month !== allMonths) params.set("month", String(filters.month));
  if (filters.recordId) params.set("record", filters.recordId);
  if (filters.page > 0) params.set("page", String(filters.page));
  return params;
}

// A new choice and what it resets: another client starts over; another year, month or certificate
// goes back to the table's first page.
export function chooseAnalytics(
  current: AnalyticsFilters,
  change: Partial<AnalyticsFilters>,
): AnalyticsFilters {
  if ("clientId" in change && change.clientId !== current.clientId) {
    return { clientId: change.clientId ?? null, year: null, month: allMonths, recordId: null, page: 0 };
  }
  const next = { ...current, ...change };
  const narrowed = ["year", "month", "recordId"].some((key) => key in change);
  return narrowed && !("page" in change) ? { ...next, page: 0 } : next;
}

// GET /api/analytics's parameters (domain analytics-api.ts); none before a client is chosen.
export function analyticsApiQuery(filters: AnalyticsFilters): Record<string, string> | null {
  if (!filters.clientId) return null;
  const query: Record<string, string> = {
    clientId: filters.clientId,
    month: String(filters.month),
    limit: String(analyticsPageSize),
    offset: String(filters.page * analyticsPageSize),
  };
  if (filters.year !== null) query.year = String(filters.year);
  if (filters.recordId) query.recordId = filters.recordId;
  return query;
}
