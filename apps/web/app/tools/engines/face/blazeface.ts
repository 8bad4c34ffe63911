/**
 * BlazeFace's output decoding (MediaPipe's full-range 256 × 256 face detector; README.md in this folder).
 * Pure, so the workers and the tests share it.
 */
import { fromInput, nms, sigmoid, type Crop, type Detection, type Letterbox } from "./boxes";

/** A face is reported on its own at this score or more (docs/decisions/018-creative-tagging.md). */
export const FACE_SURE = 0.85;
/** The model's input side, pixels. */
export const FACE_SIZE = 256;

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
