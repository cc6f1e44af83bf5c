import { gradeText } from "../certificates/card-text";
import type { Jewelry } from "./jewelry";
import { type CenterStoneField, jewelryFieldsShown, type MainStoneField } from "./jewelry-fields";
import { centerStonesShown, sideStoneCardShown } from "./jewelry-template-rules";
import type { CenterStone, SideStone } from "./stones";

// The body of updateDataTable for a jewelry item (spec 001 §7.2): the card's texts, ColoredStone,
// the metal and measurement, and each stone's grades as text (value plus asterisks). It carries
// what the item's template shows (jewelry-fields.ts), nothing left over from another template:
// - the main stone, with its second color and clarity where the template has them (2, 10, 11);
// - on templates 4 and 13, the two center stones in the main stone's place (main stone keys empty);
// - the side stones when their card shows.
// Every key is always sent, empty when the template does not show it, so a card layout reads
// fixed columns. docs/card-printer.md lists the body per template.

// The grades a card prints of one stone.
export type CardStone = { Shape: string; Weight: string; Color: string; Clarity: string; Cut: string };
type Prefixed<Prefix extends string, Fields> = {
  [Key in keyof Fields & string as `${Prefix}${Key}`]: Fields[Key];
};

export type JewelryCardData = {
  CertNum: string;
  CertificateComments: string;
  CardDescription: string;
  Type: "Jewelry";
  ClientSKU: string;
  ColoredStone: boolean;
  Metal: string;
  Measurement: string;
} & Prefixed<"MainStone", CardStone & { Color2: string; Clarity2: string }> &
  Prefixed<"CenterStone1", CardStone> &
  Prefixed<"CenterStone2", CardStone> &
  Prefixed<"SideStone", CardStone>;

// A main stone is a center stone with more: each reads as one.
type AnyStone = CenterStone | SideStone;

function cardStone(stone: AnyStone | undefined, shown: readonly MainStoneField[]): CardStone {
  const has = (field: MainStoneField) => stone !== undefined && shown.includes(field);
  return {
    Shape: has("shape") ? (stone?.shape ?? "") : "",
    // Weights go as stored: a jewelry weight is text already ('1.01', '0.50 ctw', spec 001 §3.1).
    Weight: has("weight") ? (stone?.weight ?? "") : "",
    Color: has("color") && stone?.color ? gradeText(stone.color) : "",
    Clarity: has("clarity") && stone?.clarity ? gradeText(stone.clarity) : "",
    Cut: has("cut") ? (stone?.cut ?? "") : "",
  };
}

function prefixed<Prefix extends string, Fields extends object>(
  prefix: Prefix,
  fields: Fields,
): Prefixed<Prefix, Fields> {
  // Object.entries loses the key types; the mapped type says what the entries are.
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [`${prefix}${key}`, value]),
  ) as Prefixed<Prefix, Fields>;
}

export function jewelryCardData(jewelry: Jewelry): JewelryCardData {
  const shown = jewelryFieldsShown(jewelry.templateId);
  const centers = centerStonesShown(jewelry);
  const main = centers ? undefined : jewelry.mainStone;
  const centerFields: readonly CenterStoneField[] = centers ? shown.centerStone : [];
  const sideShown = sideStoneCardShown(jewelry.templateId, jewelry.hasSideStones);
  return {
    CertNum: jewelry.certificateNumber,
    CertificateComments: jewelry.certificateComments,
    CardDescription: jewelry.cardDescription,
    Type: "Jewelry",
    ClientSKU: jewelry.clientSku,
    ColoredStone: jewelry.coloredStone,
    Metal: shown.general.includes("metal") ? jewelry.metal : "",
    Measurement: shown.general.includes("measurement") ? jewelry.measurement : "",
    ...prefixed("MainStone", {
      ...cardStone(main, shown.mainStone),
      Color2: main && shown.mainStone.includes("color2") ? gradeText(main.color2) : "",
      Clarity2: main && shown.mainStone.includes("clarity2") ? gradeText(main.clarity2) : "",
    }),
    ...prefixed("CenterStone1", cardStone(jewelry.centerStones[0], centerFields)),
    ...prefixed("CenterStone2", cardStone(jewelry.centerStones[1], centerFields)),
    ...prefixed("SideStone", cardStone(sideShown ? jewelry.sideStone : undefined, shown.sideStone)),
  };
}
