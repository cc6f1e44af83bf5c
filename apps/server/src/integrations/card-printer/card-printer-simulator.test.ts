import type { DiamondCardData } from "@loupe/domain/diamonds/card-data";
import { describe, expect, it } from "vitest";
import type { CardData } from "./card-printer";
import { createCardPrinterSimulator } from "./card-printer-simulator";

const card = (certificateNumber: string): DiamondCardData => ({
  CertNum: certificateNumber,
  CertificateComments: "",
  Description: "Oval",
  ImageURL: "",
  Shape: "Oval",
  Weight: "0.5ct",
  Clarity: "SI1",
  Color: "H",
  Type: "Diamond",
  ClientSKU: `SKU-${certificateNumber}`,
});

const jewelryCard = (certificateNumber: string): CardData => ({
  CertNum: certificateNumber,
  CertificateComments: "",
  CardDescription: "Halo ring",
  Type: "Jewelry",
  ClientSKU: `SKU-${certificateNumber}`,
  ColoredStone: false,
  Metal: "18K White Gold",
  Measurement: "Size 6",
  MainStoneShape: "Round",
  MainStoneWeight: "1.00ct",
  MainStoneColor: "G",
  MainStoneClarity: "VS2",
  MainStoneCut: "Excellent",
  MainStoneColor2: "H",
  MainStoneClarity2: "SI1",
  CenterStone1Shape: "",
  CenterStone1Weight: "",
  CenterStone1Color: "",
  CenterStone1Clarity: "",
  CenterStone1Cut: "",
  CenterStone2Shape: "",
  CenterStone2Weight: "",
  CenterStone2Color: "",
  CenterStone2Clarity: "",
  CenterStone2Cut: "",
  SideStoneShape: "Round",
  SideStoneWeight: "0.40ct",
  SideStoneColor: "F",
  SideStoneClarity: "VS1",
  SideStoneCut: "",
});

describe("card printer simulator", () => {
  it("queues cards in the order they were sent", async () => {
    const printer = createCardPrinterSimulator();
    expect(printer.queue()).toEqual([]);
    await printer.updateDataTable(card("A1"));
    await printer.updateDataTable(card("B2"));
    expect(printer.queue().map((queued) => queued.CertNum)).toEqual(["A1", "B2"]);
    expect(printer.queue()[1]).toEqual(card("B2"));
  });

  it("empties the queue on clearDataTable", async () => {
    const printer = createCardPrinterSimulator();
    await printer.updateDataTable(card("A1"));
    expect(await printer.clearDataTable()).toBe("Cleared 1 card from the data table.");
    expect(printer.queue()).toEqual([]);
    expect(await printer.clearDataTable()).toBe("Cleared 0 cards from the data table.");
    await printer.updateDataTable(card("C3"));
    expect(printer.queue().map((queued) => queued.CertNum)).toEqual(["C3"]);
  });

  it("keeps what was sent, whatever the caller does to its objects afterwards", async () => {
    const printer = createCardPrinterSimulator();
    const sent = card("A1");
    await printer.updateDataTable(sent);
    sent.Color = "Z";
    const seen = printer.queue();
    const first = seen[0];
    if (first?.Type === "Diamond") first.Shape = "Heart";
    expect(printer.queue()).toEqual([card("A1")]);
  });

  it("queues cards of every certificate type, each as its own type sent it", async () => {
    const printer = createCardPrinterSimulator();
    await printer.updateDataTable(card("A1"));
    await printer.updateDataTable(jewelryCard("J1"));
    const [diamond, jewelry] = printer.queue();
    expect(diamond).toEqual(card("A1"));
    expect(jewelry).toEqual(jewelryCard("J1"));
    // The union is told apart by Type, as the printing service tells the bodies apart.
    expect(jewelry?.Type === "Jewelry" ? jewelry.CardDescription : null).toBe("Halo ring");
    expect(jewelry?.Type === "Jewelry" ? [jewelry.MainStoneColor2, jewelry.MainStoneClarity2] : null).toEqual(
      ["H", "SI1"],
    );
  });

  it("keeps a separate queue per instance", async () => {
    const first = createCardPrinterSimulator();
    const second = createCardPrinterSimulator();
    await first.updateDataTable(card("A1"));
    expect(second.queue()).toEqual([]);
  });
});
