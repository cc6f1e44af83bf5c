import { gradeText } from "../certificates/card-text";
import type { Jewelry } from "./jewelry";

// The body of updateDataTable for a jewelry item (spec 001 §7.2): the card's own description,
// the main and side stones' grades as text (value plus asterisks), the metal and measurement.
export type JewelryCardData = {
  CertNum: string;
  CertificateComments: string;
  CardDescription: string;
  Type: "Jewelry";
  ClientSKU: string;
  ColoredStone: boolean;
  Metal: string;
  Measurement: string;
  MainStoneShape: string;
  MainStoneWeight: string;
  MainStoneColor: string;
  MainStoneClarity: string;
  MainStoneCut: string;
  SideStoneShape: string;
  SideStoneWeight: string;
  SideStoneColor: string;
  SideStoneClarity: string;
  SideStoneCut: string;
};

// Weights go as stored: a jewelry weight is text already ('1.01', '0.50 ctw', spec 001 §3.1).
export function jewelryCardData(jewelry: Jewelry): JewelryCardData {
  const { mainStone, sideStone } = jewelry;
  return {
    CertNum: jewelry.certificateNumber,
    CertificateComments: jewelry.certificateComments,
    CardDescription: jewelry.cardDescription,
    Type: "Jewelry",
    ClientSKU: jewelry.clientSku,
    ColoredStone: jewelry.coloredStone,
    Metal: jewelry.metal,
    Measurement: jewelry.measurement,
    MainStoneShape: mainStone.shape,
    MainStoneWeight: mainStone.weight,
    MainStoneColor: gradeText(mainStone.color),
    MainStoneClarity: gradeText(mainStone.clarity),
    MainStoneCut: mainStone.cut,
    SideStoneShape: sideStone.shape,
    SideStoneWeight: sideStone.weight,
    SideStoneColor: gradeText(sideStone.color),
    SideStoneClarity: gradeText(sideStone.clarity),
    SideStoneCut: sideStone.cut,
  };
}
