import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../config";
import { buildIntegrations } from "./build-integrations";
import type { CardPrinterSimulator } from "./card-printer/card-printer-simulator";
import type { GradingSystemSimulator } from "./grading-system/grading-system-simulator";
import { type RecordingHttpServer, startRecordingHttpServer } from "./recording-http-server";

const card = {
  CertNum: "LG1",
  CertificateComments: "",
  Description: "",
  ImageURL: "",
  Shape: "Round",
  Weight: "1ct",
  Clarity: "VS1",
  Color: "F",
  Type: "Diamond",
  ClientSKU: "SKU-1",
} as const;
const rows = {
  sheet: "Diamond Sheet",
  headers: ["Certificate Number"],
  keyColumn: "Certificate Number",
  rows: [["LG1"]],
};

let server: RecordingHttpServer;
let dataDirectory: string;
beforeAll(async () => {
  server = await startRecordingHttpServer();
  dataDirectory = await fs.mkdtemp(path.join(os.tmpdir(), "loupe-integrations-"));
});
afterAll(() => server.close());

describe("buildIntegrations", () => {
  it("uses the simulators and the .xlsx file in the data folder when nothing is configured", async () => {
    const integrations = buildIntegrations(parseConfig({ LOUPE_DATA_DIR: dataDirectory }));
    await integrations.cardPrinter.updateDataTable(card);
    expect((integrations.cardPrinter as CardPrinterSimulator).queue()).toEqual([card]);
    await integrations.barcodeRegistry.register({
      barcode: "SKU-1",
      url: "https://v/1.mp4",
      customer: "NONE",
      override: false,
    });
    await integrations.spreadsheetTarget.upsert(rows);
    await expect(fs.stat(path.join(dataDirectory, "diamond-sheet.xlsx"))).resolves.toBeTruthy();
    expect((await integrations.diamondTrack.fetchItem("LG1", "diamond"))?.CertNum).toBe("LG1");
    await integrations.gradingSystem.saveCertificate({
      diamondId: "0b8f7c3e-3f1e-4c39-9d7a-1f4f4f0e6a11",
      certificateNumber: "LG1",
      certificateUrl: "https://lab.example/c/diamond/LG1",
    });
    expect((integrations.gradingSystem as GradingSystemSimulator).certificateUrl("LG1")).toBe(
      "https://lab.example/c/diamond/LG1",
    );
    expect(server.requests).toEqual([]);
  });

  it("talks to the configured services when their URLs are set", async () => {
    const integrations = buildIntegrations(
      parseConfig({
        LOUPE_DATA_DIR: dataDirectory,
        CARD_PRINTER_URL: `${server.url}/printer`,
        BARCODE_API_URL: `${server.url}/barcodes`,
        BARCODE_API_KEY: "key-1",
        SPREADSHEET_WEBHOOK_URL: `${server.url}/sheet`,
        DIAMOND_TRACK_URL: `${server.url}/track`,
        DIAMOND_TRACK_API_KEY: "key-2",
        GRADING_SYSTEM_URL: `${server.url}/grading`,
        GRADING_SYSTEM_API_KEY: "key-3",
      }),
    );
    await integrations.cardPrinter.updateDataTable(card);
    await integrations.barcodeRegistry.register({
      barcode: "SKU-1",
      url: "https://v/1.mp4",
      customer: "NONE",
      override: false,
    });
    await integrations.spreadsheetTarget.upsert(rows);
    await integrations.gradingSystem.saveCertificate({
      diamondId: "0b8f7c3e-3f1e-4c39-9d7a-1f4f4f0e6a11",
      certificateNumber: "LG1",
      certificateUrl: "https://lab.example/c/diamond/LG1",
    });
    server.answerWith({ status: 404, body: "{}", contentType: "application/json" });
    expect(await integrations.diamondTrack.fetchItem("LG1", "diamond")).toBeNull();
    expect(server.requests.map((request) => request.path)).toEqual([
      "/printer/updateDataTable",
      "/barcodes",
      "/sheet",
      "/grading",
      "/track/v1/items/LG1?type=Diamond",
    ]);
    expect(server.requests[1]?.headers.authorization).toBe("Bearer key-1");
    expect(server.requests[3]?.headers.authorization).toBe("Bearer key-3");
    expect(server.requests[4]?.headers.authorization).toBe("Bearer key-2");
  });
});
