import { describe, expect, it } from "vitest";
import { diamondFixture } from "./diamond-form-fixture";
import { initialValues, problemsByField, toDiamondSave } from "./diamond-form-values";

describe("diamond form values", () => {
  it("turn a stored record back into the body it was saved from", () => {
    const diamond = diamondFixture({
      customer: { id: "0197a000-0000-7000-8000-000000000002", name: "Venue" },
      certificateVideo: { id: "0197a000-0000-7000-8000-000000000003", name: "a.mp4", url: "/c/media/a" },
    });
    const parsed = toDiamondSave(initialValues(diamond), 1);
    expect(parsed).toEqual({
      ok: true,
      body: expect.objectContaining({
        weight: 1.02,
        table: 57,
        depth: 61.8,
        clientId: diamond.client?.id,
        customerId: "0197a000-0000-7000-8000-000000000002",
        certificateVideoFileId: "0197a000-0000-7000-8000-000000000003",
        color: { template: "Standard", value: "G", asterisks: "" },
      }),
    });
  });

  it("send empty numbers as null and half-typed ones as numbers", () => {
    const values = { ...initialValues(null), weight: "", table: "57.", depth: " " };
    const parsed = toDiamondSave(values, 2);
    expect(parsed.ok && [parsed.body.weight, parsed.body.table, parsed.body.depth]).toEqual([null, 57, null]);
  });

  it("report a value out of range under its field", () => {
    const parsed = toDiamondSave({ ...initialValues(null), table: 140 }, 1);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && Object.keys(problemsByField(parsed.problems))).toEqual(["table"]);
  });

  it("name the server's reference fields by the form's fields", () => {
    expect(
      problemsByField([
        { field: "clientId", message: "The chosen client no longer exists." },
        { field: "certificateVideoFileId", message: "Upload again" },
      ]),
    ).toEqual({ client: "The chosen client no longer exists.", video: "Upload again" });
  });
});
