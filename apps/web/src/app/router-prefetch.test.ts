import { diamondList } from "@loupe/domain/diamonds/diamond-list";
import { afterEach, describe, expect, it, vi } from "vitest";
import { certificateListApiQuery } from "../components/certificate-list-query";
import { diamondsApi } from "../features/diamonds/api";
import { diamondUrlFilters } from "../features/diamonds/list/diamond-filters";
import { sessionQueryKey } from "../lib/session";
import { createQueryClient } from "./query-client";
import { createAppRouter } from "./router";

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

// The first screen's data is asked for by the routes' loaders, beside its code, not after it.
describe("the router's prefetches", () => {
  it("ask for the session and the list the URL shows, under the key the list screen reads", async () => {
    const requested: string[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), window.location.href);
      requested.push(`${url.pathname}${url.search}`);
      const body = url.pathname === "/api/auth/session" ? { user: null } : { items: [], total: 0 };
      return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
    });
    const search = "?template=2&limit=100&sort=created:asc";
    window.history.replaceState(null, "", `/diamond${search}`);
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient);
    await vi.waitFor(() => expect(requested.some((path) => path.startsWith("/api/diamonds?"))).toBe(true));

    expect(requested).toContain("/api/auth/session");
    const query = certificateListApiQuery(new URLSearchParams(search), diamondList, diamondUrlFilters);
    expect(query).toMatchObject({ templateId: "2", limit: "100", sort: "created:asc" });
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(diamondsApi.keys.list(query))?.status).toBe("success"),
    );
    expect(queryClient.getQueryState(sessionQueryKey)).toBeDefined();
    router.dispose();
  });
});
