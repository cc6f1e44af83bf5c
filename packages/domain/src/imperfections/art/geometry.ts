// Small 2-D helpers for the plot art: points, cubic curves, and SVG path text with one rounding
// rule, so the same drawing always gives the same bytes.
export type Point = readonly [number, number];
// A cubic Bézier segment: start, two control points, end.
export type Cubic = readonly [Point, Point, Point, Point];

// One decimal of a canvas unit is a quarter of a pixel at print size; -0 prints as 0.
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(rounded === 0 ? 0 : rounded);
}

export const pointText = ([x, y]: Point) => `${num(x)} ${num(y)}`;

export const lerp = (a: Point, b: Point, t: number): Point => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];

export const line = (a: Point, b: Point): Cubic => [a, lerp(a, b, 1 / 3), lerp(a, b, 2 / 3), b];

export function cubicAt([p0, p1, p2, p3]: Cubic, t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]];
}

// A quarter ellipse as one cubic (the usual 0.5523 handle), from angle a0 to a0 + 90° (radians).
const kappa = 0.5522847498;
export function ellipseQuarter(center: Point, rx: number, ry: number, a0: number): Cubic {
  const a1 = a0 + Math.PI / 2;
  const at = (a: number): Point => [center[0] + rx * Math.cos(a), center[1] + ry * Math.sin(a)];
  const tangent = (a: number): Point => [-rx * Math.sin(a) * kappa, ry * Math.cos(a) * kappa];
  const s = at(a0);
  const e = at(a1);
  const ts = tangent(a0);
  const te = tangent(a1);
  return [s, [s[0] + ts[0], s[1] + ts[1]], [e[0] - te[0], e[1] - te[1]], e];
}

// A circular arc as cubics of at most 90° each, from angle a0 to a1 (radians, either direction).
export function arc(center: Point, radius: number, a0: number, a1: number): Cubic[] {
  const parts = Math.max(1, Math.ceil(Math.abs(a1 - a0) / (Math.PI / 2) - 1e-9));
  const step = (a1 - a0) / parts;
  const k = (4 / 3) * Math.tan(step / 4);
  const at = (a: number): Point => [center[0] + radius * Math.cos(a), center[1] + radius * Math.sin(a)];
  return Array.from({ length: parts }, (_, i) => {
    const s = a0 + i * step;
    const e = s + step;
    const p0 = at(s);
    const p3 = at(e);
    return [
      p0,
      [p0[0] - k * radius * Math.sin(s), p0[1] + k * radius * Math.cos(s)],
      [p3[0] + k * radius * Math.sin(e), p3[1] - k * radius * Math.cos(e)],
      p3,
    ] as const;
  });
}

export const mapCubic = (cubic: Cubic, f: (p: Point) => Point): Cubic =>
  [f(cubic[0]), f(cubic[1]), f(cubic[2]), f(cubic[3])] as const;

// A closed outline as path text: M, then C for curves (L where a segment is straight).
export function closedPath(segments: readonly Cubic[]): string {
  const first = segments[0];
  if (!first) return "";
  const parts = [`M${pointText(first[0])}`];
  for (const [p0, p1, p2, p3] of segments) {
    const straight = isStraight([p0, p1, p2, p3]);
    parts.push(straight ? `L${pointText(p3)}` : `C${pointText(p1)} ${pointText(p2)} ${pointText(p3)}`);
  }
  parts.push("Z");
  return parts.join("");
}

function isStraight([p0, p1, p2, p3]: Cubic): boolean {
  const off = (p: Point) => Math.abs((p3[0] - p0[0]) * (p[1] - p0[1]) - (p3[1] - p0[1]) * (p[0] - p0[0]));
  return off(p1) < 1e-6 && off(p2) < 1e-6;
}

// Open polylines (facet lines) as path text; a point repeated in a row is dropped.
export function polylines(lines: readonly (readonly Point[])[]): string {
  const parts: string[] = [];
  for (const points of lines) {
    const texts = points.map(pointText).filter((text, i, all) => i === 0 || text !== all[i - 1]);
    if (texts.length < 2) continue;
    parts.push(`M${texts.join("L")}`);
  }
  return parts.join("");
}

// The outline as a dense polygon, for finding where a ray from the centre meets it.
export function samplePolygon(segments: readonly Cubic[], perSegment = 24): Point[] {
  return segments.flatMap((segment) =>
    Array.from({ length: perSegment }, (_, i) => cubicAt(segment, i / perSegment)),
  );
}

// Where the ray from `origin` along `direction` first leaves the polygon.
export function rayHit(polygon: readonly Point[], origin: Point, direction: Point): Point {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i] as Point;
    const b = polygon[(i + 1) % polygon.length] as Point;
    const ex = b[0] - a[0];
    const ey = b[1] - a[1];
    const det = direction[0] * -ey - direction[1] * -ex;
    if (Math.abs(det) < 1e-12) continue;
    const ax = a[0] - origin[0];
    const ay = a[1] - origin[1];
    const t = (ax * -ey - ay * -ex) / det;
    const u = (direction[0] * ay - direction[1] * ax) / det;
    if (t > 1e-9 && u >= -1e-9 && u <= 1 + 1e-9 && t < best) best = t;
  }
  if (!Number.isFinite(best)) return origin;
  return [origin[0] + direction[0] * best, origin[1] + direction[1] * best];
}
