import type { JewelrySaveInput } from "@loupe/domain/jewelry/jewelry";
import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { companies } from "../modules/companies/ports";
import { jewelry } from "../modules/jewelry/ports";
import { jewelryInput } from "./jewelry-fixtures";
import { insertJewelryRecords } from "./seed-jewelry";

export const clientId = "0190b000-0000-7000-8000-000000000001";
export const venueId = "0190b000-0000-7000-8000-000000000002";
export const otherVenueId = "0190b000-0000-7000-8000-000000000003";

export const insertCompanies = (db: Executor) =>
  db.insert(companies).values([
    { id: clientId, kind: "client" as const, name: "Aurora Fine Jewelry" },
    { id: venueId, kind: "customer" as const, name: "=Venue Mall" },
    { id: otherVenueId, kind: "customer" as const, name: "Harbor Store" },
  ]);

export type ShippedSpec = Partial<JewelrySaveInput> & {
  created?: Date;
  shippedOn?: string;
  processedBy?: string;
};

// Jewelry written straight to the table; a spec with shippedOn is shipped then, by processedBy.
export async function insertItems(db: Executor, specs: ShippedSpec[]): Promise<string[]> {
  const ids = await insertJewelryRecords(
    db,
    specs.map(({ shippedOn: _shippedOn, processedBy: _processedBy, ...input }) =>
      jewelryInput({ certificateNumber: "", clientSku: "", ...input }),
    ),
  );
  for (const [index, spec] of specs.entries()) {
    const id = ids[index] as string;
    if (!spec.shippedOn) continue;
    await db
      .update(jewelry)
      .set({ hasBeenShipped: true, shippedOn: new Date(spec.shippedOn), processedBy: spec.processedBy ?? "" })
      .where(eq(jewelry.id, id));
  }
  return ids;
}
