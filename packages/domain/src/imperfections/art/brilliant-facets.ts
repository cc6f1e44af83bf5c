import { type Cubic, lerp, type Point, rayHit, samplePolygon } from "./geometry";

// A brilliant's facet lines laid on any outline that can be seen whole from one centre: the round
// brilliant's 8-fold pattern (table, stars, bezels, upper halves; pavilion mains and lower halves)
// is drawn along 16 rays, each ending where it meets the girdle. Round, oval, pear, marquise,
// heart, cushion and radiant are all "modified brilliants" of this one pattern.
export type BrilliantCut = {
  kind: "brilliant";
  // Where the rays start (the table's centre), in the outline's units.
  center: Point;
  // The outline's half width and half height: rays are spread as on an ellipse of that shape, so
  // an elongated stone gets its facets spread along its length, as a cutter places them.
  spread: Point;
  // Table corners and star points, as fractions of the way from the centre to the girdle.
  table: number;
  star: number;
  // Where the lower halves meet the mains, as a fraction from the culet to the girdle.
  lowerHalf: number;
  // Half the length of the pavilion's keel (elongated stones end in a line, not a point).
  keel: number;
};

const rays = 16;

function girdlePoints(outline: readonly Cubic[], cut: BrilliantCut): Point[] {
  const polygon = samplePolygon(outline);
  return Array.from({ length: rays }, (_, i) => {
    // Ray 0 points up (towards 12 o'clock); they go round clockwise.
    const angle = (i / rays) * 2 * Math.PI - Math.PI / 2;
    const direction: Point = [cut.spread[0] * Math.cos(angle), cut.spread[1] * Math.sin(angle)];
    return rayHit(polygon, cut.center, direction);
  });
}

const at = <T>(items: readonly T[], i: number): T =>
  items[((i % items.length) + items.length) % items.length] as T;

// Crown: the table's octagon has its corners on the odd rays (so its edges face up, down and
// sideways), the star points sit on the even rays; each star point joins the two table corners
// beside it and the girdle on its own ray (upper halves) and on the rays beside it (bezel sides).
export function brilliantCrown(outline: readonly Cubic[], cut: BrilliantCut): Point[][] {
  const girdle = girdlePoints(outline, cut);
  const toward = (i: number, fraction: number) => lerp(cut.center, at(girdle, i), fraction);
  const lines: Point[][] = [];
  const table: Point[] = [];
  const stars: Point[] = [];
  for (let i = 0; i < rays; i += 2) {
    table.push(toward(i + 1, cut.table));
    const star = toward(i, cut.star);
    stars.push(star, toward(i + 1, cut.table));
    lines.push([at(girdle, i - 1), star, at(girdle, i + 1)], [star, at(girdle, i)]);
  }
  lines.push([...table, at(table, 0)]);
  const starZigzag = [at(stars, -1), ...stars];
  lines.push(starZigzag);
  return lines;
}

// Pavilion: the mains' edges run from the culet (or the keel's end nearest them) straight out to
// the girdle on the even rays; the lower halves meet them at `lowerHalf` and end on the odd rays.
export function brilliantPavilion(outline: readonly Cubic[], cut: BrilliantCut): Point[][] {
  const girdle = girdlePoints(outline, cut);
  const top: Point = [cut.center[0], cut.center[1] - cut.keel];
  const bottom: Point = [cut.center[0], cut.center[1] + cut.keel];
  const lines: Point[][] = cut.keel > 0 ? [[top, bottom]] : [];
  for (let i = 0; i < rays; i += 2) {
    const end = at(girdle, i);
    // Rays 0..3 and 13..15 lean up, 5..11 down; the two sideways rays start at the centre.
    const vertical = Math.cos((i / rays) * 2 * Math.PI);
    const origin = Math.abs(vertical) < 1e-9 ? cut.center : vertical > 0 ? top : bottom;
    const meet = lerp(origin, end, cut.lowerHalf);
    lines.push([origin, end], [at(girdle, i - 1), meet, at(girdle, i + 1)]);
  }
  return lines;
}
