/**
 * What the cut detector knows about one decoded frame: a small Y/U/V grid
 * (block averages of about 4,096 cells, any frame size or shape), a joint
 * colour histogram, a binary edge map and the mean brightness. Pure: the
 * worker fills the grid from the decoder's planes (or a canvas where the
 * decoder hands out RGB), tests fill it from numbers.
 *
 * Why these features: a hard cut changes the colour distribution and the
 * edge layout between two consecutive frames at once, while motion inside a
 * shot moves edges but keeps the colours, and a dissolve or fade changes
 * both a little per frame (histogram difference and edge change ratio:
 * Zhang, Kankanhalli & Smoliar 1993; Zabih, Miller & Mai 1995).
 */

/** Cells of the analysis grid (≈ 64×64, shaped like the frame). */
export const GRID_CELLS = 4096;

export type Grid = { width: number; height: number; y: Uint8Array; u: Uint8Array; v: Uint8Array };

export type FrameFeatures = {
  grid: Grid;
  /** Joint histogram Y(8) × U(4) × V(4), soft-binned, normalised to sum 1. */
  hist: Float32Array;
  /** 1 where the Sobel magnitude of Y is over EDGE_THRESHOLD. */
  edges: Uint8Array;
  edgeCount: number;
  /** Mean Y, 0–255. */
  meanLuma: number;
};

export const EDGE_THRESHOLD = 48;

/** The grid size for a frame of width × height (display orientation). */
export function gridSize(width: number, height: number): { width: number; height: number } {
  const aspect = width > 0 && height > 0 ? width / height : 1;
  const gw = Math.max(8, Math.round(Math.sqrt(GRID_CELLS * aspect)));
  const gh = Math.max(8, Math.round(GRID_CELLS / gw));
  return { width: gw, height: gh };
}

/**
 * Block averages of one plane (`stride` bytes per row, `pixel` bytes per sample: 2 for one channel of NV12's
 * interleaved UV plane) onto gw × gh cells. Every second pixel of every second row is read, every
 * fourth of every fourth on frames over ≈ 1,000 px (five or more samples across a cell): at 1080×1920
 * that is 0.13 M reads instead of 2 M, and still an area average (no aliasing flicker between frames,
 * which a nearest-pixel grid would add).
 */
export function averagePlane(
  plane: Uint8Array,
  offset: number,
  stride: number,
  width: number,
  height: number,
  gw: number,
  gh: number,
  out: Uint8Array,
  pixel = 1,
): void {
  // At least five samples across a cell each way: every fourth pixel of every fourth row at 1080×1920.
  const step = Math.max(width >= gw * 4 && height >= gh * 4 ? 2 : 1, Math.floor(Math.min(width / gw, height / gh) / 5));
  for (let gy = 0; gy < gh; gy++) {
    const y0 = Math.floor((gy * height) / gh);
    const y1 = Math.max(y0 + 1, Math.floor(((gy + 1) * height) / gh));
    for (let gx = 0; gx < gw; gx++) {
      const x0 = Math.floor((gx * width) / gw);
      const x1 = Math.max(x0 + 1, Math.floor(((gx + 1) * width) / gw));
      let sum = 0;
      let n = 0;
      for (let y = y0; y < y1; y += step) {
        const row = offset + y * stride;
        for (let x = x0; x < x1; x += step) {
          sum += plane[row + x * pixel]!;
          n++;
        }
      }
      out[gy * gw + gx] = n ? Math.round(sum / n) : 0;
    }
  }
}

/** A grid from RGBA pixels already at grid size (canvas path), BT.601 like the decoders' YUV. */
export function gridFromRgba(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Grid {
  const n = width * height;
  const y = new Uint8Array(n);
  const u = new Uint8Array(n);
  const v = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const r = rgba[i * 4]!;
    const g = rgba[i * 4 + 1]!;
    const b = rgba[i * 4 + 2]!;
    y[i] = Math.round(16 + 0.257 * r + 0.504 * g + 0.098 * b);
    u[i] = Math.round(128 - 0.148 * r - 0.291 * g + 0.439 * b);
    v[i] = Math.round(128 + 0.439 * r - 0.368 * g - 0.071 * b);
  }
  return { width, height, y, u, v };
}

