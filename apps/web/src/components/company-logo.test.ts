import { describe, expect, it } from "vitest";
import { companyInitials } from "./company-logo";

describe("companyInitials", () => {
  it("takes the first letters of the first two words that have letters", () => {
    expect(companyInitials("Crescent & Co.")).toBe("CC");
    expect(companyInitials("aurora fine jewelry")).toBe("AF");
    expect(companyInitials("Zénith")).toBe("ZÉ");
    expect(companyInitials("  ")).toBe("");
  });
});
