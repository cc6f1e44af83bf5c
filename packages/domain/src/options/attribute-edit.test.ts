import { describe, expect, it } from "vitest";
import { builtInsOf } from "./attribute-built-ins";
import {
  attributeDeleteQuestion,
  attributeListProblem,
  attributeMessages,
  attributeValueProblem,
  describeAttributeChange,
} from "./attribute-edit";
import { applyAttributeValues } from "./attributes";

describe("attribute values", () => {
  it("needs a value", () => {
    expect(attributeValueProblem("cut", "  ", [])).toBe("You must enter a value");
  });

  it("refuses a duplicate in any letter case, except the value being renamed", () => {
    expect(attributeValueProblem("cut", "ideal", ["Ideal"])).toBe(attributeMessages.duplicate);
    expect(attributeValueProblem("cut", " IDEAL ", ["Ideal"])).toBe(attributeMessages.duplicate);
    expect(attributeValueProblem("cut", "IDEAL", ["Ideal"], "Ideal")).toBeNull();
    expect(attributeValueProblem("cut", "Astor", ["Ideal"])).toBeNull();
    expect(attributeListProblem("metal", ["Gold", "gold"], builtInsOf("metal"))).toBe(
      attributeMessages.duplicate,
    );
    // Nor a built-in option of a list that extends them; 'color' replaces its list, so it may.
    expect(attributeListProblem("cut", ["ideal"], builtInsOf("cut"))).toBe(attributeMessages.duplicate);
    expect(attributeListProblem("color", ["d"], builtInsOf("color"))).toBeNull();
    // A value stored before is not judged again.
    expect(
      attributeListProblem("shapes", ["Rose Cut", "Asscher Royal"], builtInsOf("shapes"), ["Rose Cut"]),
    ).toBeNull();
  });

  it("accepts 15 to 29 seconds for the Number type, one value only", () => {
    expect(attributeValueProblem("timerTickerBeforeAd", "15", [])).toBeNull();
    expect(attributeValueProblem("timerTickerBeforeAd", "29", [])).toBeNull();
    for (const bad of ["14", "30", "20.5", "abc", "-20"])
      expect(attributeValueProblem("timerTickerBeforeAd", bad, [])).toBe(
        "The Number type accepts 15 to 29 seconds.",
      );
    expect(attributeListProblem("timerTickerBeforeAd", ["20", "21"], [])).toBe(
      attributeMessages.numberSingle,
    );
  });

  it("lets 'color' replace the standard list and the others merge", () => {
    expect(applyAttributeValues("color", ["D", "E"], ["Fancy Blue"])).toEqual(["Fancy Blue"]);
    expect(applyAttributeValues("cut", ["Ideal"], ["Astor"])).toEqual(["Ideal", "Astor"]);
  });

  it("describes a save for the log", () => {
    expect(describeAttributeChange(["A"], ["A", "B"])).toBe('added "B"');
    expect(describeAttributeChange(["A"], ["C"])).toBe('added "C"; removed "A"');
  });

  it("asks before deleting a value records use", () => {
    expect(attributeDeleteQuestion("Astor", { diamonds: 2, jewelry: 1 })).toBe(
      '3 records use "Astor" (2 diamonds, 1 jewelry). They keep the value and stay readable. Delete it from the list?',
    );
    expect(attributeDeleteQuestion("Astor", { diamonds: 0, jewelry: 0 })).toBe(
      'No record uses "Astor". Delete it from the list?',
    );
  });
});
