import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { canSyncToSpreadsheet, digitalCertificateRefusal } from "./spreadsheet-sync";

describe("the spreadsheet sync's key", () => {
  it("is the certificate number: a record with only a client SKU has none", () => {
    expect(canSyncToSpreadsheet({ certificateNumber: "LG100" })).toBe(true);
    expect(canSyncToSpreadsheet({ certificateNumber: "" })).toBe(false);
    // Typed into the form but not yet compacted.
    expect(canSyncToSpreadsheet({ certificateNumber: "  " })).toBe(false);
  });

  it("refuses Create Digital Certificate without a number, with the reason", () => {
    expect(digitalCertificateRefusal({ certificateNumber: "" })).toBe(
      messages.digitalCertificateNeedsCertificateNumber,
    );
    expect(digitalCertificateRefusal({ certificateNumber: "lg 100" })).toBeNull();
  });
});
