import { describe, expect, it } from "vitest";
import { resolveByteRange } from "./byte-range";

describe("resolveByteRange", () => {
  it("reads start-end, open-ended and suffix ranges", () => {
    expect(resolveByteRange("bytes=0-1", 100)).toEqual({ kind: "partial", range: { start: 0, end: 1 } });
    expect(resolveByteRange("bytes=10-", 100)).toEqual({ kind: "partial", range: { start: 10, end: 99 } });
    expect(resolveByteRange("bytes=-5", 100)).toEqual({ kind: "partial", range: { start: 95, end: 99 } });
    expect(resolveByteRange("bytes=90-500", 100)).toEqual({ kind: "partial", range: { start: 90, end: 99 } });
    expect(resolveByteRange("bytes=-500", 100)).toEqual({ kind: "partial", range: { start: 0, end: 99 } });
  });

  it("answers the whole file for no, malformed or multiple ranges", () => {
    for (const header of [undefined, "", "items=0-1", "bytes=5-2", "bytes=0-1,5-9", "bytes=-"]) {
      expect(resolveByteRange(header, 100)).toEqual({ kind: "whole" });
    }
  });

  it("refuses a range past the end", () => {
    expect(resolveByteRange("bytes=100-", 100)).toEqual({ kind: "unsatisfiable" });
    expect(resolveByteRange("bytes=-0", 100)).toEqual({ kind: "unsatisfiable" });
  });
});
