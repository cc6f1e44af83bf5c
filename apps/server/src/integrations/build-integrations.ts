import type { Config } from "../config";
import type { BarcodeRegistry } from "./barcode-registry/barcode-registry";
import { createBarcodeRegistrySimulator } from "./barcode-registry/barcode-registry-simulator";
import { createHttpBarcodeRegistry } from "./barcode-registry/http-barcode-registry";
import type { CardPrinter } from "./card-printer/card-printer";
import { createCardPrinterSimulator } from "./card-printer/card-printer-simulator";
import { createHttpCardPrinter } from "./card-printer/http-card-printer";
import type { DiamondTrack } from "./diamond-track/diamond-track";
import { createDiamondTrackSimulator } from "./diamond-track/diamond-track-simulator";
import { createHttpDiamondTrack } from "./diamond-track/http-diamond-track";
import type { GradingSystem } from "./grading-system/grading-system";
import { createGradingSystemSimulator } from "./grading-system/grading-system-simulator";
import { createHttpGradingSystem } from "./grading-system/http-grading-system";
import type { SpreadsheetTarget } from "./spreadsheet-sync/spreadsheet-target";
import { createWebhookTarget } from "./spreadsheet-sync/webhook-target";
import { createXlsxFileTarget } from "./spreadsheet-sync/xlsx-file-target";

export type Integrations = {
  cardPrinter: CardPrinter;
  barcodeRegistry: BarcodeRegistry;
  spreadsheetTarget: SpreadsheetTarget;
  diamondTrack: DiamondTrack;
  gradingSystem: GradingSystem;
};

// A configured URL selects the real system; without one, every screen still works on a fresh
// machine against the simulators and the .xlsx file in the data folder.
export function buildIntegrations(config: Config): Integrations {
  return {
    cardPrinter: config.CARD_PRINTER_URL
      ? createHttpCardPrinter(config.CARD_PRINTER_URL)
      : createCardPrinterSimulator(),
    barcodeRegistry: config.BARCODE_API_URL
      ? createHttpBarcodeRegistry(config.BARCODE_API_URL, { apiKey: config.BARCODE_API_KEY })
      : createBarcodeRegistrySimulator(),
    spreadsheetTarget: config.SPREADSHEET_WEBHOOK_URL
      ? createWebhookTarget(config.SPREADSHEET_WEBHOOK_URL)
      : createXlsxFileTarget(config.spreadsheetFile),
    diamondTrack: config.DIAMOND_TRACK_URL
      ? createHttpDiamondTrack(config.DIAMOND_TRACK_URL, {
          apiKey: config.DIAMOND_TRACK_API_KEY,
          timeoutMs: config.DIAMOND_TRACK_TIMEOUT_MS,
        })
      : createDiamondTrackSimulator(),
    gradingSystem: config.GRADING_SYSTEM_URL
      ? createHttpGradingSystem(config.GRADING_SYSTEM_URL, { apiKey: config.GRADING_SYSTEM_API_KEY })
      : createGradingSystemSimulator(),
  };
}
