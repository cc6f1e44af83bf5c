import type { DiamondSaveInput } from "@loupe/domain/diamonds/diamond";
import { fixture } from "./fixture";

// A complete template-1 diamond; tests override what they are about.
export const diamondInput = fixture<DiamondSaveInput>(() => ({
  templateId: 1,
  certificateNumber: "LG100200300",
  clientSku: "SKU-100",
  shape: "Round",
  weight: 1.01,
  cut: "Excellent",
  polish: "Excellent",
  symmetry: "Very Good",
  fluorescence: "None",
  girdle: "M",
  table: 57,
  depth: 61.8,
  measurements: "6.41 x 6.43 x 3.97",
  color: { template: "Standard", value: "F", asterisks: "" },
  clarity: { value: "VS1", asterisks: "*" },
  manufacturedAs: "Lab Grown",
  description: "Round brilliant laboratory-grown diamond",
}));
