import { describe, expect, it } from "vitest";
import { formatBytes } from "./format-bytes";
import { formatSecondsLeft } from "./format-seconds-left";

describe("formatBytes", () => {
  it("goes from B to TB (spec 002 §9)", () => {
    expect(
      [0, 1023, 1024, 524_288_000, 3 * 1024 ** 3, 2.5 * 1024 ** 4, 5000 * 1024 ** 4].map(formatBytes),
    ).toEqual(["0 B", "1023 B", "1.0 KB", "500.0 MB", "3.0 GB", "2.5 TB", "5000.0 TB"]);
  });
});

describe("formatSecondsLeft", () => {
  it("says seconds, then minutes, then hours", () => {
    expect([0.2, 59, 61, 3599, 3600, 3_900].map(formatSecondsLeft)).toEqual([
      "1 s",
      "59 s",
      "1 min 1 s",
      "59 min 59 s",
      "1 h 0 min",
      "1 h 5 min",
    ]);
  });
});
