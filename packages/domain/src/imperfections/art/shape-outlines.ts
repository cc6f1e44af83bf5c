import type { ImperfectionShape } from "../../options/shapes";
import type { BrilliantCut } from "./brilliant-facets";
import { arc, type Cubic, ellipseQuarter, line, type Point } from "./geometry";
import type { PrincessCut, StepCut } from "./step-facets";

// Each plot shape's girdle outline and cutting style, face up, in units where the taller side
// spans -1..1 (y grows downwards, as on the canvas). Elongated shapes stand upright, the pear's
// point and the heart's cleft at the top, as plotting diagrams show them.
export type ShapeCut = { outline: Cubic[]; cut: BrilliantCut | StepCut | PrincessCut };

const origin: Point = [0, 0];
const ellipse = (rx: number, ry: number): Cubic[] =>
  [0, 1, 2, 3].map((quarter) => ellipseQuarter(origin, rx, ry, -Math.PI / 2 + (quarter * Math.PI) / 2));

const mirrorX = (cubic: Cubic): Cubic =>
  [...cubic].reverse().map(([x, y]) => [-x, y] as Point) as unknown as Cubic;

// A brilliant's usual proportions: 57% table, stars half way, lower halves 75% of the way down.
const brilliant = (center: Point, spread: Point, keel = 0): BrilliantCut => ({
  kind: "brilliant",
  center,
  spread,
  table: 0.6,
  star: 0.79,
  lowerHalf: 0.25,
  keel,
});

function octagon(halfWidth: number, halfHeight: number, corner: number): Cubic[] {
  const w = halfWidth;
  const h = halfHeight;
  const c = corner;
  const points: Point[] = [
    [-w + c, -h],
    [w - c, -h],
    [w, -h + c],
    [w, h - c],
    [w - c, h],
    [-w + c, h],
    [-w, h - c],
    [-w, -h + c],
  ];
  return points.map((p, i) => line(p, points[(i + 1) % points.length] as Point));
}

// The marquise's sides are two circular arcs through the points (0, ±1) and (±halfWidth, 0).
function marquise(halfWidth: number): Cubic[] {
  const centerX = (halfWidth * halfWidth - 1) / (2 * halfWidth);
  const radius = halfWidth - centerX;
  const half = Math.atan2(1, -centerX);
  return [
    ...arc([centerX, 0], radius, -half, half),
    ...arc([-centerX, 0], radius, Math.PI - half, Math.PI + half),
  ];
}

// The pear: a half circle below, two gently curved shoulders meeting at the point above.
function pear(): Cubic[] {
  const right: Cubic = [
    [0, -1],
    [0.3, -0.72],
    [0.6, -0.25],
    [0.6, 0.4],
  ];
  return [right, ...arc([0, 0.4], 0.6, 0, Math.PI), mirrorX(right)];
}

// The heart: two lobes and a cleft above, the sides sweeping down to the point.
function heart(): Cubic[] {
  const side: Cubic = [
    [0, 1],
    [0.32, 0.68],
    [0.98, 0.22],
    [0.98, -0.36],
  ];
  const lobe: Cubic = [
    [0.98, -0.36],
    [0.98, -0.76],
    [0.74, -0.96],
    [0.48, -0.96],
  ];
  const cleft: Cubic = [
    [0.48, -0.96],
    [0.24, -0.96],
    [0.06, -0.84],
    [0, -0.62],
  ];
  // From the cleft round the left lobe, down to the point, up the right side and back.
  return [mirrorX(cleft), mirrorX(lobe), mirrorX(side), side, lobe, cleft];
}

// A cushion: a square with softly bowed sides and well rounded corners.
function cushion(half: number): Cubic[] {
  const c = half * 0.8;
  const corners: Cubic[] = [
    [
      [0, -half],
      [c, -half],
      [half, -c],
      [half, 0],
    ],
  ];
  for (let i = 1; i < 4; i++) {
    const previous = corners[i - 1] as Cubic;
    corners.push(previous.map(([x, y]) => [-y, x] as Point) as unknown as Cubic);
  }
  return corners;
}

const emerald: StepCut = {
  kind: "step",
  halfWidth: 0.7,
  halfHeight: 1,
  corner: 0.2,
  crownRows: [0, 0.08, 0.16, 0.25],
  pavilionRows: [0, 0.23, 0.46, 0.7],
};
const asscher: StepCut = {
  kind: "step",
  halfWidth: 0.9,
  halfHeight: 0.9,
  corner: 0.3,
  crownRows: [0, 0.1, 0.2, 0.31],
  pavilionRows: [0, 0.3, 0.6, 0.9],
};

export const shapeCuts: Readonly<Record<ImperfectionShape, ShapeCut>> = {
  Asscher: { outline: octagon(0.9, 0.9, 0.3), cut: asscher },
  Cushion: { outline: cushion(0.9), cut: brilliant(origin, [0.9, 0.9]) },
  Emerald: { outline: octagon(0.7, 1, 0.2), cut: emerald },
  Heart: { outline: heart(), cut: brilliant([0, -0.06], [0.95, 0.95]) },
  Marquise: { outline: marquise(0.5), cut: brilliant(origin, [0.5, 1], 0.2) },
  Oval: { outline: ellipse(0.7, 1), cut: brilliant(origin, [0.7, 1], 0.12) },
  Pear: { outline: pear(), cut: brilliant([0, 0.2], [0.6, 1], 0.12) },
  Princess: { outline: octagon(0.88, 0.88, 0), cut: { kind: "princess", half: 0.88, table: 0.58 } },
  Radiant: { outline: octagon(0.78, 0.96, 0.16), cut: brilliant(origin, [0.78, 0.96], 0.12) },
  Round: { outline: ellipse(1, 1), cut: brilliant(origin, [1, 1]) },
};
