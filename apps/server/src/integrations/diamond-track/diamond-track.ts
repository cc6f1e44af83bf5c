import type { CertificateType } from "@loupe/domain/certificates/certificate-type";
import { z } from "zod";

// Diamond Track, the lab's grading and order-tracking system (docs/diamond-track.md): new stones
// and pieces arrive from it by certificate number. DIAMOND_TRACK_URL selects the HTTP client;
// without it a deterministic simulator answers. Its wire names are its own (CertNum, ClientSKU …).

const text = z.string().trim().max(300).catch("");
const number = z.number().finite().nullable().catch(null);

export const diamondTrackDiamondSchema = z.object({
  Shape: text,
  Weight: number,
  Color: text,
  Clarity: text,
  Cut: text,
  Polish: text,
  Symmetry: text,
  Fluorescence: text,
  Girdle: text,
  Measurements: text,
  Table: number,
  Depth: number,
  Inscription: text,
  Origin: z.enum(["Lab Grown", "Natural Stone"]).or(z.literal("")).catch(""),
  Description: text,
  Comments: text,
});

export const diamondTrackStoneSchema = z.object({
  Type: text,
  Shape: text,
  Cut: text,
  Weight: text,
  Color: text,
  Clarity: text,
  Polish: text,
  Symmetry: text,
  Measurements: text,
});

export const diamondTrackJewelrySchema = z.object({
  JewelryType: text,
  Metal: text,
  Measurement: text,
  Description: text,
  ItemNum: text,
  PurchaseOrder: text,
  MainStone: diamondTrackStoneSchema,
});

// One item as GET /v1/items/{CertNum} answers it. Unknown fields are ignored; a field of the
// wrong kind reads as empty, so a grader's odd value does not lose the whole item.
export const diamondTrackItemSchema = z.object({
  CertNum: z.string().min(1),
  ItemType: z.enum(["Diamond", "Jewelry"]),
  OrderNum: text,
  LineNum: z.number().int().min(0).max(999_999).nullable().catch(null),
  ClientSKU: text,
  StockNum: text,
  Diamond: diamondTrackDiamondSchema.optional(),
  Jewelry: diamondTrackJewelrySchema.optional(),
});
export type DiamondTrackItem = z.infer<typeof diamondTrackItemSchema>;
export type DiamondTrackDiamond = z.infer<typeof diamondTrackDiamondSchema>;
export type DiamondTrackJewelry = z.infer<typeof diamondTrackJewelrySchema>;

export const diamondTrackItemType = (type: CertificateType) => (type === "diamond" ? "Diamond" : "Jewelry");

export interface DiamondTrack {
  // The item graded under this number, asked as the given type; null when Diamond Track does not
  // know the number. Throws OutsideSystemError when it cannot answer (after its retries).
  fetchItem(certificateNumber: string, type: CertificateType): Promise<DiamondTrackItem | null>;
}