/** The lower of the two bins (of `width` levels, `count` of them) nearest `value`, and the upper one's weight. */
function softBin(value: number, width: number, count: number): [number, number] {
  const p = value / width - 0.5;
  if (p <= 0) return [0, 0];
  if (p >= count - 1) return [count - 1, 0];
  const lo = Math.floor(p);
  return [lo, p - lo];
}

export function featuresOf(grid: Grid): FrameFeatures {
  const { width: w, height: h, y, u, v } = grid;
  const n = w * h;
  const hist = new Float32Array(128);
  let lumaSum = 0;
  const w1 = 1 / n;
  for (let i = 0; i < n; i++) {
    const yy = y[i]!;
    lumaSum += yy;
    // Soft binning: each cell is shared between the two nearest bins of every channel (trilinear), so a
    // flat area drifting across a bin edge (a fade's last step, a dark frame brightening by a few
    // levels) moves a little weight, not the whole area.
    const [y0, fy] = softBin(yy, 32, 8);
    const [u0, fu] = softBin(u[i]!, 64, 4);
    const [v0, fv] = softBin(v[i]!, 64, 4);
    const y1 = Math.min(7, y0 + 1);
    const u1 = Math.min(3, u0 + 1);
    const v1 = Math.min(3, v0 + 1);
    for (let a = 0; a < 2; a++) {
      const wy = (a ? fy : 1 - fy) * w1;
      if (!wy) continue;
      const by = (a ? y1 : y0) << 4;
      for (let b = 0; b < 2; b++) {
        const wu = (b ? fu : 1 - fu) * wy;
        if (!wu) continue;
        const bu = by | ((b ? u1 : u0) << 2);
        hist[bu | v0]! += wu * (1 - fv);
        if (fv) hist[bu | v1]! += wu * fv;
      }
    }
  }
  const edges = new Uint8Array(n);
  let edgeCount = 0;
  for (let gy = 1; gy < h - 1; gy++) {
    for (let gx = 1; gx < w - 1; gx++) {
      const i = gy * w + gx;
      const gxv = y[i - w + 1]! + 2 * y[i + 1]! + y[i + w + 1]! - y[i - w - 1]! - 2 * y[i - 1]! - y[i + w - 1]!;
      const gyv = y[i + w - 1]! + 2 * y[i + w]! + y[i + w + 1]! - y[i - w - 1]! - 2 * y[i - w]! - y[i - w + 1]!;
      if (Math.abs(gxv) + Math.abs(gyv) > EDGE_THRESHOLD * 4) {
        edges[i] = 1;
        edgeCount++;
      }
    }
  }
  return { grid, hist, edges, edgeCount, meanLuma: n ? lumaSum / n : 0 };
}

/** Half the L1 distance of two normalised histograms: 0 (same colours) … 1 (no colour in common). */
export function histDistance(a: Float32Array, b: Float32Array): number {
  let d = 0;
  for (let i = 0; i < a.length; i++) d += Math.abs(a[i]! - b[i]!);
  return Math.min(1, d / 2);
}

/** Edge pixels of `a` with no edge of `b` within one cell. */
function unmatched(a: Uint8Array, b: Uint8Array, w: number, h: number): number {
  let count = 0;
  for (let gy = 0; gy < h; gy++) {
    for (let gx = 0; gx < w; gx++) {
      const i = gy * w + gx;
      if (!a[i]) continue;
      let near = false;
      for (let dy = -1; dy <= 1 && !near; dy++) {
        const yy = gy + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = gx + dx;
          if (xx >= 0 && xx < w && b[yy * w + xx]) {
            near = true;
            break;
          }
        }
      }
      if (!near) count++;
    }
  }
  return count;
}

