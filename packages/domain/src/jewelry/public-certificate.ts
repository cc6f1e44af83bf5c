import { colorGradeText, gradeText, percentText } from "../certificates/card-text";
import type { JewelrySave } from "./jewelry";
import { type CenterStoneField, jewelryFieldsShown, type MainStoneField } from "./jewelry-fields";
import { centerStonesShown, mainStoneTitle, sideStoneCardShown } from "./jewelry-template-rules";
import { stoneColumns } from "./stone-columns";
import type { CenterStone, MainStone } from "./stones";

// What the public digital certificate of a jewelry item shows (spec 001 §7.1): exactly the
// fields its template shows in the editor (jewelry-fields.ts), stone by stone, without the
// render's color code and mode. Empty values are left out, and so is a stone with none.

export type CertificateDetail = { label: string; value: string };
export type CertificateStone = { title: string; details: CertificateDetail[] };

type PublicRecord = Pick<
  JewelrySave,
  | "templateId"
  | "jewelryType"
  | "metal"
  | "measurement"
  | "mainStone"
  | "hasSideStones"
  | "sideStone"
  | "isMultipleCenterStones"
  | "centerStones"
>;

const generalLabels = { jewelryType: "Jewelry Type", metal: "Metal", measurement: "Measurement" } as const;
const stoneLabel = (field: MainStoneField) =>
  stoneColumns.find((column) => column.id === field)?.header ?? field;

type AnyStone = Partial<Omit<MainStone, "table" | "depth">> & {
  table?: number | null;
  depth?: number | null;
};

// A weight typed as a bare number is carats and reads as the diamond page's does ('1.01ct'); one
// typed with a carat unit keeps it ('0.40 ctw'); both to two decimals. Anything else stays as typed.
const caratWeight = /^(\d+(?:\.\d+)?)\s*(ct|cts|ctw|tcw|carats?)?$/i;
function weightValue(weight: string): string {
  const match = caratWeight.exec(weight.trim());
  if (!match) return weight;
  const carats = Number(match[1]).toFixed(2);
  return match[2] ? `${carats} ${match[2]}` : `${carats}ct`;
}

function stoneValue(stone: AnyStone, field: MainStoneField): string {
  switch (field) {
    case "weight":
      return weightValue(stone.weight ?? "");
    case "color":
    case "color2": {
      const color = stone[field];
      return color ? colorGradeText(color) : "";
    }
    case "clarity":
    case "clarity2": {
      const clarity = stone[field];
      return clarity ? gradeText(clarity) : "";
    }
    case "table":
    case "depth":
      return percentText(stone[field] ?? null);
    default:
      return stone[field] ?? "";
  }
}

function stoneDetails(stone: AnyStone, fields: readonly MainStoneField[]): CertificateDetail[] {
  return fields
    .map((field) => ({ label: stoneLabel(field), value: stoneValue(stone, field).trim() }))
    .filter((detail) => detail.value !== "");
}

export function jewelryGeneralDetails(record: PublicRecord): CertificateDetail[] {
  return jewelryFieldsShown(record.templateId)
    .general.map((field) => ({ label: generalLabels[field], value: record[field].trim() }))
    .filter((detail) => detail.value !== "");
}

export function jewelryCertificateStones(record: PublicRecord): CertificateStone[] {
  const fields = jewelryFieldsShown(record.templateId);
  const primary: CertificateStone[] = centerStonesShown(record)
    ? record.centerStones.map((stone: CenterStone, index) => ({
        title: `Center Stone ${index + 1}`,
        details: stoneDetails(stone, fields.centerStone as readonly CenterStoneField[]),
      }))
    : [
        {
          title: mainStoneTitle(record.templateId),
          details: stoneDetails(record.mainStone, fields.mainStone),
        },
      ];
  const side: CertificateStone[] = sideStoneCardShown(record.templateId, record.hasSideStones)
    ? [{ title: "Side Stones", details: stoneDetails(record.sideStone, fields.sideStone) }]
    : [];
  return [...primary, ...side].filter((stone) => stone.details.length > 0);
}

// The page's headline: '18K White Gold Ring'.
export function jewelryHeadline(record: Pick<JewelrySave, "metal" | "jewelryType">): string {
  return [record.metal, record.jewelryType]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");
}
