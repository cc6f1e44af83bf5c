import { describe, expect, it } from "vitest";
import { imperfectionTypes } from "../options/imperfection-types";
import { imperfectionListQuerySchema, imperfectionSaveSchema } from "./imperfection-api";
import { designImperfections, imperfectionDesignSchema, newDesignSymbol } from "./imperfection-design";
import {
  canConnectImperfection,
  canEditImperfection,
  canPrintImperfection,
  imperfectionStatus,
  missingLabel,
} from "./imperfection-status";
import { symbolColor, symbolColors, symbolSides } from "./imperfection-symbols";

describe("imperfection status and rules", () => {
  it("is a draft until printed, and a printed map cannot be edited", () => {
    expect(imperfectionStatus({ printed: false })).toBe("DRAFT");
    expect(imperfectionStatus({ printed: true })).toBe("DONE");
    expect(canEditImperfection({ printed: false })).toBe(true);
    expect(canEditImperfection({ printed: true })).toBe(false);
  });

  it("connects only with proportions, prints only with proportions and a connection", () => {
    expect(canConnectImperfection({ hasProportions: false })).toBe(false);
    expect(canConnectImperfection({ hasProportions: true })).toBe(true);
    expect(canPrintImperfection({ hasProportions: true, connected: false })).toBe(false);
    expect(canPrintImperfection({ hasProportions: false, connected: true })).toBe(false);
    expect(canPrintImperfection({ hasProportions: true, connected: true })).toBe(true);
  });

  it("names what is missing with the spec's labels", () => {
    expect(missingLabel({ hasProportions: false, connected: false })).toBe(
      "Missing: Connect and Proportions Upload",
    );
    expect(missingLabel({ hasProportions: false, connected: true })).toBe("Missing: Proportions Upload");
    expect(missingLabel({ hasProportions: true, connected: false })).toBe("Missing: Connect");
    expect(missingLabel({ hasProportions: true, connected: true })).toBeNull();
  });
});

describe("symbol colours", () => {
  it("draws inclusions red and blemishes green, for every characteristic", () => {
    expect(Object.keys(symbolSides).sort()).toEqual([...imperfectionTypes].sort());
    expect(symbolColor("feather")).toBe(symbolColors.internal);
    expect(symbolColor("pinpoint")).toBe(symbolColors.internal);
    expect(symbolColor("scratch")).toBe(symbolColors.external);
    expect(symbolColor("extra facet")).toBe(symbolColors.external);
    expect(symbolColors.internal).not.toBe(symbolColors.external);
  });
});

describe("the design format", () => {
  it("places a new symbol where the spec says, in its characteristic's colour", () => {
    expect(newDesignSymbol("cloud")).toEqual({
      label: "cloud",
      fill: symbolColors.internal,
      left: 330,
      top: 138.888,
      width: 50,
      height: 50,
      scaleX: 1,
      scaleY: 1,
      angle: 0,
    });
  });

  it("accepts a design it wrote and lists its characteristics once each, in order", () => {
    const design = {
      canvas_data: [newDesignSymbol("cloud"), newDesignSymbol("nick"), newDesignSymbol("cloud")],
    };
    expect(imperfectionDesignSchema.parse(design)).toEqual(design);
    expect(designImperfections(design)).toEqual(["cloud", "nick"]);
  });

  it("refuses unknown characteristics, wrong colours, unknown keys and absurd numbers", () => {
    const good = newDesignSymbol("cloud");
    const bad = [
      { ...good, label: "smudge" },
      { ...good, fill: symbolColors.external },
      { ...good, script: "<svg onload=alert(1)>" },
      { ...good, left: Number.POSITIVE_INFINITY },
      { ...good, scaleX: 0 },
      { ...good, width: -5 },
    ];
    for (const symbol of bad) {
      expect(imperfectionDesignSchema.safeParse({ canvas_data: [symbol] }).success).toBe(false);
    }
    expect(imperfectionDesignSchema.safeParse({ canvas_data: [], extra: 1 }).success).toBe(false);
    const tooMany = Array.from({ length: 301 }, () => good);
    expect(imperfectionDesignSchema.safeParse({ canvas_data: tooMany }).success).toBe(false);
  });
});

describe("the API's schemas", () => {
  it("asks for a name in the spec's words", () => {
    const result = imperfectionSaveSchema.safeParse({
      name: "  ",
      shape: "Asscher",
      displayImperfectionIcons: true,
      design: { canvas_data: [] },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Please provide a name");
  });

  it("reads comma-separated shapes and characteristics, and refuses unknown ones", () => {
    const query = imperfectionListQuerySchema.parse({ shapes: "Round,Oval", imperfections: "cloud" });
    expect(query.shapes).toEqual(["Round", "Oval"]);
    expect(query.imperfections).toEqual(["cloud"]);
    expect(query.limit).toBe(250);
    expect(imperfectionListQuerySchema.safeParse({ shapes: "Round,Blob" }).success).toBe(false);
    expect(
      imperfectionListQuerySchema.safeParse({
        createdFrom: "2026-02-01T00:00:00Z",
        createdTo: "2026-01-01T00:00:00Z",
      }).success,
    ).toBe(false);
  });
});
