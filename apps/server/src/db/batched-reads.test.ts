import { describe, expect, it } from "vitest";
import { batchedLoader, batchedPerDatabase } from "./batched-reads";

// A loader that records every batch it was asked for and answers each key with its double.
function recordingLoader() {
  const batches: number[][] = [];
  const load = batchedLoader(async (keys: number[]) => {
    batches.push(keys);
    // A round trip: the answer comes in a later turn of the event loop.
    await new Promise<void>((resolve) => setImmediate(resolve));
    return new Map(keys.map((key) => [key, key * 2]));
  });
  return { load, batches };
}

describe("batched reads", () => {
  it("answers the keys asked for together from one load, each with its own value, a repeated key once", async () => {
    const { load, batches } = recordingLoader();
    const answers = await Promise.all([load(1), load(2), load(3), load(2)]);
    expect(answers).toEqual([2, 4, 6, 4]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it("reads a key asked for after its batch was sent in a new load, never from the one in flight", async () => {
    const { load, batches } = recordingLoader();
    const first = load(1);
    // The first batch is sent once the event loop has read what was waiting…
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1]]);
    // …so the same key asked now (a request after an edit) starts a read of its own.
    const second = load(1);
    expect(await Promise.all([first, second])).toEqual([2, 2]);
    expect(batches).toEqual([[1], [1]]);
  });

  it("answers undefined for a key the load did not find", async () => {
    const load = batchedLoader(
      async (keys: string[]) => new Map(keys.filter((key) => key !== "b").map((key) => [key, key])),
    );
    expect(await Promise.all([load("a"), load("b")])).toEqual(["a", undefined]);
  });

  it("fails every request of a batch whose load failed, and the next batch reads again", async () => {
    let calls = 0;
    const load = batchedLoader(async (keys: number[]) => {
      calls++;
      if (calls === 1) throw new Error("connection lost");
      return new Map(keys.map((key) => [key, key]));
    });
    const failed = await Promise.allSettled([load(1), load(2)]);
    expect(failed.map((each) => each.status)).toEqual(["rejected", "rejected"]);
    expect(await load(1)).toBe(1);
    expect(calls).toBe(2);
  });

  it("sends a batch of 500 keys at once and gathers the rest in the next", async () => {
    const { load, batches } = recordingLoader();
    const keys = Array.from({ length: 501 }, (_, index) => index);
    const answers = await Promise.all(keys.map((key) => load(key)));
    expect(answers).toEqual(keys.map((key) => key * 2));
    expect(batches.map((batch) => batch.length)).toEqual([500, 1]);
  });

  it("keeps one loader per database, so two apps' requests never share a query", async () => {
    const asked: [string, number[]][] = [];
    const load = batchedPerDatabase(async (db: { name: string }, keys: number[]) => {
      asked.push([db.name, keys]);
      return new Map(keys.map((key) => [key, `${db.name}:${key}`]));
    });
    const one = { name: "one" };
    const two = { name: "two" };
    expect(await Promise.all([load(one, 1), load(two, 1), load(one, 2)])).toEqual([
      "one:1",
      "two:1",
      "one:2",
    ]);
    expect(asked).toEqual([
      ["one", [1, 2]],
      ["two", [1]],
    ]);
  });
});
