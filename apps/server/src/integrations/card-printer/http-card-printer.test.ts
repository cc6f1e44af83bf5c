import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type RecordingHttpServer, refusedUrl, startRecordingHttpServer } from "../recording-http-server";
import type { CardData } from "./card-printer";
import { createHttpCardPrinter } from "./http-card-printer";

const card: CardData = {
  CertNum: "LG12345678",
  CertificateComments: "Laser inscription verified",
  Description: "Round brilliant",
  ImageURL: "",
  Shape: "Round",
  Weight: "1.02ct",
  Clarity: "VS1*",
  Color: "F**",
  Type: "Diamond",
  ClientSKU: "SKU-001",
};

// A template-4 piece: the grading sits in its two center stones (domain jewelry/card-data.ts).
const jewelryCard: CardData = {
  CertNum: "JW-2024-0001",
  CertificateComments: "",
  CardDescription: "Two stone ring",
  Type: "Jewelry",
  ClientSKU: "RING-7",
  ColoredStone: true,
  Metal: "Platinum",
  Measurement: "Size 5.5",
  MainStoneShape: "",
  MainStoneWeight: "",
  MainStoneColor: "",
  MainStoneClarity: "",
  MainStoneCut: "",
  MainStoneColor2: "",
  MainStoneClarity2: "",
  CenterStone1Shape: "Oval",
  CenterStone1Weight: "1.01",
  CenterStone1Color: "G*",
  CenterStone1Clarity: "VS1",
  CenterStone1Cut: "Excellent",
  CenterStone2Shape: "Pear",
  CenterStone2Weight: "0.70",
  CenterStone2Color: "Fancy Vivid*",
  CenterStone2Clarity: "VVS2",
  CenterStone2Cut: "Ideal",
  SideStoneShape: "",
  SideStoneWeight: "",
  SideStoneColor: "",
  SideStoneClarity: "",
  SideStoneCut: "",
};

let server: RecordingHttpServer;
beforeAll(async () => {
  server = await startRecordingHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.answerWith({ status: 200, body: "OK" });
});

describe("HTTP card printer", () => {
  it("POSTs the card as JSON to updateDataTable", async () => {
    await createHttpCardPrinter(server.url).updateDataTable(card);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/updateDataTable");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request?.body ?? "")).toEqual(card);
  });

  it("POSTs a jewelry card with its own fields, untouched", async () => {
    const printer = createHttpCardPrinter(server.url);
    await printer.updateDataTable(card);
    await printer.updateDataTable(jewelryCard);
    expect(server.requests.map((request) => request.path)).toEqual(["/updateDataTable", "/updateDataTable"]);
    const bodies = server.requests.map((request) => JSON.parse(request.body));
    expect(bodies).toEqual([card, jewelryCard]);
    expect(bodies[1].ColoredStone).toBe(true);
    expect([bodies[1].CenterStone1Color, bodies[1].CenterStone2Clarity]).toEqual(["G*", "VVS2"]);
  });

  it("POSTs clearDataTable with no body, under a base URL with a path and a trailing slash", async () => {
    server.answerWith({ status: 200, body: "12 rows deleted" });
    expect(await createHttpCardPrinter(`${server.url}/printer/`).clearDataTable()).toBe("12 rows deleted");
    const [request] = server.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/printer/clearDataTable");
    expect(request?.body).toBe("");
    expect(request?.headers["content-type"]).toBeUndefined();
  });

  it("does not read the answer's body: any 2xx is success", async () => {
    server.answerWith({ status: 204 });
    await expect(createHttpCardPrinter(server.url).updateDataTable(card)).resolves.toBeUndefined();
  });

  it("throws a readable error when the service answers 500", async () => {
    server.answerWith({ status: 500, body: "Data table locked" });
    await expect(createHttpCardPrinter(server.url).updateDataTable(card)).rejects.toThrow(
      "The card printer answered 500 Internal Server Error: Data table locked",
    );
  });

  it("throws a readable error when the service answers 503 to clearDataTable", async () => {
    server.answerWith({ status: 503, body: "<html><body>down</body></html>", contentType: "text/html" });
    await expect(createHttpCardPrinter(server.url).clearDataTable()).rejects.toThrow(
      /^The card printer answered 503 Service Unavailable$/,
    );
  });

  it("gives up after its timeout", async () => {
    server.answerWith("never");
    const printer = createHttpCardPrinter(server.url, { timeoutMs: 200 });
    await expect(printer.updateDataTable(card)).rejects.toThrow(
      "The card printer did not answer within 0.2 seconds",
    );
  });

  it("says so when nothing listens at the address", async () => {
    const url = await refusedUrl();
    await expect(createHttpCardPrinter(url).updateDataTable(card)).rejects.toThrow(
      `The card printer could not be reached at ${url} (connection refused)`,
    );
  });
});
