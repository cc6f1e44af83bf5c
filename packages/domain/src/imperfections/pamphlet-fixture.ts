import type { Pamphlet, PamphletDiamond } from "./pamphlet";

// A graded natural round and its connected map's pamphlet, for the pamphlet's tests on every
// layer; tests override what they are about.
export const pamphletDiamondFixture = (overrides: Partial<PamphletDiamond> = {}): PamphletDiamond => ({
  id: "0190a000-0000-7000-8000-0000000000d1",
  certificateNumber: "12345",
  manufacturedAs: "Natural Stone",
  shape: "Round",
  measurements: "6.41 x 6.44 x 3.97 mm",
  weight: 1,
  color: { template: "Standard", value: "G", asterisks: "" },
  clarity: { value: "VS1", asterisks: "*" },
  cut: "Excellent",
  polish: "Very Good",
  symmetry: "Excellent",
  fluorescence: "None",
  inscription: "LAB 12345",
  certificateComments: "",
  girdle: "Medium",
  depthPercent: 61.8,
  tablePercent: 57,
  ...overrides,
});

export const pamphletFixture = (overrides: Partial<Pamphlet> = {}): Pamphlet => ({
  id: "0190a000-0000-7000-8000-0000000000a1",
  name: "Round plot",
  shape: "Round",
  displayImperfectionIcons: true,
  design: { canvas_data: [] },
  printed: false,
  printDate: null,
  proportionsUrl: "/api/files/0190a000-0000-7000-8000-0000000000f1",
  diamond: pamphletDiamondFixture(),
  publicCertificateUrl: null,
  ...overrides,
});
