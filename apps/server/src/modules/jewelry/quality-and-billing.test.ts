import { messages } from "@loupe/domain/messages";
import { describe, expect, it } from "vitest";
import { jewelryInput } from "../../testing/jewelry-fixtures";
import { testSuite } from "../../testing/test-suite";

// The editor's Quality and billing card (spec 001 §3.1): QA status, the three prices and the stolen
// flag are saved as sent and refused with a 400 that names the field when they are not valid.

const suite = testSuite();

const send = (method: "POST" | "PUT" | "GET", url: string, payload?: object) =>
  suite.context.request({ method, url, payload, cookie: suite.cookie });

const billing = {
  qaStatus: "Passed" as const,
  retailPrice: 4250.5,
  totalCertPrice: 45,
  totalCertCost: 12.99,
  isStolen: true,
};

describe("QA status, prices and the stolen flag", () => {
  it("round-trip through Save and a read, and can be cleared again", async () => {
    const created = await send("POST", "/api/jewelry", jewelryInput(billing));
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json().jewelry;
    expect(saved).toMatchObject(billing);
    expect((await send("GET", `/api/jewelry/${saved.id}`)).json()).toMatchObject(billing);
    const cleared = {
      qaStatus: "" as const,
      retailPrice: null,
      totalCertPrice: 0,
      totalCertCost: null,
      isStolen: false,
    };
    const updated = await send("PUT", `/api/jewelry/${saved.id}`, {
      ...jewelryInput(cleared),
      version: saved.version,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await send("GET", `/api/jewelry/${saved.id}`)).json()).toMatchObject(cleared);
  });

  it.each<[string, object, string, string]>([
    ["an unknown QA status", { qaStatus: "Maybe" }, "qaStatus", messages.qaStatusInvalid],
    ["a lower-case QA status", { qaStatus: "passed" }, "qaStatus", messages.qaStatusInvalid],
    ["a negative price", { retailPrice: -1 }, "retailPrice", messages.priceInvalid],
    ["three decimals", { totalCertPrice: 12.345 }, "totalCertPrice", messages.priceInvalid],
    ["a price over the limit", { totalCertCost: 10_000_000_000 }, "totalCertCost", messages.priceInvalid],
    ["a price as text", { retailPrice: "12.00" }, "retailPrice", messages.priceInvalid],
    ["stolen as text", { isStolen: "yes" }, "isStolen", "expected boolean"],
  ])("refuses %s with a 400 naming the field, writing nothing", async (_name, bad, field, text) => {
    const response = await send("POST", "/api/jewelry", { ...jewelryInput(), ...bad });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as { field: string; message: string }[];
    expect(errors.map((error) => error.field)).toEqual([`body.${field}`]);
    expect(errors[0]?.message).toContain(text);
    expect((await send("GET", "/api/jewelry")).json().total).toBe(0);
  });
});
