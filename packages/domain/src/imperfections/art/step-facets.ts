import { lerp, type Point } from "./geometry";

// Step cuts (emerald, asscher): rows of facets parallel to the girdle, drawn as the girdle's
// octagon set in by a few depths, with the corner lines joining each row's corners. On the
// pavilion the rows close to a keel (emerald) or to a point (asscher).
export type StepCut = {
  kind: "step";
  // Half width, half height, and how far each corner is cut along the sides.
  halfWidth: number;
  halfHeight: number;
  corner: number;
  // How far in each row starts, crown then pavilion (0 = the girdle; the last crown row is the table).
  crownRows: readonly number[];
  pavilionRows: readonly number[];
};

// The octagon set in by `inset` on every side; corner cuts keep 45°, and vanish when too small.
export function stepOctagon(
  cut: Pick<StepCut, "halfWidth" | "halfHeight" | "corner">,
  inset: number,
): Point[] {
  const w = Math.max(0, cut.halfWidth - inset);
  const h = Math.max(0, cut.halfHeight - inset);
  const c = Math.min(Math.max(0, cut.corner - inset * (2 - Math.SQRT2)), w, h);
  return [
    [-w + c, -h],
    [w - c, -h],
    [w, -h + c],
    [w, h - c],
    [w - c, h],
    [-w + c, h],
    [-w, h - c],
    [-w, -h + c],
  ];
}

export function stepFacets(cut: StepCut, rows: readonly number[]): Point[][] {
  const rings = rows.map((inset) => stepOctagon(cut, inset));
  const lines: Point[][] = rings.slice(1).map((ring) => [...ring, ring[0] as Point]);
  for (let corner = 0; corner < 8; corner++) {
    lines.push(rings.map((ring) => ring[corner] as Point));
  }
  return lines;
}

// The princess: a square brilliant. Crown: a square table, lines from its corners to the girdle's
// corners, each side's bezel from the table edge to the middle of the girdle edge, and an upper
// girdle facet either side of it. Pavilion:
// the two diagonals and, on each side, nested chevrons pointing to the culet.
export type PrincessCut = { kind: "princess"; half: number; table: number };

const square = (half: number): Point[] => [
  [-half, -half],
  [half, -half],
  [half, half],
  [-half, half],
];

export function princessCrown(cut: PrincessCut): Point[][] {
  const girdle = square(cut.half);
  const table = square(cut.half * cut.table);
  const lines: Point[][] = [[...table, table[0] as Point]];
  for (let i = 0; i < 4; i++) {
    const a = girdle[i] as Point;
    const b = girdle[(i + 1) % 4] as Point;
    const ta = table[i] as Point;
    const tb = table[(i + 1) % 4] as Point;
    // Corner line, the bezel's two sides, and the upper girdle facets beside the bezel.
    lines.push([a, ta], [ta, lerp(a, b, 0.5), tb], [ta, lerp(a, b, 0.25)], [tb, lerp(a, b, 0.75)]);
  }
  return lines;
}

const chevrons = [
  { edge: 0.1, depth: 0.3 },
  { edge: 0.24, depth: 0.55 },
  { edge: 0.37, depth: 0.78 },
];

export function princessPavilion(cut: PrincessCut): Point[][] {
  const girdle = square(cut.half);
  const lines: Point[][] = [
    [girdle[0] as Point, girdle[2] as Point],
    [girdle[1] as Point, girdle[3] as Point],
  ];
  for (let i = 0; i < 4; i++) {
    const a = girdle[i] as Point;
    const b = girdle[(i + 1) % 4] as Point;
    const middle = lerp(a, b, 0.5);
    for (const { edge, depth } of chevrons) {
      lines.push([lerp(a, b, edge), lerp([0, 0], middle, depth), lerp(b, a, edge)]);
    }
  }
  return lines;
}
