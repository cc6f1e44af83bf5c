import type { ByteRange } from "../storage/storage";

// One byte range of an HTTP Range header (RFC 9110 §14), resolved against the file's size.
// Several ranges in one header are answered with the whole file, which the RFC allows.
export type RangeOutcome =
  | { kind: "whole" }
  | { kind: "partial"; range: ByteRange }
  | { kind: "unsatisfiable" };

export function resolveByteRange(header: string | undefined, size: number): RangeOutcome {
  if (!header) return { kind: "whole" };
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return { kind: "whole" };
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return { kind: "whole" };
  if (first === "") {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return { kind: "unsatisfiable" };
  if (end < start) return { kind: "whole" };
  return { kind: "partial", range: { start, end } };
}
