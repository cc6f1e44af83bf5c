import { Readable } from "node:stream";
import type { ByteRange } from "./byte-range";

// The bytes start..end (inclusive) of a stream; the source is closed as soon as they are out.
export function sliceStream(source: Readable, range: ByteRange): Readable {
  async function* slice() {
    let position = 0;
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        const chunkStart = position;
        position += chunk.length;
        if (position <= range.start) continue;
        const from = Math.max(0, range.start - chunkStart);
        const to = Math.min(chunk.length, range.end + 1 - chunkStart);
        yield chunk.subarray(from, to);
        if (position > range.end) break;
      }
    } finally {
      source.destroy();
    }
  }
  return Readable.from(slice());
}
