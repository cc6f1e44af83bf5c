import type { ByteRange } from "./storage";

// What a storage key may be, the same for every adapter: relative segments joined by '/', each
// non-empty, none '.' or '..' or starting with '.' (names an adapter keeps for itself, such as the
// disk's folder of unfinished writes), no control characters (NUL among them) and no backslash.
// At most 1024 bytes (S3's limit) and 255 bytes a segment (a file name's limit on disk). And what
// a byte range may be.

export class InvalidStorageKey extends Error {
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`Not a storage key (${reason}): ${JSON.stringify(key)}`);
    this.name = "InvalidStorageKey";
  }
}

const maxKeyBytes = 1024;
const maxSegmentBytes = 255;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const refusedCharacters = /[\u0000-\u001f\u007f\\]/;

const byteLength = (text: string) => new TextEncoder().encode(text).length;

function keyProblem(key: string): string | null {
  if (key === "") return "empty";
  if (byteLength(key) > maxKeyBytes) return `longer than ${maxKeyBytes} bytes`;
  if (refusedCharacters.test(key)) return "a control character or backslash";
  if (key.startsWith("/")) return "absolute";
  for (const segment of key.split("/")) {
    if (segment === "") return "an empty segment";
    if (segment.startsWith(".")) return "a segment starting with '.'";
    if (byteLength(segment) > maxSegmentBytes) return `a segment longer than ${maxSegmentBytes} bytes`;
  }
  return null;
}

export function checkStorageKey(key: string): string {
  const problem = keyProblem(key);
  if (problem) throw new InvalidStorageKey(key, problem);
  return key;
}

// A list prefix is '' (everything) or the start of some allowed key: 'uploads/', 'uploads/01'.
export function checkStoragePrefix(prefix: string): string {
  if (prefix === "") return prefix;
  const problem = keyProblem(`${prefix}x`);
  if (problem) throw new InvalidStorageKey(prefix, problem);
  return prefix;
}

export function checkByteRange({ start, end }: ByteRange): void {
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start)
    throw new RangeError(`Not a byte range: ${start}-${end}`);
}
