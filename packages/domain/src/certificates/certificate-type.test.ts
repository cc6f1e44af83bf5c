import { describe, expect, it } from "vitest";
import { certificatePublicPath, noPublicPageReason } from "./certificate-type";

describe("a certificate's public address", () => {
  it("is given once the record has a number or SKU and is not waiting in the newly added queue", () => {
    const saved = { certificateNumber: "LG1", clientSku: "S1", newlyAdded: false };
    expect(certificatePublicPath("diamond", saved)).toBe("/c/diamond/LG1");
    expect(certificatePublicPath("jewelry", { ...saved, certificateNumber: "" })).toBe("/c/jewelry/S1");
    expect(certificatePublicPath("diamond", { ...saved, newlyAdded: true })).toBeNull();
    expect(certificatePublicPath("diamond", { ...saved, certificateNumber: "", clientSku: "" })).toBeNull();
  });

  it("says why there is none: not completed yet, or nothing to address it by", () => {
    const row = { certificateNumber: "LG1", clientSku: "", publicPath: null };
    expect(noPublicPageReason(row)).toBe("Not public until it is completed");
    expect(noPublicPageReason({ ...row, certificateNumber: "" })).toBe(
      "No certificate number or client SKU yet",
    );
    expect(noPublicPageReason({ ...row, publicPath: "/c/diamond/LG1" })).toBeNull();
  });
});
