import { describe, expect, it } from "vitest";
import { imperfectionTypes } from "./imperfection-types";

describe("imperfectionTypes", () => {
  it("has the 24 unique types of spec 000, including etch channel", () => {
    expect(imperfectionTypes).toHaveLength(24);
    expect(new Set(imperfectionTypes).size).toBe(24);
    expect(imperfectionTypes).toContain("etch channel");
  });

  it("keeps spec 000's order and lower case", () => {
    expect(imperfectionTypes.slice(0, 8)).toEqual([
      "abrasion",
      "bruise",
      "cavity",
      "chip",
      "cloud",
      "crystal",
      "etch channel",
      "extra facet",
    ]);
    expect(imperfectionTypes.at(-1)).toBe("twinning wisp");
    for (const type of imperfectionTypes) {
      expect(type).toBe(type.toLowerCase());
    }
  });

  it("contains every one of the 23 names of spec 002", () => {
    const spec002 =
      "abrasion, extra facet, nick, pit, polish lines, scratch, surface graining, internal graining, internal laser drill, bruise, cavity, chip, cloud, crystal, feather, feather filled, indented natural, knot, laser drill hole, natural, needle, pinpoint, twinning wisp".split(
        ", ",
      );
    expect(spec002).toHaveLength(23);
    expect(imperfectionTypes.filter((type) => !spec002.includes(type))).toEqual(["etch channel"]);
  });
});
