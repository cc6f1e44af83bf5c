import type { JewelrySaveInput } from "@loupe/domain/jewelry/jewelry";
import { gradedDiamondStone } from "@loupe/domain/jewelry/jewelry-fixture";
import type { MainStoneInput } from "@loupe/domain/jewelry/stones";
import { fixture } from "./fixture";

// A complete template-1 ring with a diamond main stone; tests override what they are about.
export const jewelryInput = fixture<JewelrySaveInput>(() => ({
  templateId: 1,
  jewelryType: "Ring",
  certificateNumber: "JW100200300",
  clientSku: "RING-100",
  metal: "18K White Gold",
  measurement: "Size 6",
  description: "Halo engagement ring",
  mainStone: mainStone(),
}));

export const mainStone = fixture<MainStoneInput>(() => ({
  ...gradedDiamondStone,
  measurements: "6.41x6.43x3.97mm",
  color: { template: "Standard", value: "F", asterisks: "" },
  clarity: { value: "VS1", asterisks: "*" },
}));
