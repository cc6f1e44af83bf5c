import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { readHead } from "./read-head";

const chunked = (content: Buffer, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(content.length / size) }, (_, i) =>
      content.subarray(i * size, (i + 1) * size),
    ),
  );

describe("readHead", () => {
  const content = Buffer.from(Array.from({ length: 100_000 }, (_, index) => (index * 7) % 256));

  it("gives the first bytes and the whole content, however the stream is chunked", async () => {
    for (const size of [1, 100, 511, 512, 513, 65_536, 100_000]) {
      const { head, whole } = await readHead(chunked(content, size), 512);
      expect(head.equals(content.subarray(0, 512))).toBe(true);
      expect((await buffer(whole)).equals(content)).toBe(true);
    }
  });

  it("handles content shorter than the head, and empty content", async () => {
    const short = await readHead(chunked(content.subarray(0, 10), 3), 512);
    expect(short.head.equals(content.subarray(0, 10))).toBe(true);
    expect((await buffer(short.whole)).equals(content.subarray(0, 10))).toBe(true);
    const empty = await readHead(Readable.from([]), 512);
    expect(empty.head.length).toBe(0);
    expect((await buffer(empty.whole)).length).toBe(0);
  });

  it("passes on an error that happens after the head", async () => {
    async function* failing() {
      yield content.subarray(0, 1000);
      throw new Error("connection reset");
    }
    const { head, whole } = await readHead(Readable.from(failing()), 512);
    expect(head.length).toBe(512);
    await expect(buffer(whole)).rejects.toThrow("connection reset");
  });
});