/** Below this many edge cells a frame is "flat" (black, a colour card) and its edge change is not used. */
export const MIN_EDGES = 24;

/**
 * Edge change ratio (Zabih et al.): the larger share of edges that appear or vanish between two frames,
 * with a one-cell tolerance for motion. 0 when either frame is flat: a cut to or from a colour card is
 * seen by the histogram instead.
 */
export function edgeChange(a: FrameFeatures, b: FrameFeatures): number {
  if (a.edgeCount < MIN_EDGES || b.edgeCount < MIN_EDGES) return 0;
  const { width: w, height: h } = a.grid;
  const exiting = unmatched(a.edges, b.edges, w, h) / a.edgeCount;
  const entering = unmatched(b.edges, a.edges, w, h) / b.edgeCount;
  return Math.max(exiting, entering);
}

/** Mean absolute difference of the Y grids, 0–1 (motion and change). */
export function pixelChange(a: FrameFeatures, b: FrameFeatures): number {
  const ya = a.grid.y;
  const yb = b.grid.y;
  let d = 0;
  for (let i = 0; i < ya.length; i++) d += Math.abs(ya[i]! - yb[i]!);
  return ya.length ? d / ya.length / 255 : 0;
}

/** A cell has changed when its brightness moves by this much (of 255), or either colour channel by CHROMA_STEP. */
export const CELL_STEP = 16;
export const CHROMA_STEP = 12;

/**
 * Share of the grid's cells whose brightness or colour changed clearly: a cut replaces (nearly) the whole
 * picture; a sticker or caption popping on, or a face turning, changes one region.
 */
export function changedArea(a: FrameFeatures, b: FrameFeatures): number {
  const { y: ya, u: ua, v: va } = a.grid;
  const { y: yb, u: ub, v: vb } = b.grid;
  let n = 0;
  for (let i = 0; i < ya.length; i++)
    if (
      Math.abs(ya[i]! - yb[i]!) >= CELL_STEP ||
      Math.abs(ua[i]! - ub[i]!) >= CHROMA_STEP ||
      Math.abs(va[i]! - vb[i]!) >= CHROMA_STEP
    )
      n++;
  return ya.length ? n / ya.length : 0;
}

export type FrameDiff = { hist: number; edge: number; pixel: number; area: number };

export function frameDiff(a: FrameFeatures, b: FrameFeatures): FrameDiff {
  return {
    hist: histDistance(a.hist, b.hist),
    edge: edgeChange(a, b),
    pixel: pixelChange(a, b),
    area: changedArea(a, b),
  };
}

/** Side of the brightness thumbnail kept for every frame (the blend test of transitions). */
export const THUMB_SIDE = 16;

/** The grid's brightness averaged onto THUMB_SIDE × THUMB_SIDE cells: 256 bytes a frame. */
export function thumbOf(grid: Grid): Uint8Array {
  const { width: w, height: h, y } = grid;
  const out = new Uint8Array(THUMB_SIDE * THUMB_SIDE);
  averagePlane(y, 0, w, w, h, THUMB_SIDE, THUMB_SIDE, out);
  return out;
}

/**
 * How far the middle frame of a candidate transition is from the mean of its two ends (a cross-dissolve
 * or a fade is a blend of the two pictures; a moving or changing shot is not), relative to how much the
 * ends differ: 0 for an exact blend, about 1 or more for a frame unrelated to the blend.
 */
export function blendError(a: Uint8Array, mid: Uint8Array, b: Uint8Array): number {
  let err = 0;
  let spread = 0;
  for (let i = 0; i < a.length; i++) {
    err += Math.abs(mid[i]! - (a[i]! + b[i]!) / 2);
    spread += Math.abs(a[i]! - b[i]!) / 2;
  }
  return err / Math.max(spread, a.length);
}
