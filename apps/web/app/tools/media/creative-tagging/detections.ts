/**
 * Box maths and the two detectors' output decoding (docs/decisions/018-creative-tagging.md): the
 * image is letterboxed into the model's square input, the raw outputs are decoded here, kept above a
 * threshold, reduced by non-maximum suppression and mapped back to the image as 0–1 boxes. Pure, so
 * the worker and the tests share it.
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

/**
 * BlazeFace (MediaPipe's full-range 256 × 256 detector): anchors in input pixels, 2 per cell on the
 * 16 × 16 grid then 6 per cell on the 8 × 8 grid, in the order of the model's two output heads.
 */
export function blazefaceAnchors(inputSize: number): Array<[number, number]> {
  const anchors: Array<[number, number]> = [];
  for (const [stride, perCell] of [
    [16, 2],
    [32, 6],
  ] as const) {
    const cells = Math.ceil(inputSize / stride);
    for (let y = 0; y < cells; y++)
      for (let x = 0; x < cells; x++)
        for (let a = 0; a < perCell; a++) anchors.push([(x + 0.5) * stride, (y + 0.5) * stride]);
  }
  return anchors;
}

/**
 * Faces from BlazeFace: `logits` one per anchor, `regressors` 16 per anchor (centre offset, size,
 * six landmarks; input pixels). Scores are sigmoid(logit); boxes above `threshold` go through NMS.
 */
export function decodeBlazeface(
  logits: ArrayLike<number>,
  regressors: ArrayLike<number>,
  anchors: ReadonlyArray<[number, number]>,
  lb: Letterbox,
  threshold: number,
  iouThreshold = 0.3,
): Detection[] {
  const out: Detection[] = [];
  for (let i = 0; i < anchors.length; i++) {
    const score = sigmoid(logits[i]!);
    if (score < threshold) continue;
    const [ax, ay] = anchors[i]!;
    const cx = ax + regressors[i * 16]!;
    const cy = ay + regressors[i * 16 + 1]!;
    const w = regressors[i * 16 + 2]!;
    const h = regressors[i * 16 + 3]!;
    const box = fromInput(cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2, lb);
    if (box.w > 0 && box.h > 0) out.push({ box, score, label: 0 });
  }
  return nms(out, iouThreshold);
}

/** One NanoDet output level: `cls` n × classes (probabilities), `reg` n × 4·(regMax+1) logits. */
export type NanodetLevel = { n: number; cls: ArrayLike<number>; reg: ArrayLike<number> };

/**
 * Objects from NanoDet (COCO, 80 classes): each grid point's best class above `threshold`; the box
 * sides are the expected distance under the softmax over regMax+1 bins (generalized focal loss),
 * times the level's stride, from the point's centre.
 */
export function decodeNanodet(
  levels: readonly NanodetLevel[],
  lb: Letterbox,
  classes: number,
  threshold: number,
  iouThreshold = 0.5,
): Detection[] {
  const out: Detection[] = [];
  for (const level of levels) {
    const cellsPerSide = Math.round(Math.sqrt(level.n));
    const stride = lb.size / cellsPerSide;
    const bins = level.reg.length / level.n / 4;
    for (let i = 0; i < level.n; i++) {
      let best = -1;
      let score = threshold;
      for (let c = 0; c < classes; c++) {
        const s = level.cls[i * classes + c]!;
        if (s >= score) {
          score = s;
          best = c;
        }
      }
      if (best < 0) continue;
      const cx = ((i % cellsPerSide) + 0.5) * stride;
      const cy = (Math.floor(i / cellsPerSide) + 0.5) * stride;
      const d = [0, 1, 2, 3].map((side) => expectedBin(level.reg, (i * 4 + side) * bins, bins) * stride);
      const box = fromInput(cx - d[0]!, cy - d[1]!, cx + d[2]!, cy + d[3]!, lb);
      if (box.w > 0 && box.h > 0) out.push({ box, score, label: best });
    }
  }
  return nms(out, iouThreshold);
}

function expectedBin(logits: ArrayLike<number>, start: number, bins: number): number {
  let max = -Infinity;
  for (let k = 0; k < bins; k++) max = Math.max(max, logits[start + k]!);
  let sum = 0;
  let weighted = 0;
  for (let k = 0; k < bins; k++) {
    const e = Math.exp(logits[start + k]! - max);
    sum += e;
    weighted += e * k;
  }
  return sum > 0 ? weighted / sum : 0;
}

/** A region of the image in its own pixels. */
export type Crop = { x: number; y: number; w: number; h: number };

/**
 * Where BlazeFace looks: the whole image, and for a tall or wide one (≥ 1.3:1) overlapping squares
 * along its long side too, so a face in a 9:16 cover is not shrunk below what a 256-px input can see.
 */
export function faceCrops(width: number, height: number): Crop[] {
  const crops: Crop[] = [{ x: 0, y: 0, w: width, h: height }];
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (short <= 0 || long / short < 1.3) return crops;
  const steps = Math.ceil((long - short) / (short * 0.75));
  for (let k = 0; k <= steps; k++) {
    const at = Math.round(((long - short) * k) / steps);
    crops.push(width > height ? { x: at, y: 0, w: short, h: short } : { x: 0, y: at, w: short, h: short });
  }
  return crops;
}

/** A box as a share of `crop` → as a share of the whole image. */
export function fromCrop(box: Box, crop: Crop, width: number, height: number): Box {
  return {
    x: (crop.x + box.x * crop.w) / width,
    y: (crop.y + box.y * crop.h) / height,
    w: (box.w * crop.w) / width,
    h: (box.h * crop.h) / height,
  };
}

/**
 * Keeps a face when BlazeFace is sure (≥ `sure`), or fairly sure (≥ `likely`) and its centre lies in a
 * box the person detector found: side views and small faces score low, and so do a cup's rim or a
 * cat, which no person box confirms (measured on the tuning set, docs/decisions/018-creative-tagging.md).
 */
export function confirmFaces(
  faces: readonly Detection[],
  people: readonly Box[],
  sure: number,
  likely: number,
): Detection[] {
  return faces.filter((f) => {
    if (f.score >= sure) return true;
    if (f.score < likely) return false;
    const cx = f.box.x + f.box.w / 2;
    const cy = f.box.y + f.box.h / 2;
    return people.some((p) => cx >= p.x && cx <= p.x + p.w && cy >= p.y && cy <= p.y + p.h);
  });
}
