/**
 * Box maths shared by the detectors (faces here, objects in 创意元素标注): the image is letterboxed into
 * the model's square input, raw outputs are mapped back to the image as 0–1 boxes and reduced by
 * non-maximum suppression. Pure, so the workers and the tests share it.
 */
/** A box as a share of the image: left, top, width, height, each 0–1. */
export type Box = { x: number; y: number; w: number; h: number };
export type Detection = { box: Box; score: number; label: number };

/** How an image of srcW × srcH is drawn into a size × size square, aspect kept, centred. */
export type Letterbox = { size: number; scale: number; padX: number; padY: number; drawW: number; drawH: number };

export function letterbox(srcW: number, srcH: number, size: number): Letterbox {
  const scale = size / Math.max(srcW, srcH, 1);
  const drawW = Math.max(1, Math.round(srcW * scale));
  const drawH = Math.max(1, Math.round(srcH * scale));
  return { size, scale, padX: Math.floor((size - drawW) / 2), padY: Math.floor((size - drawH) / 2), drawW, drawH };
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** Corners in model-input pixels → a box as a share of the original image, clipped to it. */
export function fromInput(x1: number, y1: number, x2: number, y2: number, lb: Letterbox): Box {
  const l = clamp01((x1 - lb.padX) / lb.drawW);
  const t = clamp01((y1 - lb.padY) / lb.drawH);
  const r = clamp01((x2 - lb.padX) / lb.drawW);
  const b = clamp01((y2 - lb.padY) / lb.drawH);
  return { x: l, y: t, w: Math.max(0, r - l), h: Math.max(0, b - t) };
}

export function area(b: Box): number {
  return b.w * b.h;
}

export function iou(a: Box, b: Box): number {
  const ix = Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x));
  const iy = Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
  const inter = ix * iy;
  const union = area(a) + area(b) - inter;
  return union > 0 ? inter / union : 0;
}

/** Share of the union of the boxes in the image (a grid count, exact enough for a summary). */
export function coverage(boxes: readonly Box[], grid = 200): number {
  if (boxes.length === 0) return 0;
  const cells = new Uint8Array(grid * grid);
  for (const b of boxes) {
    const x0 = Math.round(clamp01(b.x) * grid);
    const x1 = Math.round(clamp01(b.x + b.w) * grid);
    const y0 = Math.round(clamp01(b.y) * grid);
    const y1 = Math.round(clamp01(b.y + b.h) * grid);
    for (let y = y0; y < y1; y++) cells.fill(1, y * grid + x0, y * grid + x1);
  }
  let n = 0;
  for (const c of cells) n += c;
  return n / (grid * grid);
}

/** Greedy non-maximum suppression within each label, best first. */
export function nms(dets: readonly Detection[], iouThreshold: number, maxOut = 100): Detection[] {
  const sorted = [...dets].sort((a, b) => b.score - a.score);
  const kept: Detection[] = [];
  for (const d of sorted) {
    if (kept.length >= maxOut) break;
    if (kept.some((k) => k.label === d.label && iou(k.box, d.box) > iouThreshold)) continue;
    kept.push(d);
  }
  return kept;
}

export const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** A region of the image in its own pixels. */
export type Crop = { x: number; y: number; w: number; h: number };

/** A box as a share of `crop` → as a share of the whole image. */
export function fromCrop(box: Box, crop: Crop, width: number, height: number): Box {
  return {
    x: (crop.x + box.x * crop.w) / width,
    y: (crop.y + box.y * crop.h) / height,
    w: (box.w * crop.w) / width,
    h: (box.h * crop.h) / height,
  };
}
