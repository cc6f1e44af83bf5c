import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer as readAll } from "node:stream/consumers";
import v8 from "node:v8";
import vm from "node:vm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Storage, StorageObjectMissing } from "../storage/storage";
import { InvalidStorageKey } from "../storage/storage-checks";

// The behaviour every Storage adapter owes its callers (storage/storage.ts), as one suite an
// adapter runs with a fresh, empty store per test: `storageContract("disk", makeDiskStorage)`.

export type StorageUnderTest = {
  storage: Storage;
  // What the adapter holds besides its objects (unfinished writes, temporary names): after a
  // failed write there must be none.
  leftovers: () => Promise<string[]>;
  dispose: () => Promise<void>;
};

export type StorageContractLimits = {
  // The streamed write's size, and how much more memory the process may typically hold while
  // writing it (the median of samples taken as it goes; the largest must stay under half the size).
  streamBytes: number;
  maxRetainedBytes: number;
};

const megabyte = 1_048_576;
const defaultLimits: StorageContractLimits = { streamBytes: 20 * megabyte, maxRetainedBytes: 4 * megabyte };
const chunkBytes = 64 * 1024;

// A full collection, so what the process retains can be told from garbage not yet collected.
v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;
const retainedBytes = () => {
  collectGarbage();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

async function listAll(storage: Storage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list(prefix)) keys.push(key);
  return keys;
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

// 0, 1, 2 … 255, 0, 1 …: any slice's bytes say where they came from.
const counting = (length: number) => Buffer.from(Array.from({ length }, (_, index) => index % 256));

// Yields `total` bytes in fresh 64 KB chunks, calling `each` after every chunk; then fails with
// `failWith` when given, or ends.
async function* generated(
  total: number,
  each: (produced: number) => void | Promise<void>,
  failWith?: Error,
): AsyncGenerator<Buffer> {
  for (let produced = 0; produced < total; ) {
    const chunk = randomBytes(Math.min(chunkBytes, total - produced));
    produced += chunk.length;
    yield chunk;
    await each(produced);
  }
  if (failWith) throw failWith;
}

export function storageContract(
  name: string,
  make: () => Promise<StorageUnderTest>,
  limits: StorageContractLimits = defaultLimits,
): void {
  describe(`${name} storage: the Storage contract`, () => {
    let under: StorageUnderTest;
    let storage: Storage;
    beforeEach(async () => {
      under = await make();
      storage = under.storage;
    });
    afterEach(async () => {
      await under.dispose();
    });

    describe("objects", () => {
      it("puts, reads, sizes, replaces and removes an object", async () => {
        expect(await storage.put("videos/a.mp4", Buffer.from("first"))).toEqual({ size: 5 });
        expect(await storage.stat("videos/a.mp4")).toEqual({ size: 5 });
        expect((await readAll(await storage.read("videos/a.mp4"))).toString()).toBe("first");

        expect(await storage.put("videos/a.mp4", Buffer.from("the second"))).toEqual({ size: 10 });
        expect((await readAll(await storage.read("videos/a.mp4"))).toString()).toBe("the second");

        await storage.remove("videos/a.mp4");
        expect(await storage.stat("videos/a.mp4")).toBeNull();
        await expect(storage.read("videos/a.mp4")).rejects.toBeInstanceOf(StorageObjectMissing);
      });

      it("keeps an empty object", async () => {
        expect(await storage.put("empty", Buffer.alloc(0))).toEqual({ size: 0 });
        expect(await storage.stat("empty")).toEqual({ size: 0 });
        expect(await readAll(await storage.read("empty"))).toHaveLength(0);
      });

      it("answers a missing object: stat null, reads refused, a remove does nothing", async () => {
        await storage.put("videos/present", Buffer.from("x"));
        for (const key of ["absent", "videos/absent", "videos", "videos/present/below"]) {
          expect(await storage.stat(key)).toBeNull();
          await expect(storage.read(key)).rejects.toBeInstanceOf(StorageObjectMissing);
          await expect(storage.readRange(key, { start: 0, end: 0 })).rejects.toBeInstanceOf(
            StorageObjectMissing,
          );
          await storage.remove(key);
        }
        expect(await storage.stat("videos/present")).toEqual({ size: 1 });
      });

      it("puts a stream and counts its bytes", async () => {
        const content = counting(300_000);
        const { size } = await storage.put(
          "streamed",
          Readable.from([content.subarray(0, 7), content.subarray(7)]),
        );
        expect(size).toBe(content.length);
        expect(sha256(await readAll(await storage.read("streamed")))).toBe(sha256(content));
      });
    });

    describe("byte ranges", () => {
      const content = counting(1000);
      const range = async (start: number, end: number) =>
        readAll(await storage.readRange("clip", { start, end }));
      beforeEach(async () => {
        await storage.put("clip", content);
      });

      it.each([
        ["the first bytes", 0, 9],
        ["the middle", 400, 499],
        ["the last byte", 999, 999],
        ["one byte", 500, 500],
        ["everything", 0, 999],
      ])("reads %s", async (_, start, end) => {
        expect(await range(start, end)).toEqual(content.subarray(start, end + 1));
      });

      it("reads to the last byte when the end is past it", async () => {
        expect(await range(990, 5000)).toEqual(content.subarray(990));
      });

      it("refuses a start past the last byte, and a range that is not one", async () => {
        for (const [start, end] of [
          [1000, 1010],
          [5000, 6000],
          [10, 9],
          [-1, 5],
          [0.5, 3],
        ] as const) {
          await expect(storage.readRange("clip", { start, end })).rejects.toBeInstanceOf(RangeError);
        }
        await storage.put("empty", Buffer.alloc(0));
        await expect(storage.readRange("empty", { start: 0, end: 0 })).rejects.toBeInstanceOf(RangeError);
      });
    });

    describe("listing", () => {
      const keys = ["a/1", "a/2", "a/b/3", "a-c", "b/1", "ab"];
      beforeEach(async () => {
        for (const key of keys) await storage.put(key, Buffer.from(key));
      });

      it.each([
        ["", ["a-c", "a/1", "a/2", "a/b/3", "ab", "b/1"]],
        ["a/", ["a/1", "a/2", "a/b/3"]],
        ["a", ["a-c", "a/1", "a/2", "a/b/3", "ab"]],
        ["a/b", ["a/b/3"]],
        ["a/b/3", ["a/b/3"]],
        ["b/", ["b/1"]],
        ["c", []],
        ["a/b/3/", []],
        ["zzz/deeper/", []],
      ])("lists the keys under %j in byte order", async (prefix, expected) => {
        expect(await listAll(storage, prefix)).toEqual(expected);
      });

      it("leaves out removed objects", async () => {
        await storage.remove("a/2");
        await storage.remove("a/b/3");
        expect(await listAll(storage, "a/")).toEqual(["a/1"]);
      });
    });

    describe("streamed writes", () => {
      it(`writes ${limits.streamBytes / megabyte} MB as it arrives, holding little of it in memory`, async () => {
        // A first write, so what the first use of the generator and the adapter allocates once
        // is not counted.
        await storage.put("big/warm-up", Readable.from(generated(megabyte, () => {})));
        const hash = createHash("sha256");
        const before = retainedBytes();
        const growth: number[] = [];
        // One chunk waits in the source at most: what else is held, the adapter holds.
        const source = Readable.from(
          (async function* () {
            for await (const chunk of generated(limits.streamBytes, (produced) => {
              if (produced % (16 * chunkBytes) === 0) growth.push(retainedBytes() - before);
            })) {
              hash.update(chunk);
              yield chunk;
            }
          })(),
          { highWaterMark: 1 },
        );
        expect(await storage.put("big/video.mp4", source)).toEqual({ size: limits.streamBytes });
        // Flat: what is held does not grow with what was written. The median leaves out the
        // process's own passing allocations (a 2 MB buffer now and then, adapter or not).
        growth.sort((a, b) => a - b);
        expect(growth.length).toBeGreaterThan(10);
        expect(growth[Math.floor(growth.length / 2)]).toBeLessThan(limits.maxRetainedBytes);
        expect(growth.at(-1)).toBeLessThan(limits.streamBytes / 2);

        expect(await storage.stat("big/video.mp4")).toEqual({ size: limits.streamBytes });
        const stored = createHash("sha256");
        for await (const chunk of await storage.read("big/video.mp4")) stored.update(chunk as Buffer);
        expect(stored.digest("hex")).toBe(hash.digest("hex"));
      });

      it("shows nothing of a write until it is whole; a reader meanwhile sees the old object", async () => {
        await storage.put("clip", Buffer.from("old"));
        let release = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        let reachedHalf = () => {};
        const half = new Promise<void>((resolve) => {
          reachedHalf = resolve;
        });
        const writing = storage.put(
          "clip",
          Readable.from(
            generated(2 * megabyte, async (produced) => {
              if (produced === megabyte) {
                reachedHalf();
                await released;
              }
            }),
          ),
        );
        const writingNew = storage.put("new/clip", Readable.from(generated(megabyte, async () => released)));
        try {
          await half;
          expect(await storage.stat("clip")).toEqual({ size: 3 });
          expect((await readAll(await storage.read("clip"))).toString()).toBe("old");
          expect(await storage.stat("new/clip")).toBeNull();
          expect(await listAll(storage, "")).toEqual(["clip"]);
        } finally {
          release();
          await Promise.allSettled([writing, writingNew]);
        }
        await Promise.all([writing, writingNew]);
        expect(await storage.stat("clip")).toEqual({ size: 2 * megabyte });
        expect(await listAll(storage, "")).toEqual(["clip", "new/clip"]);
      });

      it.each([
        ["fails", (stream: Readable) => stream.destroy(new Error("connection reset"))],
        ["is destroyed", (stream: Readable) => stream.destroy()],
      ])("keeps nothing of a stream that %s midway, and the old object whole", async (_, cut) => {
        await storage.put("kept", Buffer.from("old"));
        for (const key of ["kept", "cut/new.mp4"]) {
          const stream: Readable = Readable.from(
            generated(4 * megabyte, (produced) => {
              if (produced === megabyte) cut(stream);
            }),
          );
          await expect(storage.put(key, stream)).rejects.toThrow();
        }
        const failing = Readable.from(generated(megabyte, () => {}, new Error("upload aborted")));
        await expect(storage.put("cut/other.mp4", failing)).rejects.toThrow("upload aborted");

        expect((await readAll(await storage.read("kept"))).toString()).toBe("old");
        expect(await storage.stat("cut/new.mp4")).toBeNull();
        expect(await storage.stat("cut/other.mp4")).toBeNull();
        expect(await listAll(storage, "")).toEqual(["kept"]);
        expect(await under.leftovers()).toEqual([]);
      });
    });

    describe("keys", () => {
      const hostile = [
        "",
        "..",
        "../outside",
        "a/../../outside",
        "a/..",
        "a/./b",
        "/etc/passwd",
        "/absolute",
        "a\0b",
        "nul\0",
        "a//b",
        "a/",
        ".hidden",
        "a/.incoming/b",
        "..\\outside",
        "a\nb",
        "x".repeat(256),
        `${"a/".repeat(600)}b`,
      ];

      it.each(hostile)("refuses the key %j for every operation", async (key) => {
        await expect(storage.put(key, Buffer.from("x"))).rejects.toBeInstanceOf(InvalidStorageKey);
        await expect(storage.put(key, Readable.from([Buffer.from("x")]))).rejects.toBeInstanceOf(
          InvalidStorageKey,
        );
        await expect(storage.read(key)).rejects.toBeInstanceOf(InvalidStorageKey);
        await expect(storage.readRange(key, { start: 0, end: 0 })).rejects.toBeInstanceOf(InvalidStorageKey);
        await expect(storage.stat(key)).rejects.toBeInstanceOf(InvalidStorageKey);
        await expect(storage.remove(key)).rejects.toBeInstanceOf(InvalidStorageKey);
        expect(await listAll(storage, "")).toEqual([]);
        expect(await under.leftovers()).toEqual([]);
      });

      it.each(["..", "../", "/", "/etc", "a//", "a\0", ".", "a/."])(
        "refuses the prefix %j",
        async (prefix) => {
          await expect(listAll(storage, prefix)).rejects.toBeInstanceOf(InvalidStorageKey);
        },
      );

      it("takes keys of letters, digits, spaces and punctuation in any script", async () => {
        const keys = ["certificate_videos/ABC 123_001.mp4", "product-display/été/vidéo.mov", "k:1+2=3@x"];
        for (const key of keys) await storage.put(key, Buffer.from(key));
        for (const key of keys) expect((await readAll(await storage.read(key))).toString()).toBe(key);
        expect((await listAll(storage, "")).sort()).toEqual([...keys].sort());
      });
    });
  });
}
