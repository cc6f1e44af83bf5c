import { describe, expect, it } from "vitest";
import { completeRequestSchema, intakeRequestSchema, newlyAddedQuerySchema } from "./intake-api";
import { intakeSummary } from "./intake-summary";

describe("intakeRequestSchema", () => {
  it("reads the field into certificate numbers", () => {
    const parsed = intakeRequestSchema.parse({
      type: "diamond",
      mode: "multiple",
      certificates: "a1, a2, A1",
    });
    expect(parsed).toEqual({
      type: "diamond",
      mode: "multiple",
      certificates: ["A1", "A2"],
      useClientSkuForVideo: false,
    });
  });

  it("refuses an empty field on the certificates path with the spec's text", () => {
    const result = intakeRequestSchema.safeParse({ type: "jewelry", mode: "single", certificates: " " });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([
      { path: ["certificates"], message: "Can't leave field empty" },
    ]);
  });

  it("refuses an unknown type", () => {
    expect(intakeRequestSchema.safeParse({ type: "ring", mode: "single", certificates: "A1" }).success).toBe(
      false,
    );
  });
});

describe("newlyAddedQuerySchema", () => {
  it("defaults to the dashboard's first page size, newest first", () => {
    expect(newlyAddedQuerySchema.parse({})).toMatchObject({
      limit: 50,
      sort: "created:desc",
      direction: "next",
    });
  });
});

describe("completeRequestSchema", () => {
  const item = { type: "diamond", id: "0190a5e0-0000-7000-8000-000000000001", version: 1 } as const;
  it("needs at least one item and no item twice", () => {
    expect(completeRequestSchema.safeParse({ items: [] }).success).toBe(false);
    expect(completeRequestSchema.safeParse({ items: [item, item] }).success).toBe(false);
    expect(completeRequestSchema.safeParse({ items: [item, { ...item, type: "jewelry" }] }).success).toBe(
      true,
    );
  });
});

describe("intakeSummary", () => {
  it("says what was created, what existed, what was unknown and what failed", () => {
    expect(
      intakeSummary([
        { certificateNumber: "A1", outcome: "created", type: "diamond", id: "x", missingFields: [] },
        { certificateNumber: "A2", outcome: "created", type: "diamond", id: "y", missingFields: [] },
        { certificateNumber: "A3", outcome: "existing", type: "jewelry", id: "z" },
        { certificateNumber: "NF-1", outcome: "unknown" },
        { certificateNumber: "A4", outcome: "failed", message: "timeout" },
      ]),
    ).toBe("2 items added: A1, A2. Already in Loupe: A3. Not found in Diamond Track: NF-1. Not added: A4.");
  });

  it("names the partly graded items kept in red, with the fields they still need (the import's text)", () => {
    expect(
      intakeSummary([
        { certificateNumber: "LG1", outcome: "created", type: "diamond", id: "x", missingFields: [] },
        {
          certificateNumber: "PG1",
          outcome: "created",
          type: "diamond",
          id: "y",
          missingFields: ["Clarity", "Polish"],
        },
      ]),
    ).toBe(
      "2 items added: LG1, PG1. Rows in red are imported data that needs further information: PG1 (Clarity, Polish).",
    );
  });
});
