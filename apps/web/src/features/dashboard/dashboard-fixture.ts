import type { DashboardCounts } from "@loupe/domain/dashboard/dashboard-api";
import type { NewlyAddedItem, NewlyAddedPage } from "@loupe/domain/intake/intake-api";
import { notifications } from "@mantine/notifications";
import { act, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { jsonResponse } from "../../test/render";

// Counts, queue rows and a fetch stand-in for the dashboard's tests.

export const counts: DashboardCounts = {
  jewelry: 1200,
  diamonds: 34,
  imperfections: 0,
  clients: 12,
  clientsWithAdPortalAccess: 5,
  digitalCertificates: 1190,
  newlyAdded: 2,
};

export const aurora = { id: "0b6f3f7e-8c43-4a52-9c1e-5d0f1a2b3c4d", name: "Aurora Fine Jewelry" };

export const queued = (id: string, changes: Partial<NewlyAddedItem> = {}): NewlyAddedItem => ({
  type: "diamond",
  id,
  version: 1,
  created: "2026-03-04T15:30:00.000Z",
  certificateNumber: `LG${id}`,
  orderNumber: "A100",
  lineNumber: "2",
  clientSku: `SKU-${id}`,
  summary: "Round 1.01 ct",
  client: aurora,
  incomplete: false,
  missingFields: [],
  ...changes,
});

export const queuePage = (items: NewlyAddedItem[], total = items.length): NewlyAddedPage => ({
  items,
  total,
  offset: 0,
  nextCursor: null,
  prevCursor: null,
});

export type Call = { method: string; url: string; body: unknown };

// Answers by method and path (without the query); records every call.
export function mockApi(routes: Record<string, (call: Call) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      const call = { method, url, body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined };
      calls.push(call);
      const route = routes[`${method} ${url.split("?")[0]}`];
      return route ? route(call) : jsonResponse({ status: 404, title: "Not Found", detail: url }, 404);
    }),
  );
  return calls;
}

export const writes = (calls: Call[]) => calls.filter((call) => call.method !== "GET");

// Dialogs load as chunks when first opened, which takes seconds on a busy machine.
export function setUpDashboardTests() {
  configure({ asyncUtilTimeout: 5000 });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    act(() => notifications.clean());
  });
}
