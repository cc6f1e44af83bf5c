import { messages } from "@loupe/domain/messages";
import { describe, expect, it } from "vitest";
import { diamondInput } from "../testing/diamond-fixtures";
import { jewelryInput, mainStone } from "../testing/jewelry-fixtures";
import { testSuite } from "../testing/test-suite";
import { diamondKind } from "./diamonds/diamond-kind";
import { jewelryKind } from "./jewelry/jewelry-kind";

const suite = testSuite();

// Each type's form checks on Save (domain certificate-checks.ts, and the type's own template
// fields) answer a 400 the form shows field by field, and write nothing.
describe.each([
  {
    kind: diamondKind,
    unnamed: diamondInput({ certificateNumber: "", clientSku: " " }),
    incomplete: diamondInput({ templateId: 2, table: null, weight: null, polish: "" }),
    missing: ["polish", "table", "weight"],
  },
  {
    kind: jewelryKind,
    unnamed: jewelryInput({ certificateNumber: " ", clientSku: "" }),
    incomplete: jewelryInput({ jewelryType: "", mainStone: mainStone({ polish: "", weight: "" }) }),
    missing: ["jewelryType", "mainStone.polish", "mainStone.weight"],
  },
])("saving a $kind.type", ({ kind, unnamed, incomplete, missing }) => {
  const save = (payload: object) =>
    suite.context.request({ method: "POST", url: kind.path, payload, cookie: suite.cookie });
  const written = () => suite.context.database.db.$count(kind.table);

  it("requires a client SKU or a certificate number", async () => {
    const response = await save(unnamed);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ title: "Error!", detail: messages.missingSkuAndCertificate });
    expect(await written()).toBe(0);
  });

  it("names every missing field of the template", async () => {
    const response = await save(incomplete);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.detail).toBe(messages.missingRequiredFieldsAlert);
    expect(body.errors.map((error: { field: string }) => error.field).sort()).toEqual(missing);
    expect(await written()).toBe(0);
  });
});
