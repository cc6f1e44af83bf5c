import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../test/render";
import { ApiError, api, errorDetail, setUnauthorizedHandler } from "./api-client";

const fetchMock = vi.fn<typeof fetch>();

// The ApiError a call rejects with (fails the test if it resolves or throws something else).
async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  window.history.replaceState(null, "", "/user?search=ann");
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

describe("api client", () => {
  it("sends JSON with same-origin credentials and returns the parsed body", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: "1" }, 201));
    const result = await api.post<{ id: string }>("/api/things", { name: "Ring" });
    expect(result).toEqual({ id: "1" });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/things");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("same-origin");
    expect(init?.body).toBe('{"name":"Ring"}');
    expect((init?.headers as Record<string, string> | undefined)?.["content-type"]).toBe("application/json");
  });

  it("builds the query string and leaves out empty values", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ items: [] }));
    await api.get("/api/administrators", {
      query: { search: "", limit: 5, sort: "email:asc", cursor: null },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/administrators?limit=5&sort=email%3Aasc");
  });

  it("returns undefined for 204 No Content", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.delete("/api/administrators/1")).resolves.toBeUndefined();
  });

  it("throws an ApiError carrying the problem body, field errors and retryAt", async () => {
    const problem = {
      status: 429,
      title: "Too Many Requests",
      detail: "Too many sign-in attempts. Try again after 3:15 PM.",
      retryAt: "2025-01-01T15:15:00.000Z",
      errors: [{ field: "email", message: "bad" }],
    };
    fetchMock.mockResolvedValue(jsonResponse(problem, 429));
    const error = await failure(api.post("/api/auth/login", {}, { expectUnauthorized: true }));
    expect(error.status).toBe(429);
    expect(error.problem).toEqual(problem);
    expect(errorDetail(error)).toBe(problem.detail);
  });

  it("turns a body that is not problem+json into a generic problem", async () => {
    fetchMock.mockResolvedValue(
      new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }),
    );
    const error = await failure(api.get("/api/administrators"));
    expect(error.status).toBe(502);
    expect(error.problem.title).toBe("Error!");
    expect(error.problem.detail).toBe("Bad Gateway - code: 502. Please try again or contact support.");
  });

  it("reports a network failure as status 0", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const error = await failure(api.get("/api/administrators"));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
  });

  it("sends the user to sign in on a 401, with the current path as next", async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValue(
      jsonResponse({ status: 401, title: "Unauthorized", detail: "Session ended" }, 401),
    );
    await expect(api.get("/api/administrators")).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledWith("/user?search=ann");
  });

  it("leaves a 401 to the caller for the session and sign-in calls", async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValue(jsonResponse({ status: 401, title: "Unauthorized", detail: "Wrong" }, 401));
    await expect(api.get("/api/auth/session", { expectUnauthorized: true })).rejects.toBeInstanceOf(ApiError);
    expect(handler).not.toHaveBeenCalled();
  });
});
