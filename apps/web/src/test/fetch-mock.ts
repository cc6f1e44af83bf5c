import { notifications } from "@mantine/notifications";
import { act } from "@testing-library/react";
import { afterEach, beforeEach, type Mock, vi } from "vitest";

// A fetch stand-in for a test file: installed before each test, reset after it (with the
// notifications a test raised, when the screen shows them).
export function stubFetch({ notifications: clean = false } = {}): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal("fetch", fetchMock));
  afterEach(() => {
    if (clean) act(() => notifications.clean());
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

// The requests that were not reads, in order.
export const writesOf = (fetchMock: Mock<typeof fetch>) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") !== "GET");

export const bodyOf = (call: Parameters<typeof fetch> | undefined) => JSON.parse(String(call?.[1]?.body));
