/**
 * Geometry for the detector's output: convex hull, minimum-area rectangle
 * (rotating calipers), the DB "unclip" that grows a shrunk text kernel back to
 * the line, corner ordering and reading order. Pure, unit-tested.
 */
import type { Point, Quad } from "./types";

const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** Andrew's monotone chain; points may repeat. */
export function convexHull(points: Point[]): Point[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length <= 2) return pts;
  const lower: Point[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  lower.pop();
  upper.pop();
  return lower.concat(upper);
}

export type RotatedRect = { cx: number; cy: number; w: number; h: number; angle: number };

/** Smallest rectangle around the hull; `angle` (radians) is the direction of its `w` side. */
export function minAreaRect(hull: Point[]): RotatedRect {
  if (hull.length === 0) return { cx: 0, cy: 0, w: 0, h: 0, angle: 0 };
  let best: RotatedRect | null = null;
  let bestArea = Infinity;
  const n = hull.length;
  const edges =
    n < 2 ? [0] : hull.map((p, i) => Math.atan2(hull[(i + 1) % n]![1] - p[1], hull[(i + 1) % n]![0] - p[0]));
  for (const a of edges) {
    const ux = Math.cos(a);
    const uy = Math.sin(a);
    let minU = Infinity;
    let maxU = -Infinity;
    let minV = Infinity;
    let maxV = -Infinity;
    for (const [x, y] of hull) {
      const u = x * ux + y * uy;
      const v = -x * uy + y * ux;
      if (u < minU) minU = u;
      if (u > maxU) maxU = u;
      if (v < minV) minV = v;
      if (v > maxV) maxV = v;
    }
    const area = (maxU - minU) * (maxV - minV);
    if (area < bestArea) {
      bestArea = area;
      const cu = (minU + maxU) / 2;
      const cv = (minV + maxV) / 2;
      best = { cx: cu * ux - cv * uy, cy: cu * uy + cv * ux, w: maxU - minU, h: maxV - minV, angle: a };
    }
  }
  return best!;
}

/**
 * Normalises a rectangle so `w` runs along the side closest to horizontal
 * (angle within ±45°): text lines, tilted up to ±10°, keep their width along x.
 */
export function uprightRect(r: RotatedRect): RotatedRect {
  let { w, h, angle } = r;
  // Bring the angle to (-90°, 90°].
  while (angle > Math.PI / 2) angle -= Math.PI;
  while (angle <= -Math.PI / 2) angle += Math.PI;
  if (angle > Math.PI / 4) {
    angle -= Math.PI / 2;
    [w, h] = [h, w];
  } else if (angle < -Math.PI / 4) {
    angle += Math.PI / 2;
    [w, h] = [h, w];
  }
  return { cx: r.cx, cy: r.cy, w, h, angle };
}

/**
 * DB's unclip: the model predicts a shrunk kernel of each line; PP-OCR grows
 * the polygon by area × ratio / perimeter (Clipper offset). For a rectangle
 * that is the same distance added on every side.
 */
export function unclipRect(r: RotatedRect, ratio: number): RotatedRect {
  const perimeter = 2 * (r.w + r.h);
  if (perimeter === 0) return r;
  const d = (r.w * r.h * ratio) / perimeter;
  return { ...r, w: r.w + 2 * d, h: r.h + 2 * d };
}

/** Corners top-left, top-right, bottom-right, bottom-left of an upright rectangle. */
export function rectQuad(r: RotatedRect): Quad {
  const ux = Math.cos(r.angle);
  const uy = Math.sin(r.angle);
  const hw = r.w / 2;
  const hh = r.h / 2;
  const at = (su: number, sv: number): Point => [
    r.cx + su * hw * ux - sv * hh * uy,
    r.cy + su * hw * uy + sv * hh * ux,
  ];
  return [at(-1, -1), at(1, -1), at(1, 1), at(-1, 1)];
}

export function quadBounds(q: Quad, width: number, height: number): { x: number; y: number; w: number; h: number } {
  const xs = q.map((p) => p[0]);
  const ys = q.map((p) => p[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const x1 = Math.min(width, Math.ceil(Math.max(...xs)));
  const y1 = Math.min(height, Math.ceil(Math.max(...ys)));
  return { x: x0, y: y0, w: Math.max(0, x1 - x0), h: Math.max(0, y1 - y0) };
}

type Placed = { quad: Quad };

/**
 * Reading order for horizontal Chinese/English layouts: rows top to bottom,
 * left to right inside a row. The page's skew (median angle of the wide
 * boxes) is undone first, so the lines of a poster tilted 10° do not swap.
 * Two boxes share a row when their vertical overlap is at least half the
 * shorter one's height.
 */
export function readingOrder<T extends Placed>(items: T[]): T[] {
  const angles = items
    .filter(
      ({ quad: [tl, tr, , bl] }) => Math.hypot(tr[0] - tl[0], tr[1] - tl[1]) > Math.hypot(bl[0] - tl[0], bl[1] - tl[1]),
    )
    .map(({ quad: [tl, tr] }) => Math.atan2(tr[1] - tl[1], tr[0] - tl[0]))
    .sort((a, b) => a - b);
  const skew = angles.length ? angles[Math.floor(angles.length / 2)]! : 0;
  const cos = Math.cos(-skew);
  const sin = Math.sin(-skew);
  const placed = items.map((item) => {
    const [tl, tr, br, bl] = item.quad;
    const cx = (tl[0] + tr[0] + br[0] + bl[0]) / 4;
    const cy = (tl[1] + tr[1] + br[1] + bl[1]) / 4;
    const w = Math.hypot(tr[0] - tl[0], tr[1] - tl[1]);
    const h = Math.hypot(bl[0] - tl[0], bl[1] - tl[1]);
    // Undo the skew, then the box in that frame; a tall box keeps its own height.
    const x = cx * cos - cy * sin;
    const y = cx * sin + cy * cos;
    return { item, x: x - w / 2, y: y - h / 2, h, column: h > 1.5 * w };
  });
  placed.sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: { top: number; bottom: number; items: typeof placed }[] = [];
  for (const p of placed) {
    const row = rows.find((r) => {
      const overlap = Math.min(r.bottom, p.y + p.h) - Math.max(r.top, p.y);
      return overlap >= 0.5 * Math.min(p.h, r.bottom - r.top);
    });
    if (row) {
      row.items.push(p);
      row.top = Math.min(row.top, p.y);
      row.bottom = Math.max(row.bottom, p.y + p.h);
    } else rows.push({ top: p.y, bottom: p.y + p.h, items: [p] });
  }
  rows.sort((a, b) => a.top - b.top);
  // Vertical CJK columns side by side read right to left.
  return rows.flatMap((r) => r.items.sort((a, b) => (a.column && b.column ? b.x - a.x : a.x - b.x)).map((p) => p.item));
}
