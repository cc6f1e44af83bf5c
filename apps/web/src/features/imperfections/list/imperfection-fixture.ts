import type { ImperfectionListItem } from "@loupe/domain/imperfections/imperfection-api";

// List rows as GET /api/imperfections answers them, for the list's unit tests.
export const imperfectionRow = (overrides: Partial<ImperfectionListItem> = {}): ImperfectionListItem => ({
  id: "0190a000-0000-7000-8000-000000000001",
  name: "Oval 1.02 plot",
  shape: "Oval",
  imperfections: ["cloud", "nick"],
  printed: false,
  printDate: null,
  imageUrl: "/api/files/plot-1",
  proportionsUrl: null,
  proportionsAddedAt: null,
  diamond: null,
  created: "2026-03-04T10:00:00.000Z",
  lastEdited: "2026-03-04T10:05:00.000Z",
  version: 1,
  ...overrides,
});

export const connectedDiamond = {
  id: "0190a000-0000-7000-8000-0000000000d1",
  certificateNumber: "LG1234567",
  shape: "Oval",
  weight: 1.02,
  colorValue: "F",
  clarityValue: "VS1",
  manufacturedAs: "Lab Grown",
  connectedAt: "2026-03-05T09:00:00.000Z",
};

// One row of each state: a bare draft, with proportions, connected, and printed.
export const imperfectionRows: ImperfectionListItem[] = [
  imperfectionRow(),
  imperfectionRow({
    id: "0190a000-0000-7000-8000-000000000002",
    name: "Round with proportions",
    shape: "Round",
    imperfections: ["feather"],
    proportionsUrl: "/api/files/proportions-2",
    proportionsAddedAt: "2026-03-04T11:00:00.000Z",
  }),
  imperfectionRow({
    id: "0190a000-0000-7000-8000-000000000003",
    name: "Ready to print",
    proportionsUrl: "/api/files/proportions-3",
    proportionsAddedAt: "2026-03-04T11:00:00.000Z",
    diamond: connectedDiamond,
  }),
  imperfectionRow({
    id: "0190a000-0000-7000-8000-000000000004",
    name: "Printed map",
    printed: true,
    printDate: "2026-03-06T09:00:00.000Z",
    imperfections: [],
    proportionsUrl: "/api/files/proportions-4",
    proportionsAddedAt: "2026-03-04T11:00:00.000Z",
    diamond: connectedDiamond,
  }),
];
