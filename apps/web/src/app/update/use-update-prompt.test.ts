import { updateCheckIntervalMs, updatePromptRepeatMs } from "@loupe/domain/constants";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useUpdatePrompt } from "./use-update-prompt";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

// Runs the timers up to `ms` from now and lets the build-id promise settle.
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe("useUpdatePrompt", () => {
  it("checks every 60 s and shows once the deployed build differs", async () => {
    let deployed = "build-1";
    const readBuildId = vi.fn(async () => deployed);
    const { result } = renderHook(() => useUpdatePrompt({ currentBuildId: "build-1", readBuildId }));

    await advance(updateCheckIntervalMs - 1);
    expect(readBuildId).not.toHaveBeenCalled();
    await advance(1);
    expect(readBuildId).toHaveBeenCalledTimes(1);
    expect(result.current.visible).toBe(false);

    deployed = "build-2";
    await advance(updateCheckIntervalMs);
    expect(readBuildId).toHaveBeenCalledTimes(2);
    expect(result.current.visible).toBe(true);

    // Once known, it stops polling.
    await advance(updateCheckIntervalMs * 3);
    expect(readBuildId).toHaveBeenCalledTimes(2);
  });

  it("comes back 5 minutes after being dismissed", async () => {
    const readBuildId = vi.fn(async () => "build-2");
    const { result } = renderHook(() => useUpdatePrompt({ currentBuildId: "build-1", readBuildId }));
    await advance(updateCheckIntervalMs);
    expect(result.current.visible).toBe(true);

    act(() => result.current.dismiss());
    expect(result.current.visible).toBe(false);
    await advance(updatePromptRepeatMs - 1);
    expect(result.current.visible).toBe(false);
    await advance(1);
    expect(result.current.visible).toBe(true);
  });

  it("ignores an unreadable build file", async () => {
    const readBuildId = vi.fn(async () => null);
    const { result } = renderHook(() => useUpdatePrompt({ currentBuildId: "build-1", readBuildId }));
    await advance(updateCheckIntervalMs * 2);
    expect(readBuildId).toHaveBeenCalledTimes(2);
    expect(result.current.visible).toBe(false);
  });
});
