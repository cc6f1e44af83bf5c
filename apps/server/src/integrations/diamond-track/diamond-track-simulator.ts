import type { CertificateType } from "@loupe/domain/certificates/certificate-type";
import type { DiamondTrack, DiamondTrackItem } from "./diamond-track";

// Diamond Track when DIAMOND_TRACK_URL is unset (docs/diamond-track.md): every well-formed number
// is known, with grading data derived from the number alone (the same number always answers the
// same item), except numbers that start with 'NF' (NF-1001, NF7): those are not found. Numbers
// that start with 'PG' (PG-1001, PG7) are partly graded: the stone's Clarity and Polish are not
// graded yet (empty), as Diamond Track sends an item still on the grader's bench; the rest of the
// item is as for any other number.
export const simulatorUnknownPrefix = "NF";
export const simulatorPartlyGradedPrefix = "PG";
// What a partly graded item lacks (the diamond's, or the jewelry's main stone's).
const ungraded = { Clarity: "", Polish: "" } as const;

// FNV-1a: a stable small hash, so picks do not depend on the platform.
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const character of text) {
    value ^= character.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

const shapes = ["Round", "Oval", "Princess", "Cushion", "Emerald", "Pear", "Marquise", "Radiant"];
const colors = ["D", "E", "F", "G", "H", "I", "J"];
const clarities = ["FLAWLESS", "VVS1", "VVS2", "VS1", "VS2", "SI1", "SI2"];
const grades = ["Excellent", "Very Good", "Good"];
const fluorescences = ["None", "Faint", "Medium", "Strong"];
const jewelryTypes = ["Ring", "Pendant", "Earrings", "Bracelet", "Necklace"];
const metals = ["14K White Gold", "18K Yellow Gold", "Platinum", "14K Rose Gold"];

export function simulatedItem(certificateNumber: string, type: CertificateType): DiamondTrackItem | null {
  const number = certificateNumber.trim().toUpperCase();
  if (number === "" || number.startsWith(simulatorUnknownPrefix)) return null;
  const seed = hash(number);
  const pick = <Value>(list: readonly Value[], salt: number) => list[(seed >>> salt) % list.length] as Value;
  const weight = 0.3 + (seed % 270) / 100;
  const order = `ORD-${1000 + (seed % 9000)}`;
  const common = {
    CertNum: number,
    OrderNum: order,
    LineNum: 1 + (seed % 12),
    ClientSKU: `SKU-${(seed % 100_000).toString().padStart(5, "0")}`,
    StockNum: `ST-${(seed >>> 7) % 10_000}`,
  };
  const shape = pick(shapes, 3);
  const partly = number.startsWith(simulatorPartlyGradedPrefix) ? ungraded : {};
  if (type === "diamond") {
    const diameter = (4 + weight * 2).toFixed(2);
    return {
      ...common,
      ItemType: "Diamond",
      Diamond: {
        Shape: shape,
        Weight: Number(weight.toFixed(2)),
        Color: pick(colors, 5),
        Clarity: pick(clarities, 9),
        Cut: pick(grades, 11),
        Polish: pick(grades, 13),
        Symmetry: pick(grades, 15),
        Fluorescence: pick(fluorescences, 17),
        Girdle: "M",
        Measurements: `${diameter} x ${diameter} x ${(Number(diameter) * 0.61).toFixed(2)} mm`,
        Table: 54 + (seed % 8),
        Depth: 59 + ((seed >>> 4) % 5),
        Inscription: number,
        Origin: seed % 2 === 0 ? "Lab Grown" : "Natural Stone",
        Description: `${shape} ${weight.toFixed(2)} ct`,
        Comments: "",
        ...partly,
      },
    };
  }
  const jewelryType = pick(jewelryTypes, 5);
  return {
    ...common,
    ItemType: "Jewelry",
    Jewelry: {
      JewelryType: jewelryType,
      Metal: pick(metals, 9),
      Measurement: jewelryType === "Ring" ? `Size ${5 + (seed % 5)}` : "",
      Description: `${jewelryType} with a ${shape.toLowerCase()} center stone`,
      ItemNum: `IT-${seed % 100_000}`,
      PurchaseOrder: `PO-${(seed >>> 3) % 10_000}`,
      MainStone: {
        Type: "Diamond",
        Shape: shape,
        Cut: pick(grades, 11),
        Weight: weight.toFixed(2),
        Color: pick(colors, 13),
        Clarity: pick(clarities, 15),
        Polish: pick(grades, 17),
        Symmetry: pick(grades, 19),
        Measurements: "",
        ...partly,
      },
    },
  };
}

export function createDiamondTrackSimulator(): DiamondTrack {
  return {
    async fetchItem(certificateNumber, type) {
      return simulatedItem(certificateNumber, type);
    },
  };
}
