import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { parseMeasurements } from "./measurements";

describe("measurements (spec 000 §5)", () => {
  it.each([
    ["6.41 x 6.43 x 3.97", "6.41 x 6.43 x 3.97 mm"],
    ["6.41x6.43x3.97", "6.41 x 6.43 x 3.97 mm"],
    ["6.41 X 6.43 X 3.97 mm", "6.41 x 6.43 x 3.97 mm"],
    ["6.41 × 6.43 × 3.97mm", "6.41 x 6.43 x 3.97 mm"],
    ["  7 x 5 x 3  ", "7 x 5 x 3 mm"],
    [".5 x .5 x .3", "0.5 x 0.5 x 0.3 mm"],
  ])("normalises %j", (input, expected) => {
    expect(parseMeasurements(input)).toEqual({ ok: true, value: expected });
  });

  it("accepts an empty value (the field is optional)", () => {
    expect(parseMeasurements("   ")).toEqual({ ok: true, value: "" });
  });

  it.each(["6.41 x 6.43", "6.41", "1 x 2 x 3 x 4", "6.41 x x 3.97 x"])("needs 3 dimensions: %j", (input) => {
    expect(parseMeasurements(input)).toEqual({
      ok: false,
      message: messages.measurementsNeedThreeDimensions,
    });
  });

  it.each([
    "a x b x c",
    "6.41 x 6,43 x 3.97",
    "6.41 x -1 x 3",
    "6.41 x 0 x 3",
    "6.41 x  x 3.97",
    "1e3 x 1 x 1",
  ])("refuses a wrong format: %j", (input) => {
    expect(parseMeasurements(input)).toEqual({ ok: false, message: messages.measurementsWrongFormat });
  });

  it("parses its own output back to itself", () => {
    const dimension = fc.tuple(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 0, max: 99 }));
    fc.assert(
      fc.property(fc.tuple(dimension, dimension, dimension), (dimensions) => {
        const text = dimensions.map(([whole, part]) => `${whole}.${part}`).join("x");
        const first = parseMeasurements(text);
        expect(first.ok).toBe(true);
        if (first.ok) expect(parseMeasurements(first.value)).toEqual(first);
      }),
    );
  });
});
