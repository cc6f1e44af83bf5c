import type { JewelrySaveInput } from "@loupe/domain/jewelry/jewelry";
import type { Executor } from "../../db/client";
import { jewelryInput } from "../../testing/jewelry-fixtures";
import { insertJewelryRecords } from "../../testing/seed-jewelry";
import { companies } from "../companies/ports";

export const aurora = "0190b000-0000-7000-8000-00000000000a";
export const bellweather = "0190b000-0000-7000-8000-00000000000b";
export const harbor = "0190b000-0000-7000-8000-00000000000c";

type Billed = Partial<JewelrySaveInput> & { created: string };

// Jewelry around both of 2026's daylight-saving changes in New York (8 March, 1 November): billed
// ones (Passed with a certificate number) and the ones billing leaves out.
export const billingRecords: Billed[] = [
  {
    certificateNumber: "JW1",
    clientId: aurora,
    customerId: harbor,
    orderNumber: "A100",
    lineNumber: 1,
    purchaseOrder: "PO-1",
    clientSku: "S1",
    retailPrice: 1000,
    totalCertPrice: 45.5,
    created: "2026-03-08T05:30:00.000Z",
  },
  {
    certificateNumber: "JW2",
    clientId: aurora,
    orderNumber: "A100",
    lineNumber: 2,
    clientSku: "S2",
    jewelryType: "Pendant",
    totalCertPrice: 30.25,
    created: "2026-03-09T03:59:00.000Z",
  },
  {
    certificateNumber: "JW3",
    clientId: aurora,
    orderNumber: "A200",
    totalCertPrice: 12,
    created: "2026-03-09T04:00:00.000Z",
  },
  {
    certificateNumber: "JW4",
    clientId: aurora,
    qaStatus: "Failed",
    totalCertPrice: 99,
    created: "2026-03-08T12:00:00.000Z",
  },
  {
    certificateNumber: "",
    clientSku: "NOCERT",
    clientId: aurora,
    totalCertPrice: 77,
    created: "2026-03-08T13:00:00.000Z",
  },
  {
    certificateNumber: "JW6",
    clientId: bellweather,
    totalCertPrice: 100,
    created: "2026-11-01T05:30:00.000Z",
  },
  { certificateNumber: "JW7", clientId: null, created: "2026-11-02T04:59:00.000Z" },
  {
    certificateNumber: "JW8",
    clientId: bellweather,
    qaStatus: "Skipped",
    totalCertPrice: 5,
    created: "2026-11-01T06:00:00.000Z",
  },
  {
    certificateNumber: "JW9",
    clientId: aurora,
    customerId: harbor,
    clientSku: "=SUM(A1)",
    purchaseOrder: "+1",
    orderNumber: "@A300",
    lineNumber: 4,
    retailPrice: 2500.1,
    totalCertPrice: 60,
    created: "2026-11-02T05:00:00.000Z",
  },
];

export async function seedBilling(db: Executor): Promise<Record<string, string>> {
  await db.insert(companies).values([
    { id: aurora, kind: "client", name: "Aurora" },
    { id: bellweather, kind: "client", name: "Bellweather" },
    { id: harbor, kind: "customer", name: "Harbor, Lane & Co" },
  ]);
  const ids = await insertJewelryRecords(
    db,
    billingRecords.map(({ created, ...record }) => ({
      ...jewelryInput({ qaStatus: "Passed", ...record }),
      created: new Date(created),
    })),
  );
  return Object.fromEntries(
    billingRecords.map((record, index) => [record.certificateNumber || "NOCERT", ids[index] ?? ""]),
  );
}
