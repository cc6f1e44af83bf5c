import type { Readable } from "node:stream";

// Where uploaded files live: local disk by default; an S3-compatible adapter plugs in here. Every
// adapter passes the same contract (storage-contract.ts): keys as storage-checks.ts allows them,
// streamed writes that never hold a file in memory and never show half of one, byte ranges.
export interface Storage {
  // Writes `content` under `key`, replacing what was there. A stream is written as it arrives, to
  // a temporary name (S3: a multipart upload) made visible only when whole: a failed or cut write
  // leaves nothing behind, and a reader sees the old object or the new one, never a part.
  put(key: string, content: Readable | Buffer): Promise<{ size: number }>;
  // Rejects with StorageObjectMissing when there is no such object.
  read(key: string): Promise<Readable>;
  // Bytes start..end inclusive, for HTTP Range requests (video seeking). An end past the last
  // byte reads to the end; a start past it rejects with a RangeError.
  readRange(key: string, range: ByteRange): Promise<Readable>;
  // The object's size, or null when there is none.
  stat(key: string): Promise<{ size: number } | null>;
  // Every key that starts with `prefix` (plain text, not only whole folders), in byte order of the
  // keys. Objects written meanwhile may or may not appear.
  list(prefix: string): AsyncIterable<string>;
  // Nothing happens when there is no such object.
  remove(key: string): Promise<void>;
}

export type ByteRange = { start: number; end: number };

export class StorageObjectMissing extends Error {
  constructor(readonly key: string) {
    super(`No stored object under ${key}`);
    this.name = "StorageObjectMissing";
  }
}
