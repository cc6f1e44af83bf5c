// The body of updateDataTable for a jewelry item (spec 001 §7.2): the card's own description,
// the main and side stones' grades as text (value plus asterisks), the metal and measurement.
// The jewelry area builds it from its record.
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
