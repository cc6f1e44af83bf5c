import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { clientSkuForVideoIn, maxIntakeCertificates, readCertificateList } from "./certificate-list";

describe("readCertificateList", () => {
  it("strips every space and upper-cases a single number", () => {
    expect(readCertificateList("  lg 1234 567 \n", "single")).toEqual({
      ok: true,
      certificates: ["LG1234567"],
    });
  });

  it("splits on commas in multiple mode, ignoring spaces and empty pieces", () => {
    expect(readCertificateList(" A1 , b2,,\tC3 ,", "multiple")).toEqual({
      ok: true,
      certificates: ["A1", "B2", "C3"],
    });
  });

  it("fetches a number given twice (in any case or spacing) once, in first-seen order", () => {
    expect(readCertificateList("B2, a1, b 2, A1", "multiple")).toEqual({
      ok: true,
      certificates: ["B2", "A1"],
    });
  });

  it("does not split a single-mode value on commas: it is one malformed number", () => {
    expect(readCertificateList("A1,B2", "single")).toEqual({
      ok: false,
      message: messages.malformedCertificateNumber("A1,B2"),
    });
  });

  it.each([
    ["", "single"],
    ["   ", "single"],
    [" , ,, ", "multiple"],
  ] as const)("refuses an empty field %j (%s) with the spec's text", (text, mode) => {
    expect(readCertificateList(text, mode)).toEqual({ ok: false, message: "Can't leave field empty" });
  });

  it("refuses a malformed number, naming it", () => {
    expect(readCertificateList("A1, B#2", "multiple")).toEqual({
      ok: false,
      message: messages.malformedCertificateNumber("B#2"),
    });
    expect(readCertificateList("X".repeat(41), "single").ok).toBe(false);
    expect(readCertificateList("-A1", "single").ok).toBe(false);
  });

  it("accepts the separators certificate numbers carry", () => {
    expect(readCertificateList("LG-12.3/4_5", "single")).toEqual({ ok: true, certificates: ["LG-12.3/4_5"] });
  });

  it("refuses more numbers than one request fetches", () => {
    const many = Array.from({ length: maxIntakeCertificates + 1 }, (_, index) => `N${index}`).join(",");
    expect(readCertificateList(many, "multiple")).toEqual({
      ok: false,
      message: messages.tooManyIntakeCertificates(maxIntakeCertificates),
    });
  });

  it("turns 'use client SKU for the video' on in multiple mode only", () => {
    expect(clientSkuForVideoIn("multiple")).toBe(true);
    expect(clientSkuForVideoIn("single")).toBe(false);
  });
});
