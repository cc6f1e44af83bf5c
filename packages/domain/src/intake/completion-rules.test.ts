import { describe, expect, it } from "vitest";
import { completionRefusal } from "./completion-rules";

const client = "0190a5e0-0000-7000-8000-000000000001";

describe("completionRefusal", () => {
  it("lets items that all have a client complete", () => {
    expect(completionRefusal([{ certificateNumber: "A1", clientId: client }])).toBeNull();
  });

  it("refuses one item without a client with the spec's title and text", () => {
    expect(completionRefusal([{ certificateNumber: "A1", clientId: null }])).toEqual({
      title: "Cannot Complete Item: A1",
      text: "Doesn't have a Client selected. Please Select one for this certificate to continue",
      refused: ["A1"],
    });
  });

  it("names every item without a client when several complete together", () => {
    const refusal = completionRefusal([
      { certificateNumber: "A1", clientId: null },
      { certificateNumber: "B2", clientId: client },
      { certificateNumber: "C3", clientId: "" },
    ]);
    expect(refusal?.refused).toEqual(["A1", "C3"]);
    expect(refusal?.title).toBe("Cannot Complete Item: A1, C3");
  });
});
