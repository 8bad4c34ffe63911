/**
 * Pixels → model tensors, pure (the worker and the unit tests share it).
 * PP-OCR was trained on OpenCV's BGR images, so channel 0 is blue; detection
 * normalises with ImageNet mean/std in that order, recognition to [-1, 1] at a
 * height of 48 px (PaddleOCR's DetResizeForTest / resize_norm_img).
 */
import type { Point, Quad } from "./types";

export type Rgba = { data: Uint8ClampedArray; width: number; height: number };

/** Detection input size: longest side at most `maxSide`, both sides multiples of 32. */
export function detectionSize(width: number, height: number, maxSide: number): { w: number; h: number } {
  const ratio = Math.max(width, height) > maxSide ? maxSide / Math.max(width, height) : 1;
  return {
    w: Math.max(32, Math.round((width * ratio) / 32) * 32),
    h: Math.max(32, Math.round((height * ratio) / 32) * 32),
  };
}

const DET_MEAN = [0.485, 0.456, 0.406];
const DET_STD = [0.229, 0.224, 0.225];

/** `img` already resized to the detection size. */
export function detectionTensor(img: Rgba): Float32Array {
  const { data, width, height } = img;
  const plane = width * height;
  const out = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) {
    // BGR order: data[i*4+2] is blue.
    for (let c = 0; c < 3; c++) out[c * plane + i] = (data[i * 4 + (2 - c)]! / 255 - DET_MEAN[c]!) / DET_STD[c]!;
  }
  return out;
}

const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/**
 * Samples the parallelogram tl→tr / tl→bl of `quad` into an `outW × outH`
 * patch, averaging `k × k` bilinear samples per output pixel when the patch is
 * smaller than the source (so 120 px text shrunk to 48 px does not alias).
 * Returns the normalised recognition planes (BGR, [-1, 1]) of width `padW`;
 * the right padding stays 0 like PaddleOCR's padded batch.
 */
export function samplePatch(img: Rgba, quad: Quad, outW: number, outH: number, padW = outW): Float32Array {
  const [tl, tr, , bl] = quad;
  const srcW = Math.hypot(tr[0] - tl[0], tr[1] - tl[1]);
  const srcH = Math.hypot(bl[0] - tl[0], bl[1] - tl[1]);
  const k = Math.max(1, Math.min(4, Math.ceil(Math.max(srcW / outW, srcH / outH))));
  const plane = padW * outH;
  const out = new Float32Array(3 * plane);
  const { data, width, height } = img;
  const ux = (tr[0] - tl[0]) / outW;
  const uy = (tr[1] - tl[1]) / outW;
  const vx = (bl[0] - tl[0]) / outH;
  const vy = (bl[1] - tl[1]) / outH;
  const rgb = [0, 0, 0];
  for (let oy = 0; oy < outH; oy++) {
    for (let ox = 0; ox < outW; ox++) {
      rgb[0] = rgb[1] = rgb[2] = 0;
      for (let sy = 0; sy < k; sy++) {
        const fy = oy + (sy + 0.5) / k;
        for (let sx = 0; sx < k; sx++) {
          const fx = ox + (sx + 0.5) / k;
          const x = Math.min(width - 1, Math.max(0, tl[0] + fx * ux + fy * vx - 0.5));
          const y = Math.min(height - 1, Math.max(0, tl[1] + fx * uy + fy * vy - 0.5));
          const x0 = Math.floor(x);
          const y0 = Math.floor(y);
          const x1 = Math.min(width - 1, x0 + 1);
          const y1 = Math.min(height - 1, y0 + 1);
          const ax = x - x0;
          const ay = y - y0;
          const i00 = (y0 * width + x0) * 4;
          const i10 = (y0 * width + x1) * 4;
          const i01 = (y1 * width + x0) * 4;
          const i11 = (y1 * width + x1) * 4;
          for (let c = 0; c < 3; c++) {
            const top = data[i00 + c]! * (1 - ax) + data[i10 + c]! * ax;
            const bottom = data[i01 + c]! * (1 - ax) + data[i11 + c]! * ax;
            rgb[c]! += top * (1 - ay) + bottom * ay;
          }
        }
      }
      const o = oy * padW + ox;
      for (let c = 0; c < 3; c++) out[c * plane + o] = (rgb[2 - c]! / (k * k) / 255 - 0.5) / 0.5;
    }
  }
  return out;
}

