import { EventEmitter } from "node:events";
import { afterEach, describe, expect, it, vi } from "vitest";
import { exitOnShutdownSignals } from "./shutdown";

function setUp(close: () => Promise<void>) {
  const signals = new EventEmitter();
  const exit = vi.fn<(code: number) => void>();
  const log = { info: vi.fn(), error: vi.fn() };
  exitOnShutdownSignals({ log, graceSeconds: 25, close, signals, exit });
  return { signals, exit, log };
}

describe("exitOnShutdownSignals", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("exits 0 once everything is closed", async () => {
    let closed!: () => void;
    const { signals, exit } = setUp(() => new Promise<void>((resolve) => (closed = resolve)));
    signals.emit("SIGTERM", "SIGTERM");
    await Promise.resolve();
    expect(exit).not.toHaveBeenCalled();
    closed();
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
  });

  it("exits 1 at once on a second signal", () => {
    const { signals, exit, log } = setUp(() => new Promise<void>(() => undefined));
    signals.emit("SIGTERM", "SIGTERM");
    signals.emit("SIGINT", "SIGINT");
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(log.error).toHaveBeenCalledWith({ signal: "SIGINT" }, expect.stringContaining("second signal"));
  });

  it("exits 1 when closing outlasts the grace period", () => {
    vi.useFakeTimers();
    const { signals, exit, log } = setUp(() => new Promise<void>(() => undefined));
    signals.emit("SIGTERM", "SIGTERM");
    vi.advanceTimersByTime(24_999);
    expect(exit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(log.error).toHaveBeenCalledWith({ graceSeconds: 25 }, expect.stringContaining("grace period"));
  });

  it("exits 1 when closing fails", async () => {
    const { signals, exit } = setUp(() => Promise.reject(new Error("disk gone")));
    signals.emit("SIGTERM", "SIGTERM");
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
  });
});
