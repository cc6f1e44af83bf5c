import { describe, expect, it } from "vitest";
import {
  asteriskOptions,
  asterisks,
  cutGrades,
  diamondClarityGrades,
  fluorescenceGrades,
  girdleGrades,
  jewelryClarityGrades,
  polishGrades,
  symmetryGrades,
} from "./grading";

describe("grading lists", () => {
  it("polish and symmetry share the spec's list", () => {
    expect(polishGrades).toEqual(["Poor", "Fair", "Good", "Very Good", "Excellent"]);
    expect(symmetryGrades).toEqual(polishGrades);
  });

  it("fluorescence and cut follow the spec's order", () => {
    expect(fluorescenceGrades).toEqual(["Very Strong", "Strong", "Medium", "Faint", "None"]);
    expect(cutGrades).toEqual(["None", "Excellent", "Super Ideal", "Ideal", "Very Good", "Good", "Fair"]);
  });

  it("diamond clarity keeps the spec's exact order and spelling", () => {
    expect(diamondClarityGrades).toEqual([
      "I1",
      "I2",
      "I3",
      "SI",
      "SI1",
      "SI2",
      "SI3",
      "VS",
      "VS2",
      "VS1",
      "VVS2",
      "VVS1",
      "INFLAWLESS",
      "FLAWLESS",
    ]);
  });

  it("jewelry clarity starts blank, holds every diamond grade, IF and ranges", () => {
    expect(jewelryClarityGrades[0]).toBe("");
    expect(jewelryClarityGrades.slice(1, 1 + diamondClarityGrades.length)).toEqual([...diamondClarityGrades]);
    expect(jewelryClarityGrades).toContain("IF");
    for (const range of ["SI1-SI2", "VS1-VS2", "VVS1-VVS2", "I1-I2"]) {
      expect(jewelryClarityGrades).toContain(range);
    }
    expect(jewelryClarityGrades.filter((grade) => grade === "")).toHaveLength(1);
  });

  it("girdle has only M built in", () => {
    expect(girdleGrades).toEqual(["M"]);
  });

  it("asterisks are none, * and ** with their labels", () => {
    expect(asterisks).toEqual(["", "*", "**"]);
    expect(asteriskOptions.map((option) => option.value)).toEqual([...asterisks]);
    expect(asteriskOptions.map((option) => option.label)).toEqual(["none", "*", "**"]);
  });

  it.each([
    ["polish", polishGrades],
    ["fluorescence", fluorescenceGrades],
    ["cut", cutGrades],
    ["diamond clarity", diamondClarityGrades],
    ["jewelry clarity", jewelryClarityGrades],
    ["asterisks", asterisks],
  ] as const)("%s has no duplicates", (_, list) => {
    expect(new Set(list).size).toBe(list.length);
  });
});
