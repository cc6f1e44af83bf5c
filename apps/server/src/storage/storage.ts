import type { Readable } from "node:stream";

// Where uploaded files live: local disk by default; an S3-compatible adapter plugs in here.
export interface Storage {
  put(key: string, content: Readable | Buffer): Promise<{ size: number }>;
  read(key: string): Promise<Readable>;
  // Bytes start..end inclusive, for HTTP Range requests (video seeking).
  readRange?(key: string, range: { start: number; end: number }): Promise<Readable>;
  remove(key: string): Promise<void>;
}
