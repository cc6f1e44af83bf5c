import { describe, expect, it } from "vitest";
import { numberedTemplates } from "./templates";

describe("numberedTemplates", () => {
  it("numbers the names in order from 1, or from the first id given", () => {
    expect(numberedTemplates(["A", "B"])).toEqual([
      { id: 1, name: "A" },
      { id: 2, name: "B" },
    ]);
    expect(numberedTemplates(["C"], 19)).toEqual([{ id: 19, name: "C" }]);
  });
});
