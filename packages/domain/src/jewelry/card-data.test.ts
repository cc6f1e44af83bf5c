import { describe, expect, it } from "vitest";
import { jewelryCardData } from "./card-data";
import { jewelryFixture } from "./jewelry-fixture";

describe("the jewelry card's data (spec 001 §7.2)", () => {
  it("sends the card's texts, the stones' grades as value plus asterisks, the metal and measurement", () => {
    const { jewelry } = jewelryFixture({
      templateId: 16,
      certificateNumber: "JW1",
      clientSku: "RING-7",
      certificateComments: "Heated",
      description: "Not on the card",
      cardDescription: "Solitaire ring",
      metal: "Platinum",
      measurement: "Size 5.5",
      mainStone: {
        shape: "Oval",
        cut: "Ideal",
        weight: "2.01",
        color: { template: "Pink", value: "Fancy Vivid", asterisks: "*" },
        clarity: { value: "VVS2", asterisks: "" },
      },
      sideStone: { shape: "Round", weight: "0.30 ctw", clarity: { value: "VS1", asterisks: "**" } },
    });
    expect(jewelryCardData({ ...jewelry, coloredStone: false })).toEqual({
      CertNum: "JW1",
      CertificateComments: "Heated",
      CardDescription: "Solitaire ring",
      Type: "Jewelry",
      ClientSKU: "RING-7",
      ColoredStone: false,
      Metal: "Platinum",
      Measurement: "Size 5.5",
      MainStoneShape: "Oval",
      MainStoneWeight: "2.01",
      MainStoneColor: "Fancy Vivid*",
      MainStoneClarity: "VVS2",
      MainStoneCut: "Ideal",
      SideStoneShape: "Round",
      SideStoneWeight: "0.30 ctw",
      SideStoneColor: "",
      SideStoneClarity: "VS1**",
      SideStoneCut: "",
    });
  });
});
