import type { JewelryListItem } from "@loupe/domain/jewelry/jewelry-list-query";
import type { Page } from "@loupe/domain/paging";
import { notifications } from "@mantine/notifications";
import { act, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { jsonResponse } from "../../../test/render";

// List rows and a fetch stand-in for the jewelry list's tests.

export const clientId = "0b6f3f7e-8c43-4a52-9c1e-5d0f1a2b3c4d";

export const jewelryItem = (id: string, changes: Partial<JewelryListItem> = {}): JewelryListItem => ({
  id,
  created: "2026-03-04T15:30:00.000Z",
  client: { id: clientId, name: "Aurora Fine Jewelry" },
  customer: { id: "c2", name: "Blue Nile" },
  orderNumber: "A100",
  lineNumber: 2,
  certificateNumber: `JW${id}`,
  clientSku: `SKU-${id}`,
  cardCertPrinted: false,
  cardPrintedAt: null,
  cardPrintedBy: "",
  template: { id: 5, name: "Solitaire Minimalist" },
  jewelryType: "Ring",
  publicPath: `/c/jewelry/JW${id}`,
  incomplete: false,
  ...changes,
});

export const jewelryPage = (items: JewelryListItem[], total = items.length): Page<JewelryListItem> => ({
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
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const route = routes[`${method} ${url.split("?")[0]}`];
    return route ? route(call) : jsonResponse({ status: 404, title: "Not Found", detail: url }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

// The list's requests' queries, as objects.
export const listQueries = (calls: Call[]) =>
  calls
    .filter((call) => call.method === "GET" && call.url.startsWith("/api/jewelry?"))
    .map((call) => Object.fromEntries(new URL(call.url, "http://x").searchParams));

// Each test file's setup: panels and dialogs load as chunks when first opened, which takes seconds
// on a busy machine; stubs and notifications are cleared after each test.
export function setUpListTests() {
  configure({ asyncUtilTimeout: 5000 });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    act(() => notifications.clean());
  });
}
