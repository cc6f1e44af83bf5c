import { describe, expect, it } from "vitest";
import {
  productVideoSearchTerm,
  videoFileProblem,
  videoNameFromFile,
  withoutExtension,
} from "./video-file-name";
import { videoMessages } from "./video-messages";

describe("withoutExtension", () => {
  it.each([
    ["ABC1.mp4", "ABC1"],
    ["ABC1.MOV", "ABC1"],
    ["ABC1", "ABC1"],
    ["ring.v2.mp4", "ring.v2"],
    [".mp4", ""],
    ["", ""],
    ["C:\\fakepath\\ABC1.mp4", "ABC1"],
    ["videos/ABC1.mp4", "ABC1"],
  ])("%j → %j", (fileName, base) => {
    expect(withoutExtension(fileName)).toBe(base);
  });
});

describe("the name a file gives a certificate video (spec 002 §5)", () => {
  it.each([
    ["abc1.mp4", "sku", "ABC1"],
    ["ABC1_front.mp4", "sku", "ABC1"],
    ["ABC1_001_take2.mp4", "sku", "ABC1"],
    ["ABC1", "sku", "ABC1"],
    ["abc 1_x.mov", "sku", "ABC 1"],
    ["LG 1234.mp4", "certificate", "LG1234"],
    ["ORD7-2_a.mp4", "orderLine", "ORD7-2"],
    ["_001.mp4", "sku", ""],
    ["   .mp4", "certificate", ""],
    ["", "sku", ""],
  ] as const)("%j in mode %s → %j", (fileName, mode, name) => {
    expect(videoNameFromFile(fileName, mode)).toBe(name);
  });
});

describe("videoFileProblem", () => {
  it("takes the file of the name, whatever the case, the extension or what follows an underscore", () => {
    expect(videoFileProblem("abc1.mp4", "sku", "ABC1")).toBeNull();
    expect(videoFileProblem("ABC1_front_2.MP4", "sku", " abc1 ")).toBeNull();
    expect(videoFileProblem("ABC1", "sku", "ABC1")).toBeNull();
    expect(videoFileProblem("LG 12_x.mp4", "certificate", "lg12")).toBeNull();
    expect(videoFileProblem("ORD7-2.mp4", "orderLine", "ORD 7-2")).toBeNull();
  });

  it("refuses the file of another name, saying which", () => {
    expect(videoFileProblem("ABC2.mp4", "sku", "abc1")).toBe(
      videoMessages.videoFileNameMismatch("ABC2.mp4", "SKU", "ABC1"),
    );
    expect(videoFileProblem("ABC1-2.mp4", "sku", "ABC1")).toBe(
      videoMessages.videoFileNameMismatch("ABC1-2.mp4", "SKU", "ABC1"),
    );
    expect(videoFileProblem("X_ABC1.mp4", "certificate", "ABC1")).toBe(
      videoMessages.videoFileNameMismatch("X_ABC1.mp4", "Cert #", "ABC1"),
    );
  });

  it("refuses a file that gives no name, with or without a name to match", () => {
    for (const fileName of ["_001.mp4", ".mp4", "", "  _a.mp4"]) {
      expect(videoFileProblem(fileName, "orderLine")).toBe(
        videoMessages.videoFileGivesNoName(fileName, "Order - Line Number"),
      );
      expect(videoFileProblem(fileName, "sku", "ABC1")).toBe(
        videoMessages.videoFileGivesNoName(fileName, "SKU"),
      );
    }
  });

  it("takes any file that gives a name in multiple mode", () => {
    expect(videoFileProblem("ring7_001.mp4", "sku")).toBeNull();
  });
});

describe("the Video Manager's search by file name (spec 002 §5)", () => {
  it.each([
    ["RING7_001", "RING7"],
    ["RING7_002.mp4", "RING7"],
    ["RING7_1234", "RING7"],
    [" ring7_001.MOV ", "ring7"],
    ["RING7", "RING7"],
    ["RING7_12", "RING7_12"],
    ["RING7_front", "RING7_front"],
    ["RING7_001_001", "RING7_001"],
    ["A_B_001", "A_B"],
    ["_001", ""],
    ["   ", ""],
    ["", ""],
    ["ring.v2", "ring.v2"],
  ])("%j searches %j", (term, searched) => {
    expect(productVideoSearchTerm(term)).toBe(searched);
  });
});
