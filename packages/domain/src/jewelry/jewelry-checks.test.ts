import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { jewelrySaveSchema } from "./jewelry";
import {
  checkJewelry,
  isJewelryIncomplete,
  jewelryProblems,
  normalizeJewelryMeasurements,
} from "./jewelry-checks";
import { gradedDiamondStone } from "./jewelry-fixture";
import { isAccentStone, missingJewelryFields } from "./jewelry-required-fields";
import { applyJewelryTemplate } from "./jewelry-template-rules";

const gradedStone = gradedDiamondStone;

const complete = jewelrySaveSchema.parse({
  templateId: 1,
  certificateNumber: "JW1",
  jewelryType: "Ring",
  mainStone: gradedStone,
});
const save = { action: "save" } as const;
const createDigitalCertificate = { action: "createDigitalCertificate" } as const;

describe("the jewelry editor's checks (spec 001 §5.1)", () => {
  it("passes a complete template-1 record", () => {
    expect(jewelryProblems(complete, save)).toEqual([]);
    expect(checkJewelry(complete, createDigitalCertificate)).toBeNull();
    expect(isJewelryIncomplete(complete)).toBe(false);
  });

  it("asks for a client SKU or a certificate number first", () => {
    const record = { ...complete, certificateNumber: "", jewelryType: "" };
    expect(checkJewelry(record, save)).toEqual({
      detail: messages.missingSkuAndCertificate,
      errors: [
        { field: "certificateNumber", message: messages.missingSkuAndCertificate },
        { field: "clientSku", message: messages.missingSkuAndCertificate },
      ],
    });
    expect(checkJewelry({ ...complete, certificateNumber: "", clientSku: "SKU-1" }, save)).toBeNull();
    expect(isJewelryIncomplete(record)).toBe(true);
  });

  it("marks each missing field 'Missing Field' under the spec's alert", () => {
    const record = {
      ...complete,
      jewelryType: "",
      mainStone: { ...complete.mainStone, color: { ...gradedStone.color, value: " " } },
    };
    expect(checkJewelry(record, save)).toEqual({
      detail: messages.missingRequiredFieldsAlert,
      errors: [
        { field: "jewelryType", message: messages.missingField },
        { field: "mainStone.color", message: messages.missingField },
      ],
    });
  });

  it("does not ask the weight of an accent stone where the spec says so", () => {
    const accent = { ...complete, mainStone: { ...complete.mainStone, type: "Diamond Accent", weight: "" } };
    expect(missingJewelryFields(accent, "save")).toEqual([]);
    expect(isAccentStone("lab grown diamond accent")).toBe(true);
    expect(isAccentStone("Diamond")).toBe(false);
    // Template 22 asks for the weight plainly.
    const template22 = { ...accent, templateId: 22 as const };
    expect(missingJewelryFields(template22, "save")).toEqual(["mainStone.weight"]);
  });

  it("checks template 22 on Save only, and its side stones when they are on", () => {
    const record = jewelrySaveSchema.parse({ templateId: 22, certificateNumber: "JW2" });
    expect(missingJewelryFields(record, "createDigitalCertificate")).toEqual([]);
    const withSides = { ...record, hasSideStones: true };
    expect(missingJewelryFields(withSides, "save")).toEqual([
      "jewelryType",
      "mainStone.type",
      "mainStone.shape",
      "mainStone.weight",
      "mainStone.color",
      "sideStone.type",
      "sideStone.shape",
      "sideStone.weight",
      "sideStone.color",
      "sideStone.clarity",
    ]);
  });

  it("checks each center stone, skipping an accent's weight, and wants a certificate number", () => {
    const record = applyJewelryTemplate({ ...complete, certificateNumber: "", clientSku: "SKU-1" }, 4, {
      existing: true,
    });
    const second = {
      ...gradedStone,
      type: "Diamond Accent",
      weight: "",
      measurements: "",
      table: null,
      depth: null,
    };
    const problems = checkJewelry({ ...record, centerStones: [...record.centerStones, second] }, save);
    expect(problems?.errors.map((error) => error.field)).toEqual(["certificateNumber"]);
  });

  it("reports bad measurements of the stones in use with the spec's texts", () => {
    const record = { ...complete, mainStone: { ...complete.mainStone, measurements: "6 x 6" } };
    expect(checkJewelry(record, save)).toEqual({
      detail: messages.measurementsNeedThreeDimensions,
      errors: [{ field: "mainStone.measurements", message: messages.measurementsNeedThreeDimensions }],
    });
    const sides = {
      ...complete,
      hasSideStones: true,
      sideStone: { ...complete.sideStone, measurements: "a x b x c" },
    };
    expect(checkJewelry(sides, save)?.errors).toEqual([
      { field: "sideStone.measurements", message: messages.measurementsWrongFormat },
    ]);
    // Side stones that are off are not checked.
    expect(checkJewelry({ ...sides, hasSideStones: false }, save)).toBeNull();
  });

  it("stores measurements as 'a x b x c mm'", () => {
    const record = { ...complete, mainStone: { ...complete.mainStone, measurements: "6.5x6.52X4" } };
    expect(normalizeJewelryMeasurements(record).mainStone.measurements).toBe("6.5 x 6.52 x 4 mm");
  });

  it("caps description and comments at 300 characters", () => {
    const record = { ...complete, description: "x".repeat(301), certificateComments: "y".repeat(300) };
    expect(checkJewelry(record, save)).toEqual({
      detail: messages.textOverLimit,
      errors: [{ field: "description", message: messages.textOverLimit }],
    });
  });
});
