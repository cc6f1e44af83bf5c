import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { completionRefusal } from "./completion-rules";

const client = "0190a5e0-0000-7000-8000-000000000001";
const ready = { clientId: client, incomplete: false };

describe("completionRefusal", () => {
  it("lets items that all have a client and their required fields complete", () => {
    expect(completionRefusal([{ certificateNumber: "A1", ...ready }])).toBeNull();
  });

  it("refuses one item without a client with the spec's title and text", () => {
    expect(completionRefusal([{ certificateNumber: "A1", clientId: null, incomplete: false }])).toEqual({
      title: "Cannot Complete Item: A1",
      text: "Doesn't have a Client selected. Please Select one for this certificate to continue",
      refused: ["A1"],
      problems: ["client"],
    });
  });

  it("names every item without a client when several complete together", () => {
    const refusal = completionRefusal([
      { certificateNumber: "A1", clientId: null, incomplete: false },
      { certificateNumber: "B2", ...ready },
      { certificateNumber: "C3", clientId: "", incomplete: false },
    ]);
    expect(refusal?.refused).toEqual(["A1", "C3"]);
    expect(refusal?.title).toBe("Cannot Complete Item: A1, C3");
  });

  it("refuses an item still missing required fields with the spec's required-fields text", () => {
    expect(completionRefusal([{ certificateNumber: "PG1", clientId: client, incomplete: true }])).toEqual({
      title: "Cannot Complete Item: PG1",
      text: messages.missingRequiredFieldsAlert,
      refused: ["PG1"],
      problems: ["fields"],
    });
  });

  it("names both kinds together, the missing client first in the text", () => {
    const refusal = completionRefusal([
      { certificateNumber: "PG1", clientId: client, incomplete: true },
      { certificateNumber: "B2", ...ready },
      { certificateNumber: "C3", clientId: null, incomplete: true },
    ]);
    expect(refusal).toMatchObject({
      title: "Cannot Complete Item: PG1, C3",
      text: messages.cannotCompleteItemText,
      problems: ["fields", null, "client"],
    });
  });
});
