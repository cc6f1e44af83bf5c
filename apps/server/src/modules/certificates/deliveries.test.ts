import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBarcodeRegistrySimulator } from "../../integrations/barcode-registry/barcode-registry-simulator";
import type { SpreadsheetRows } from "../../integrations/spreadsheet-sync/spreadsheet-target";
import { NothingToDeliver } from "../../jobs/outbox";
import { createTestContext, type TestContext } from "../../testing/test-app";
import type { OutboxContext } from "../area-module";
import { companies } from "../companies/ports";
import {
  type CertificateDeliveries,
  certificateOutboxHandlers,
  type DeliveredCertificate,
  deliveryKinds,
} from "./deliveries";

// The outbox message a handler is delivering (its id is the receiver's idempotency key).
const aDelivery = { messageId: "0190a6e0-0000-7000-8000-0000000000aa" };

// The deliveries of a second certificate type, built from its own sheet, loader and flag.
type Ring = DeliveredCertificate & { metal: string };

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ PUBLIC_BASE_URL: "https://certs.example.test" });
});
afterAll(() => context.close());

const ring = (overrides: Partial<Ring> = {}): Ring => ({
  id: "0190a6e0-0000-7000-8000-000000000001",
  certificateNumber: "JW-1",
  clientSku: "RING-SKU",
  updateSpreadsheet: true,
  addedBarcode: false,
  certificateVideo: { url: "/c/media/video-1" },
  client: { id: "0190a6e0-0000-7000-8000-0000000000c1", name: "Aurora" },
  metal: "Platinum",
  ...overrides,
});

function ringSetup(stored: Ring | null) {
  const upserts: SpreadsheetRows[] = [];
  const marked: string[] = [];
  const barcodeRegistry = createBarcodeRegistrySimulator();
  const deliveries: CertificateDeliveries<Ring> = {
    type: "jewelry",
    sheetName: "Jewelry Sheet",
    columns: [
      { header: "Certificate Number", width: 20, value: (record) => record.certificateNumber },
      { header: "Metal", width: 12, value: (record) => record.metal },
    ],
    load: async (_db, id) => (stored?.id === id ? stored : null),
    markBarcodeAdded: async (_db, id) => {
      marked.push(id);
    },
  };
  const outboxContext: OutboxContext = {
    db: context.services.db,
    mailer: context.services.mailer,
    config: context.services.config,
    integrations: {
      ...context.services.integrations,
      barcodeRegistry,
      spreadsheetTarget: { upsert: async (rows) => void upserts.push(rows) },
    },
  };
  return { handlers: certificateOutboxHandlers(deliveries, outboxContext), upserts, marked, barcodeRegistry };
}

describe("certificate deliveries", () => {
  it("name their kinds per type", () => {
    expect(deliveryKinds("jewelry")).toEqual({
      spreadsheetSync: "jewelry.spreadsheet-sync",
      barcodeRegistration: "jewelry.barcode-registration",
    });
    expect(Object.keys(ringSetup(null).handlers).sort()).toEqual([
      "jewelry.barcode-registration",
      "jewelry.spreadsheet-sync",
    ]);
  });

  it("write a record into its type's sheet, keyed by certificate number", async () => {
    const { handlers, upserts } = ringSetup(ring());
    await handlers["jewelry.spreadsheet-sync"]?.({ jewelryId: ring().id }, aDelivery);
    expect(upserts).toEqual([
      {
        sheet: "Jewelry Sheet",
        headers: ["Certificate Number", "Metal"],
        keyColumn: "Certificate Number",
        rows: [["JW-1", "Platinum"]],
      },
    ]);
  });

  it("register the video for the client SKU, then mark the record", async () => {
    const { handlers, marked, barcodeRegistry } = ringSetup(ring());
    await handlers["jewelry.barcode-registration"]?.({ jewelryId: ring().id }, aDelivery);
    expect(barcodeRegistry.registrations()).toEqual([
      { barcode: "RING-SKU", url: "https://certs.example.test/c/media/video-1", customer: "Aurora" },
    ]);
    expect(marked).toEqual([ring().id]);
  });

  it("name the client with dashes for spaces when its setting says so", async () => {
    const id = "0190a6e0-0000-7000-8000-0000000000c2";
    await context.services.db
      .insert(companies)
      .values({ id, kind: "client", name: "Nova  Star Jewels", barcodeDashes: true });
    const { handlers, barcodeRegistry } = ringSetup(ring({ client: { id, name: "Nova  Star Jewels" } }));
    await handlers["jewelry.barcode-registration"]?.({ jewelryId: ring().id }, aDelivery);
    expect(barcodeRegistry.registrations().map((registration) => registration.customer)).toEqual([
      "Nova-Star-Jewels",
    ]);
  });

  it("deliver nothing for a record gone, unflagged or already registered", async () => {
    const gone = ringSetup(null);
    await gone.handlers["jewelry.spreadsheet-sync"]?.({ jewelryId: ring().id }, aDelivery);
    await gone.handlers["jewelry.barcode-registration"]?.({ jewelryId: ring().id }, aDelivery);
    expect([gone.upserts, gone.marked]).toEqual([[], []]);
    const done = ringSetup(ring({ updateSpreadsheet: false, addedBarcode: true }));
    await done.handlers["jewelry.spreadsheet-sync"]?.({ jewelryId: ring().id }, aDelivery);
    await done.handlers["jewelry.barcode-registration"]?.({ jewelryId: ring().id }, aDelivery);
    expect([done.upserts, done.marked, done.barcodeRegistry.registrations()]).toEqual([[], [], []]);
  });

  it("have nothing to deliver to the sheet for a record without a certificate number", async () => {
    const { handlers, upserts } = ringSetup(ring({ certificateNumber: "" }));
    await expect(
      handlers["jewelry.spreadsheet-sync"]?.({ jewelryId: ring().id }, aDelivery),
    ).rejects.toBeInstanceOf(NothingToDeliver);
    expect(upserts).toEqual([]);
  });

  it("refuse a payload that does not name a record of its type", async () => {
    const { handlers } = ringSetup(ring());
    await expect(
      handlers["jewelry.spreadsheet-sync"]?.({ diamondId: ring().id }, aDelivery),
    ).rejects.toThrow();
  });
});
