import { describe, expect, it } from "vitest";
import { safeFileName, toCsv } from "./csv";

describe("toCsv", () => {
  it("quotes what needs quoting and neutralises formulas", () => {
    expect(
      toCsv([
        ["Name", "Price"],
        ['Ring, "gold"', 12.5],
        ["=HYPERLINK(1)", null],
        ["two\nlines", -3],
      ]),
    ).toBe('Name,Price\r\n"Ring, ""gold""",12.5\r\n\'=HYPERLINK(1),\r\n"two\nlines",-3');
  });
});

describe("safeFileName", () => {
  it("replaces characters a file name cannot hold", () => {
    expect(safeFileName('A/B: "C" SKUS.csv')).toBe("A-B- -C- SKUS.csv");
    expect(safeFileName("  ")).toBe("export");
  });
});
