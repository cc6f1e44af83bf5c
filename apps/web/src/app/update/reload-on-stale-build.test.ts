import { afterEach, describe, expect, it, vi } from "vitest";
import { reloadForStaleBuild } from "./reload-on-stale-build";

describe("reloadForStaleBuild", () => {
  afterEach(() => window.sessionStorage.clear());

  it("reloads once when a chunk of the old build cannot be loaded, and not again within a minute", () => {
    const reload = vi.fn();
    let clock = 1_000_000;
    const now = () => clock;
    expect(reloadForStaleBuild(window.sessionStorage, reload, now)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    clock += 59_000;
    // Not reloaded: the route's error screen shows instead.
    expect(reloadForStaleBuild(window.sessionStorage, reload, now)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    clock += 2_000;
    expect(reloadForStaleBuild(window.sessionStorage, reload, now)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