export const REC_HEIGHT = 48;
/**
 * PaddleOCR pads a batch to at least 320 px (imgW); one line at a time needs
 * no padding beyond a few characters' width, which halves the work on short
 * lines (same accuracy on the evaluation set: docs/decisions/010-ocr-engine.md).
 */
export const REC_MIN_WIDTH = 96;
export const REC_MAX_WIDTH = 3200;

export function quadSides(quad: Quad): { w: number; h: number } {
  const [tl, tr, br, bl] = quad;
  return {
    w: Math.max(Math.hypot(tr[0] - tl[0], tr[1] - tl[1]), Math.hypot(br[0] - bl[0], br[1] - bl[1])),
    h: Math.max(Math.hypot(bl[0] - tl[0], bl[1] - tl[1]), Math.hypot(br[0] - tr[0], br[1] - tr[1])),
  };
}

export type RecInput = { data: Float32Array; width: number };

/** A horizontal line, read as is. */
export function lineInput(img: Rgba, quad: Quad): RecInput {
  const { w, h } = quadSides(quad);
  const outW = Math.max(8, Math.min(REC_MAX_WIDTH, Math.round((REC_HEIGHT * w) / Math.max(1, h))));
  const padW = Math.max(REC_MIN_WIDTH, Math.ceil(outW / 8) * 8);
  return { data: samplePatch(img, quad, outW, REC_HEIGHT, padW), width: padW };
}

/** How many roughly square characters a column box holds. */
export function columnCells(quad: Quad): number {
  const { w, h } = quadSides(quad);
  return Math.max(1, Math.min(40, Math.round(h / Math.max(1, w))));
}

/**
 * A tall box read as a column of CJK characters: cut into roughly square
 * cells, laid side by side (each 48 × 48, the column's own spacing between
 * them), so the
 * horizontal recogniser sees upright characters.
 */
export function stackedInput(img: Rgba, quad: Quad, cells?: number): RecInput {
  const [tl, tr, br, bl] = quad;
  const n = cells ?? columnCells(quad);
  const cell = REC_HEIGHT;
  const gap = 0;
  const outW = n * (cell + gap);
  const padW = Math.max(REC_MIN_WIDTH, Math.ceil(outW / 8) * 8);
  const plane = padW * REC_HEIGHT;
  const out = new Float32Array(3 * plane);
  for (let k = 0; k < n; k++) {
    const a = k / n;
    const b = (k + 1) / n;
    const part: Quad = [lerp(tl, bl, a), lerp(tr, br, a), lerp(tr, br, b), lerp(tl, bl, b)];
    const patch = samplePatch(img, part, cell, cell);
    for (let c = 0; c < 3; c++)
      for (let y = 0; y < cell; y++)
        for (let x = 0; x < cell; x++)
          out[c * plane + y * padW + k * (cell + gap) + x] = patch[c * cell * cell + y * cell + x]!;
  }
  return { data: out, width: padW };
}

/** PP-OCR's direction classifier input: 48 × 192 (cls_image_shape), normalised like recognition. */
export const CLS_WIDTH = 192;

/** A line for the direction classifier: scaled to 48 px high, squeezed to 192 px when longer, padded with 0. */
export function classifierInput(img: Rgba, quad: Quad): Float32Array {
  const { w, h } = quadSides(quad);
  const outW = Math.max(8, Math.min(CLS_WIDTH, Math.ceil((REC_HEIGHT * w) / Math.max(1, h))));
  return samplePatch(img, quad, outW, REC_HEIGHT, CLS_WIDTH);
}

/** The same box read the other way round (turned 180°): its far corner becomes its top-left. */
export function flippedQuad(quad: Quad): Quad {
  const [tl, tr, br, bl] = quad;
  return [br, bl, tl, tr];
}
