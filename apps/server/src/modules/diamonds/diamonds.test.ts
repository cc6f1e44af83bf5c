import { notAWebLink } from "@loupe/domain/links";
import { messages } from "@loupe/domain/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activityLog } from "../../db/activity-schema";
import type { CardPrinterSimulator } from "../../integrations/card-printer/card-printer-simulator";
import { diamondInput } from "../../testing/diamond-fixtures";
import { createTestContext, type TestContext } from "../../testing/test-app";

let context: TestContext;
let cookie: string;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  cookie = (await context.signInAsNew()).cookie;
});

const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, as = cookie) =>
  context.request({ method, url, payload, cookie: as });

async function create(overrides: Parameters<typeof diamondInput>[0] = {}) {
  const response = await send("POST", "/api/diamonds", diamondInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().diamond;
}

describe("saving a diamond", () => {
  it("creates, reads back normalised values and logs the write", async () => {
    const diamond = await create({ measurements: "6.41x6.43x3.97mm" });
    expect(diamond).toMatchObject({
      certificateNumber: "LG100200300",
      template: { id: 1, name: "Everything" },
      measurements: "6.41 x 6.43 x 3.97 mm",
      clarity: { value: "VS1", asterisks: "*" },
      incomplete: false,
      version: 1,
      publicPath: "/c/diamond/LG100200300",
    });
    const read = await send("GET", `/api/diamonds/${diamond.id}`);
    expect(read.json().weight).toBe(1.01);
    const log = await context.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, diamond.id));
    expect(log.map(({ action, entityType, subject }) => ({ action, entityType, subject }))).toEqual([
      { action: "create", entityType: "diamond", subject: "LG100200300" },
    ]);
  });

  it("refuses a badly formatted measurement with the spec's text", async () => {
    const response = await send("POST", "/api/diamonds", diamondInput({ measurements: "6.41 x 6.43" }));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.measurementsNeedThreeDimensions);
  });

  it("takes only web links as the imperfection link", async () => {
    for (const link of [
      "javascript:alert(document.cookie)",
      "data:text/html,<script>1</script>",
      "//evil.example",
    ]) {
      const response = await send("POST", "/api/diamonds", diamondInput({ imperfectionUrl: link }));
      expect({ link, status: response.statusCode }).toEqual({ link, status: 400 });
      expect(response.json().errors).toContainEqual({ field: "body.imperfectionUrl", message: notAWebLink });
    }
    const kept = await create({ imperfectionUrl: "https://plotter.lab.example/imperfections/7" });
    expect(kept.imperfectionUrl).toBe("https://plotter.lab.example/imperfections/7");
  });

  it("refuses a certificate number another diamond uses, however it is typed", async () => {
    await create({ certificateNumber: "LG555" });
    const response = await send(
      "POST",
      "/api/diamonds",
      diamondInput({ certificateNumber: "lg 555", clientSku: "X" }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe("Certificate number LG555 is already used by another diamond.");
  });

  it("answers a stale version with who changed the record and when", async () => {
    const diamond = await create();
    const other = await context.signInAsNew();
    const first = await send(
      "PUT",
      `/api/diamonds/${diamond.id}`,
      { ...diamondInput({ shape: "Oval" }), version: 1 },
      other.cookie,
    );
    expect(first.statusCode).toBe(200);
    const second = await send("PUT", `/api/diamonds/${diamond.id}`, {
      ...diamondInput({ shape: "Pear" }),
      version: 1,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toMatch(/^This record was changed by Staff .+ on \d\d\/\d\d\/\d{4}/);
    expect((await send("GET", `/api/diamonds/${diamond.id}`)).json().shape).toBe("Oval");
  });

  it("deletes, then answers 404", async () => {
    const diamond = await create();
    expect((await send("DELETE", `/api/diamonds/${diamond.id}`)).statusCode).toBe(204);
    expect((await send("GET", `/api/diamonds/${diamond.id}`)).statusCode).toBe(404);
    expect((await send("DELETE", `/api/diamonds/${diamond.id}`)).statusCode).toBe(404);
  });

  it("refuses unknown clients and customers", async () => {
    const response = await send(
      "POST",
      "/api/diamonds",
      diamondInput({ clientId: "018f0000-0000-7000-8000-000000000000" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe("clientId");
  });
});

describe("print card", () => {
  it("sends the spec's body to the card printer", async () => {
    const diamond = await create({ color: { template: "Standard", value: "G", asterisks: "**" } });
    const response = await send("POST", `/api/diamonds/${diamond.id}/print-card`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.diamondCardSent);
    const printer = context.services.integrations.cardPrinter as CardPrinterSimulator;
    expect(printer.queue()).toEqual([
      {
        CertNum: "LG100200300",
        CertificateComments: "",
        Description: "Round brilliant laboratory-grown diamond",
        ImageURL: "",
        Shape: "Round",
        Weight: "1.01ct",
        Clarity: "VS1*",
        Color: "G**",
        Type: "Diamond",
        ClientSKU: "SKU-100",
      },
    ]);
  });

  // A refused card records nothing: shared with jewelry (certificates/print-card.ts), tested against
  // a real HTTP printer in jewelry/print.test.ts.
  it("records the printed card (who, when) with its activity entry", async () => {
    const diamond = await create();
    expect(diamond).toMatchObject({ cardCertPrinted: false, cardPrintedAt: null, cardPrintedBy: "" });
    const printLog = () =>
      context.database.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.entityId, diamond.id))
        .then((entries) => entries.filter((entry) => entry.action === "print"));
    expect((await send("POST", `/api/diamonds/${diamond.id}/print-card`)).statusCode).toBe(200);
    const printed = (await send("GET", `/api/diamonds/${diamond.id}`)).json();
    expect(printed).toMatchObject({ cardCertPrinted: true, version: diamond.version });
    expect(printed.cardPrintedBy).not.toBe("");
    expect(printed.cardPrintedAt).not.toBeNull();
    const [entry] = await printLog();
    expect(entry?.actorName).toBe(printed.cardPrintedBy);
    const list = (await send("GET", "/api/diamonds")).json();
    expect(list.items[0].cardCertPrinted).toBe(true);
  });
});
