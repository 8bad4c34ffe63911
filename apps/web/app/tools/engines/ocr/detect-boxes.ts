/**
 * PP-OCR's DB post-processing, written here instead of pulling OpenCV.js
 * (~8 MB) for it: threshold the probability map, label connected regions,
 * take each region's minimum-area rectangle, score it by the mean
 * probability inside, grow it back by the unclip ratio and scale it to the
 * image. Thresholds are PaddleOCR's defaults (det_db_thresh 0.3,
 * det_db_box_thresh 0.6, det_db_unclip_ratio 1.5), box_thresh lowered to 0.5
 * so faint white-on-photo lines come out (flagged low by recognition instead
 * of vanishing).
 */
import { convexHull, minAreaRect, rectQuad, unclipRect, uprightRect } from "./geometry";
import type { Point, Quad } from "./types";

export type DetectOptions = {
  threshold?: number;
  boxThreshold?: number;
  unclipRatio?: number;
  /** Shorter side (map pixels) below which a region is noise. */
  minSide?: number;
};

export type DetectedBox = { quad: Quad; score: number };

/**
 * @param prob probability map, row-major, `mapW × mapH`
 * @param scaleX image pixels per map pixel horizontally (likewise `scaleY`)
 */
export function boxesFromProbabilityMap(
  prob: Float32Array,
  mapW: number,
  mapH: number,
  scaleX: number,
  scaleY: number,
  options: DetectOptions = {},
): DetectedBox[] {
  const threshold = options.threshold ?? 0.3;
  const boxThreshold = options.boxThreshold ?? 0.5;
  const unclipRatio = options.unclipRatio ?? 1.5;
  const minSide = options.minSide ?? 3;
  const labels = new Int32Array(mapW * mapH);
  const stack: number[] = [];
  const boxes: DetectedBox[] = [];
  let next = 0;
  for (let start = 0; start < prob.length; start++) {
    if (labels[start] !== 0 || prob[start]! <= threshold) continue;
    next += 1;
    labels[start] = next;
    stack.push(start);
    // Per row, the leftmost and rightmost pixel: enough for the convex hull.
    const rowMin = new Map<number, number>();
    const rowMax = new Map<number, number>();
    let sum = 0;
    let count = 0;
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % mapW;
      const y = (i - x) / mapW;
      sum += prob[i]!;
      count += 1;
      if (!(rowMin.get(y)! <= x)) rowMin.set(y, x);
      if (!(rowMax.get(y)! >= x)) rowMax.set(y, x);
      // 8-connected, like OpenCV's findContours on the bitmap.
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= mapH) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= mapW || (dx === 0 && dy === 0)) continue;
          const j = ny * mapW + nx;
          if (labels[j] === 0 && prob[j]! > threshold) {
            labels[j] = next;
            stack.push(j);
          }
        }
      }
    }
    if (count < 4) continue;
    const points: Point[] = [];
    for (const [y, x0] of rowMin) {
      const x1 = rowMax.get(y)!;
      // Pixel corners, so a one-pixel-high region still has an area.
      points.push([x0, y], [x0, y + 1], [x1 + 1, y], [x1 + 1, y + 1]);
    }
    const rect = uprightRect(minAreaRect(convexHull(points)));
    if (Math.min(rect.w, rect.h) < minSide) continue;
    const score = sum / count;
    if (score < boxThreshold) continue;
    const grown = unclipRect(rect, unclipRatio);
    if (Math.min(grown.w, grown.h) < minSide + 2) continue;
    const quad = rectQuad(grown).map(([x, y]) => [x * scaleX, y * scaleY] as Point) as Quad;
    boxes.push({ quad, score });
  }
  return boxes;
}
