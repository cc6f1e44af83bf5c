import { describe, expect, it } from "vitest";
import { changeFieldLabel, changeLines, formatChangeValue, humanizeField } from "./activity-changes";

describe("an entry's changes as lines", () => {
  it("names a diamond's colour as the form does, before → after", () => {
    expect(changeLines("diamond", [{ field: "colorValue", before: "G", after: "F" }])).toEqual([
      "Color: G → F",
    ]);
  });

  it("shows an empty value as a dash, both ways", () => {
    expect(
      changeLines("client", [
        { field: "phone", before: "", after: "2125550111" },
        { field: "representativeName", before: "Nadia Flores", after: null },
      ]),
    ).toEqual(["Phone: — → 2125550111", "Rep Name: Nadia Flores → —"]);
  });

  it("labels per kind of record, and falls back to the field's name written out", () => {
    expect(changeFieldLabel("jewelry", "jewelryType")).toBe("Style");
    expect(changeFieldLabel("diamond", "jewelryType")).toBe("Jewelry Type");
    expect(changeFieldLabel("unknown-kind", "clientSku")).toBe("Client SKU");
    expect(humanizeField("order_number")).toBe("Order Number");
    expect(humanizeField("qaStatus")).toBe("QA Status");
  });

  it("writes out yes/no, numbers, lists and objects", () => {
    expect(formatChangeValue(true)).toBe("Yes");
    expect(formatChangeValue(false)).toBe("No");
    expect(formatChangeValue(1.25)).toBe("1.25");
    expect(formatChangeValue(["super_admin", "view_activity_log"])).toBe("super_admin, view_activity_log");
    expect(formatChangeValue([])).toBe("—");
    expect(formatChangeValue({ a: 1 })).toBe('{"a":1}');
  });

  it("keeps the order the changes were recorded in", () => {
    const lines = changeLines("diamond", [
      { field: "shape", before: "Round", after: "Oval" },
      { field: "weight", before: 1, after: 1.02 },
    ]);
    expect(lines).toEqual(["Shape: Round → Oval", "Weight: 1 → 1.02"]);
  });
});
