import { describe, expect, it } from "vitest";
import { diamondSaveSchema } from "../diamonds/diamond";
import { compactCertificateKey } from "./certificate-key";

describe("certificate keys", () => {
  it("lose every whitespace and are upper-cased", () => {
    expect(compactCertificateKey(" ux 900\t001\n")).toBe("UX900001");
    expect(compactCertificateKey("lg-72 041")).toBe("LG-72041");
    expect(compactCertificateKey("")).toBe("");
  });

  it("are compacted by the diamond schema the server validates with, before the length check", () => {
    const parsed = diamondSaveSchema.parse({
      templateId: 1,
      certificateNumber: "ux 900 001",
      clientSku: "sku 7",
    });
    expect(parsed).toMatchObject({ certificateNumber: "UX900001", clientSku: "SKU7" });
    const spaced = `${"A ".repeat(40)}`;
    expect(diamondSaveSchema.safeParse({ templateId: 1, certificateNumber: spaced }).success).toBe(true);
    expect(diamondSaveSchema.safeParse({ templateId: 1, certificateNumber: "A".repeat(41) }).success).toBe(
      false,
    );
  });
});
