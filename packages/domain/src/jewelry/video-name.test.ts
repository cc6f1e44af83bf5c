import { describe, expect, it } from "vitest";
import { jewelryVideoName } from "./video-name";

describe("a jewelry video's file name (spec 001 §5.1)", () => {
  it.each([
    ["JW100", "JW100_001.mp4"],
    ["JW100.mp4", "JW100_001.mp4"],
    ["JW100.MP4", "JW100_001.mp4"],
    [" JW100 ", "JW100_001.mp4"],
    ["JW100_001.mp4", "JW100_001.mp4"],
    ["JW100_002", "JW100_002.mp4"],
    ["", ""],
  ])("%j → %j", (name, expected) => {
    expect(jewelryVideoName(name)).toBe(expected);
  });

  it("names a name it made the same again", () => {
    expect(jewelryVideoName(jewelryVideoName("ring-7"))).toBe("ring-7_001.mp4");
  });
});
