import { afterEach, describe, expect, it, vi } from "vitest";
import { bufferedWrites } from "./buffered-writes";
import type { Database } from "./client";

// Stand-ins for database handles: the writer keeps one buffer per handle object.
const first = {} as Database;
const second = {} as Database;

function recordingWriter(limits = { maxRows: 3, maxDelayMs: 1_000, maxWaitingBatches: 10 }) {
  const written: [Database, number[]][] = [];
  const failures: [unknown, number][] = [];
  let failNext = false;
  const writer = bufferedWrites<number>(async (db, rows) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (failNext) {
      failNext = false;
      throw new Error("the database refused");
    }
    written.push([db, rows]);
  }, limits);
  const add = (db: Database, row: number) =>
    writer.add(db, row, (error, lost) => failures.push([error, lost]));
  return { writer, add, written, failures, failNextWrite: () => (failNext = true) };
}

afterEach(() => vi.useRealTimers());

// Fake timers move the delay; the write's own round trip (setImmediate) is real and runs here.
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  for (let turn = 0; turn < 3; turn++) await new Promise<void>((resolve) => setImmediate(resolve));
}

describe("buffered writes", () => {
  it("holds rows until the delay after the first, then writes them in one batch", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { add, written } = recordingWriter();
    add(first, 1);
    await advance(600);
    add(first, 2);
    expect(written).toEqual([]);
    // The delay counts from the batch's first row: 1,000 ms after row 1, not after row 2.
    await advance(400);
    expect(written).toEqual([[first, [1, 2]]]);
    add(first, 3);
    await advance(999);
    expect(written).toHaveLength(1);
    await advance(1);
    expect(written).toEqual([
      [first, [1, 2]],
      [first, [3]],
    ]);
  });

  it("writes a full batch at once, without waiting for the delay", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { add, written } = recordingWriter();
    for (const row of [1, 2, 3, 4]) add(first, row);
    await advance(0);
    expect(written).toEqual([[first, [1, 2, 3]]]);
    await advance(1_000);
    expect(written).toEqual([
      [first, [1, 2, 3]],
      [first, [4]],
    ]);
  });

  it("keeps each database's rows apart and flushes one database's without the other's", async () => {
    const { writer, add, written } = recordingWriter();
    add(first, 1);
    add(second, 2);
    await writer.flush(first);
    expect(written).toEqual([[first, [1]]]);
    await writer.flush(second);
    expect(written).toEqual([
      [first, [1]],
      [second, [2]],
    ]);
    // Nothing held: a flush settles at once and writes nothing.
    await writer.flush(first);
    await writer.flush({});
    expect(written).toHaveLength(2);
  });

  it("settles a flush only when the batches sent before it are written, in order", async () => {
    const { writer, add, written } = recordingWriter();
    for (const row of [1, 2, 3]) add(first, row);
    add(first, 4);
    await writer.flush(first);
    expect(written).toEqual([
      [first, [1, 2, 3]],
      [first, [4]],
    ]);
  });

  it("reports a failed batch with the rows it lost, and goes on writing the next", async () => {
    const { writer, add, written, failures, failNextWrite } = recordingWriter();
    failNextWrite();
    add(first, 1);
    add(first, 2);
    await writer.flush(first);
    expect(failures).toEqual([[new Error("the database refused"), 2]]);
    add(first, 3);
    await writer.flush(first);
    expect(written).toEqual([[first, [3]]]);
  });

  it("drops a batch at once while too many wait for a database that does not answer", async () => {
    const failures: number[] = [];
    const unanswered: (() => void)[] = [];
    const written: number[][] = [];
    const writer = bufferedWrites<number>(
      async (_db, rows) => {
        await new Promise<void>((resolve) => unanswered.push(resolve));
        written.push(rows);
      },
      { maxRows: 1, maxDelayMs: 1_000, maxWaitingBatches: 2 },
    );
    // The database answers the writes it has been sent so far.
    const answer = async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      for (const resolve of unanswered.splice(0)) resolve();
    };
    for (const row of [1, 2, 3, 4]) writer.add(first, row, (_error, lost) => failures.push(lost));
    // Batches 1 and 2 wait (the first is being written); 3 and 4 are dropped, not queued.
    expect(failures).toEqual([1, 1]);
    const flushed = writer.flush(first);
    await answer();
    await answer();
    await flushed;
    expect(written).toEqual([[1], [2]]);
    // Once the database answers, batches wait their turn again.
    writer.add(first, 5, (_error, lost) => failures.push(lost));
    const later = writer.flush(first);
    await answer();
    await later;
    expect(written).toEqual([[1], [2], [5]]);
    expect(failures).toEqual([1, 1]);
  });
});
