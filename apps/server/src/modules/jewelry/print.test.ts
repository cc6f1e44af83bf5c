import { jewelryCardData } from "@loupe/domain/jewelry/card-data";
import { messages } from "@loupe/domain/messages";
import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { activityLog } from "../../db/activity-schema";
import { cardPrinterSuite } from "../../testing/card-printer-suite";
import { jewelryInput } from "../../testing/jewelry-fixtures";
import { jewelry } from "./schema";

// The card printer is a real HTTP server on this machine: the routes go through the HTTP client.
const suite = cardPrinterSuite();

async function create(certificateNumber: string) {
  const response = await suite.post(
    "/api/jewelry",
    jewelryInput({ certificateNumber, clientSku: `SKU-${certificateNumber}` }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().jewelry;
}

const read = async (id: string) =>
  (await suite.context.request({ method: "GET", url: `/api/jewelry/${id}`, cookie: suite.cookie })).json();
const printLog = (id: string) =>
  suite.context.database.db
    .select()
    .from(activityLog)
    .where(eq(activityLog.entityId, id))
    .then((entries) => entries.filter((entry) => entry.action === "print"));

const sentNumbers = () => suite.printer.requests.map((request) => JSON.parse(request.body).CertNum);

describe("printing jewelry cards", () => {
  it("sends the record's card to updateDataTable and answers the spec's text", async () => {
    const saved = await create("JW-1");
    const response = await suite.post(`/api/jewelry/${saved.id}/print-card`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: messages.jewelryCardSent });
    expect(suite.printer.requests.map((request) => request.path)).toEqual(["/updateDataTable"]);
    expect(JSON.parse(suite.printer.requests[0]?.body ?? "")).toEqual(jewelryCardData(saved));
  });

  it("answers 502 with the printer's reason when it fails, and 404 for a record that is gone", async () => {
    const saved = await create("JW-1");
    suite.printer.answerWith({ status: 500, body: "Data table locked" });
    const failed = await suite.post(`/api/jewelry/${saved.id}/print-card`);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({
      title: messages.genericErrorTitle,
      detail: messages.genericError(
        "The card printer answered 500 Internal Server Error: Data table locked",
        502,
      ),
    });
    const gone = await suite.post(`/api/jewelry/${uuidv7()}/print-card`);
    expect(gone.statusCode).toBe(404);
  });

  it("Print Multiple sends each record in the order given and answers each one's outcome", async () => {
    const first = await create("JW-1");
    const second = await create("JW-2");
    const missing = uuidv7();
    const response = await suite.post("/api/jewelry/print-multiple", { ids: [second.id, missing, first.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().outcomes).toEqual([
      { id: second.id, certificateNumber: "JW-2", ok: true, sent: true, message: messages.jewelryCardSent },
      { id: missing, certificateNumber: "", ok: false, sent: false, message: messages.jewelryNotFound },
      { id: first.id, certificateNumber: "JW-1", ok: true, sent: true, message: messages.jewelryCardSent },
    ]);
    expect(sentNumbers()).toEqual(["JW-2", "JW-1"]);
  });

  it("Print Multiple reports a printer failure per record, and refuses an empty or bad selection", async () => {
    const saved = await create("JW-1");
    suite.printer.answerWith({ status: 503, body: "busy" });
    const response = await suite.post("/api/jewelry/print-multiple", { ids: [saved.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json().outcomes).toEqual([
      {
        id: saved.id,
        certificateNumber: "JW-1",
        ok: false,
        sent: false,
        message: messages.genericError("The card printer answered 503 Service Unavailable: busy", 502),
      },
    ]);
    for (const body of [{ ids: [] }, { ids: ["nope"] }, {}]) {
      const refused = await suite.post("/api/jewelry/print-multiple", body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await suite.post("/api/jewelry/print-multiple", { ids: [] })).json().detail).toContain(
      "Select at least one certificate.",
    );
  });

  it("clears the card data table and answers the printer's own text", async () => {
    suite.printer.answerWith({ status: 200, body: "Deleted 12 rows\n" });
    const response = await suite.post("/api/jewelry/clear-card-db");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: "Deleted 12 rows" });
    expect(suite.printer.requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ["POST", "/clearDataTable", ""],
    ]);
    suite.printer.answerWith({ status: 204 });
    expect((await suite.post("/api/jewelry/clear-card-db")).json()).toEqual({
      message: messages.cardDataTableCleared,
    });
    suite.printer.answerWith({ status: 503, body: "down" });
    const failed = await suite.post("/api/jewelry/clear-card-db");
    expect(failed.statusCode).toBe(502);
    expect(failed.json().detail).toBe(
      messages.genericError("The card printer answered 503 Service Unavailable: down", 502),
    );
  });

  it("records a printed card (CardCertPrinted, who, when) with its activity entry, the record's version kept", async () => {
    const saved = await create("JW-1");
    expect(saved).toMatchObject({ cardCertPrinted: false, cardPrintedAt: null, cardPrintedBy: "" });
    const before = Date.now();
    expect((await suite.post(`/api/jewelry/${saved.id}/print-card`)).statusCode).toBe(200);
    const printed = await read(saved.id);
    expect(printed).toMatchObject({
      cardCertPrinted: true,
      version: saved.version,
      updatedAt: saved.updatedAt,
    });
    expect(printed.cardPrintedBy).not.toBe("");
    expect(Date.parse(printed.cardPrintedAt)).toBeGreaterThanOrEqual(before - 1000);
    const [entry, ...more] = await printLog(saved.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ administratorId: suite.signedIn.id, entityType: "jewelry" });
    expect(entry?.summary).toContain("printed the card of jewelry JW-1");
    expect(entry?.actorName).toBe(printed.cardPrintedBy);
    // The list shows it too.
    const list = await suite.context.request({ method: "GET", url: "/api/jewelry", cookie: suite.cookie });
    expect(list.json().items.map((item: { cardCertPrinted: boolean }) => item.cardCertPrinted)).toEqual([
      true,
    ]);
  });

  it("records nothing when the printer refuses the card", async () => {
    const saved = await create("JW-1");
    suite.printer.answerWith({ status: 500, body: "jammed" });
    expect((await suite.post(`/api/jewelry/${saved.id}/print-card`)).statusCode).toBe(502);
    expect((await suite.post("/api/jewelry/print-multiple", { ids: [saved.id] })).json().outcomes[0].ok).toBe(
      false,
    );
    expect(await read(saved.id)).toMatchObject({
      cardCertPrinted: false,
      cardPrintedAt: null,
      cardPrintedBy: "",
    });
    expect(await printLog(saved.id)).toEqual([]);
  });

  it("a Save neither sets nor clears CardCertPrinted", async () => {
    const saved = await create("JW-1");
    await suite.post(`/api/jewelry/${saved.id}/print-card`);
    const printed = await read(saved.id);
    const save = await suite.context.request({
      method: "PUT",
      url: `/api/jewelry/${saved.id}`,
      payload: {
        ...jewelryInput({ certificateNumber: "JW-1", clientSku: "SKU-JW-1" }),
        cardCertPrinted: false,
        version: printed.version,
      },
      cookie: suite.cookie,
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json().jewelry).toMatchObject({
      cardCertPrinted: true,
      cardPrintedAt: printed.cardPrintedAt,
      cardPrintedBy: printed.cardPrintedBy,
    });
  });

  it("Print Multiple records each card the printer took, and only those", async () => {
    const first = await create("JW-1");
    const second = await create("JW-2");
    const response = await suite.post("/api/jewelry/print-multiple", { ids: [first.id, second.id] });
    expect(response.json().outcomes.map((outcome: { ok: boolean }) => outcome.ok)).toEqual([true, true]);
    for (const saved of [first, second]) {
      expect((await read(saved.id)).cardCertPrinted).toBe(true);
      expect(await printLog(saved.id)).toHaveLength(1);
    }
  });

  it("Print Multiple of all matching resolves the list's filter on the server, newest first", async () => {
    const first = await create("JW-1");
    const second = await create("JW-2");
    await create("OTHER-3");
    await suite.post(`/api/jewelry/${first.id}/print-card`);
    suite.printer.requests.length = 0;
    const allMatching = { search: "JW", searchType: "certificateNumber" };
    const preview = await suite.post("/api/jewelry/print-multiple/preview", { allMatching });
    expect(preview.statusCode, preview.body).toBe(200);
    const printed = await read(first.id);
    expect(preview.json()).toEqual({
      count: 2,
      printedBeforeCount: 1,
      printedBefore: [
        {
          id: first.id,
          certificateNumber: "JW-1",
          cardPrintedAt: printed.cardPrintedAt,
          cardPrintedBy: printed.cardPrintedBy,
        },
      ],
    });
    const response = await suite.post("/api/jewelry/print-multiple", { allMatching });
    expect(response.statusCode, response.body).toBe(200);
    expect(sentNumbers()).toEqual(["JW-2", "JW-1"]);
    expect((await read(second.id)).cardCertPrinted).toBe(true);
    const nothing = await suite.post("/api/jewelry/print-multiple/preview", {
      allMatching: { search: "NOPE" },
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().detail).toContain("Select at least one certificate.");
    const both = await suite.post("/api/jewelry/print-multiple", { ids: [first.id], allMatching });
    expect(both.statusCode).toBe(400);
  });

  it("says a card went to the printer but was not recorded when the record is gone meanwhile, recording nothing", async () => {
    const saved = await create("JW-1");
    suite.printer.answerWith({
      status: 200,
      body: "OK",
      before: async () => {
        await suite.context.database.db.delete(jewelry).where(eq(jewelry.id, saved.id));
      },
    });
    const response = await suite.post(`/api/jewelry/${saved.id}/print-card`);
    expect(response.statusCode).toBe(500);
    expect(response.json().detail).toBe(messages.cardSentNotRecorded(messages.cardRecordGone));
    expect(sentNumbers()).toEqual(["JW-1"]);
    expect(await printLog(saved.id)).toEqual([]);

    // Print Multiple says the same of that card: sent, not recorded.
    const other = await create("JW-2");
    suite.printer.answerWith({
      status: 200,
      before: async () => {
        await suite.context.database.db.delete(jewelry).where(eq(jewelry.id, other.id));
      },
    });
    const multiple = await suite.post("/api/jewelry/print-multiple", { ids: [other.id] });
    expect(multiple.json().outcomes).toEqual([
      {
        id: other.id,
        certificateNumber: "JW-2",
        ok: false,
        sent: true,
        message: messages.cardSentNotRecorded(messages.cardRecordGone),
      },
    ]);
  });
});
