import { Readable } from "node:stream";

// Reads the first `length` bytes of a stream (fewer if it is shorter) so its type can be decided
// before anything is stored, and gives back a stream of the whole content, head included.
export async function readHead(source: Readable, length: number): Promise<{ head: Buffer; whole: Readable }> {
  const iterator: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let total = 0;
  let ended = false;
  while (total < length) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    total += next.value.length;
  }
  const read = Buffer.concat(chunks);
  async function* whole() {
    yield read;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head: read.subarray(0, length), whole: Readable.from(whole(), { objectMode: false }) };
}
