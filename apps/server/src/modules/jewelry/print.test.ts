import { jewelryCardData } from "@loupe/domain/jewelry/card-data";
import { messages } from "@loupe/domain/messages";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type RecordingHttpServer, startRecordingHttpServer } from "../../integrations/recording-http-server";
import { jewelryInput } from "../../testing/jewelry-fixtures";
import { createTestContext, type TestContext } from "../../testing/test-app";

// The card printer is a real HTTP server on this machine: the routes go through the HTTP client.
let printer: RecordingHttpServer;
let context: TestContext;
let cookie: string;
beforeAll(async () => {
  printer = await startRecordingHttpServer();
  context = await createTestContext({ CARD_PRINTER_URL: printer.url });
});
afterAll(async () => {
  await context.close();
  await printer.close();
});
beforeEach(async () => {
  await context.reset();
  cookie = (await context.signInAsNew()).cookie;
  printer.requests.length = 0;
  printer.answerWith({ status: 200, body: "OK" });
});

const post = (url: string, payload: object = {}) => context.request({ method: "POST", url, payload, cookie });

async function create(certificateNumber: string) {
  const response = await post(
    "/api/jewelry",
    jewelryInput({ certificateNumber, clientSku: `SKU-${certificateNumber}` }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().jewelry;
}

const sentNumbers = () => printer.requests.map((request) => JSON.parse(request.body).CertNum);

describe("printing jewelry cards", () => {
  it("sends the record's card to updateDataTable and answers the spec's text", async () => {
    const saved = await create("JW-1");
    const response = await post(`/api/jewelry/${saved.id}/print-card`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: messages.jewelryCardSent });
    expect(printer.requests.map((request) => request.path)).toEqual(["/updateDataTable"]);
    expect(JSON.parse(printer.requests[0]?.body ?? "")).toEqual(jewelryCardData(saved));
  });

  it("answers 502 with the printer's reason when it fails, and 404 for a record that is gone", async () => {
    const saved = await create("JW-1");
    printer.answerWith({ status: 500, body: "Data table locked" });
    const failed = await post(`/api/jewelry/${saved.id}/print-card`);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({
      title: messages.genericErrorTitle,
      detail: messages.genericError(
        "The card printer answered 500 Internal Server Error: Data table locked",
        502,
      ),
    });
    const gone = await post(`/api/jewelry/${uuidv7()}/print-card`);
    expect(gone.statusCode).toBe(404);
  });

  it("Print Multiple sends each record in the order given and answers each one's outcome", async () => {
    const first = await create("JW-1");
    const second = await create("JW-2");
    const missing = uuidv7();
    const response = await post("/api/jewelry/print-multiple", { ids: [second.id, missing, first.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().outcomes).toEqual([
      { id: second.id, certificateNumber: "JW-2", ok: true, message: messages.jewelryCardSent },
      { id: missing, certificateNumber: "", ok: false, message: messages.jewelryNotFound },
      { id: first.id, certificateNumber: "JW-1", ok: true, message: messages.jewelryCardSent },
    ]);
    expect(sentNumbers()).toEqual(["JW-2", "JW-1"]);
  });

  it("Print Multiple reports a printer failure per record, and refuses an empty or bad selection", async () => {
    const saved = await create("JW-1");
    printer.answerWith({ status: 503, body: "busy" });
    const response = await post("/api/jewelry/print-multiple", { ids: [saved.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json().outcomes).toEqual([
      {
        id: saved.id,
        certificateNumber: "JW-1",
        ok: false,
        message: messages.genericError("The card printer answered 503 Service Unavailable: busy", 502),
      },
    ]);
    for (const body of [{ ids: [] }, { ids: ["nope"] }, {}]) {
      const refused = await post("/api/jewelry/print-multiple", body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await post("/api/jewelry/print-multiple", { ids: [] })).json().detail).toContain(
      "Select at least one certificate.",
    );
  });

  it("clears the card data table and answers the printer's own text", async () => {
    printer.answerWith({ status: 200, body: "Deleted 12 rows\n" });
    const response = await post("/api/jewelry/clear-card-db");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: "Deleted 12 rows" });
    expect(printer.requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ["POST", "/clearDataTable", ""],
    ]);
    printer.answerWith({ status: 204 });
    expect((await post("/api/jewelry/clear-card-db")).json()).toEqual({
      message: messages.cardDataTableCleared,
    });
    printer.answerWith({ status: 503, body: "down" });
    const failed = await post("/api/jewelry/clear-card-db");
    expect(failed.statusCode).toBe(502);
    expect(failed.json().detail).toBe(
      messages.genericError("The card printer answered 503 Service Unavailable: down", 502),
    );
  });
});
