import { describe, expect, it } from "vitest";
import { createGradingSystemSimulator } from "./grading-system-simulator";

const filing = {
  diamondId: "0b8f7c3e-3f1e-4c39-9d7a-1f4f4f0e6a11",
  certificateNumber: "LG12345",
  certificateUrl: "https://lab.example/c/diamond/LG12345",
};

describe("grading system simulator", () => {
  it("files a certificate's address under its number, whatever the case asked with", async () => {
    const system = createGradingSystemSimulator();
    await system.saveCertificate(filing);
    expect(system.certificateUrl("lg12345")).toBe(filing.certificateUrl);
    expect(system.certificateUrl("OTHER")).toBeUndefined();
  });

  it("keeps the newest address when a certificate is filed again", async () => {
    const system = createGradingSystemSimulator();
    await system.saveCertificate({ ...filing, certificateUrl: "https://old.example/c/1" });
    await system.saveCertificate(filing);
    expect(system.filings()).toEqual([filing]);
  });

  it("refuses a filing without a number or with an address that is not http(s)", async () => {
    const system = createGradingSystemSimulator();
    await expect(system.saveCertificate({ ...filing, certificateNumber: " " })).rejects.toThrow(
      "The grading system needs a certificate number",
    );
    await expect(
      system.saveCertificate({ ...filing, certificateUrl: "javascript:alert(1)" }),
    ).rejects.toThrow("The grading system needs the certificate's http(s) address");
    expect(system.filings()).toEqual([]);
  });
});
