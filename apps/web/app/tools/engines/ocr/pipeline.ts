/**
 * One image through PP-OCR: detection → boxes → one recognition per box
 * (tall boxes tried both as a CJK column and as rotated text, the more
 * confident reading wins) → reading order. With `quads` given (lines found
 * on an earlier video frame, read again to see whether they still say the
 * same) detection is skipped. The models are passed in, so the unit tests run
 * it on fakes and the worker on ONNX Runtime.
 */
import { ctcDecode } from "./ctc-decode";
import { boxesFromProbabilityMap, type DetectedBox, type DetectOptions } from "./detect-boxes";
import { quadBounds, readingOrder } from "./geometry";
import {
  columnCells,
  detectionTensor,
  lineInput,
  quadSides,
  REC_HEIGHT,
  rotatedInput,
  stackedInput,
  type RecInput,
  type Rgba,
} from "./image-ops";
import { LOW_CONFIDENCE, type OcrLine, type Quad } from "./types";

export type Models = {
  /** NCHW float input of `w × h` → probability map of the same size. */
  detect(input: Float32Array, w: number, h: number): Promise<Float32Array>;
  /** NCHW float input 48 × `width` → `steps × classes` probabilities. */
  recognize(input: Float32Array, width: number): Promise<{ probs: Float32Array; steps: number; classes: number }>;
  dictionary: string[];
};

/** A box at least this many times taller than wide is a vertical column. */
const VERTICAL_RATIO = 1.5;

export async function readImage(
  work: Rgba,
  detImage: Rgba | null,
  models: Models,
  options: DetectOptions & { signal?: AbortSignal; quads?: readonly Quad[]; maxLines?: number } = {},
): Promise<{ lines: OcrLine[]; stages: { detect: number; recognize: number; boxes: number } }> {
  const t0 = performance.now();
  let boxes: { quad: Quad }[];
  if (options.quads) boxes = options.quads.map((quad) => ({ quad }));
  else if (detImage) {
    const { width: dw, height: dh } = detImage;
    const prob = await models.detect(detectionTensor(detImage), dw, dh);
    boxes = boxesFromProbabilityMap(prob, dw, dh, work.width / dw, work.height / dh, options);
    // A video frame's busy texture can give dozens of letter-like boxes: the surest `maxLines` are read.
    if (options.maxLines !== undefined && boxes.length > options.maxLines)
      boxes = [...(boxes as DetectedBox[])].sort((a, b) => b.score - a.score).slice(0, options.maxLines);
  } else throw new Error("readImage needs a detection image or quads");
  const t1 = performance.now();
  const lines: OcrLine[] = [];
  for (const { quad } of boxes) {
    if (options.signal?.aborted) throw new DOMException("cancelled", "AbortError");
    const { w, h } = quadSides(quad);
    const tooSmall = w < 2 || h < 2;
    if (tooSmall && !options.quads) continue;
    const vertical = h / w >= VERTICAL_RATIO;
    const read = async (input: RecInput) => {
      const out = await models.recognize(input.data, input.width);
      return ctcDecode(out.probs, out.steps, out.classes, models.dictionary);
    };
    // A given quad too small to read comes back empty (low) so the answer keeps one line per quad.
    let best = tooSmall
      ? { text: "", confidence: 0 }
      : await read(vertical ? stackedInput(work, quad) : lineInput(work, quad));
    let direction: OcrLine["direction"] = vertical ? "vertical" : "horizontal";
    if (vertical && !tooSmall) {
      // The box's padding makes the character count uncertain by one: cells cut across
      // characters read badly, so the neighbouring counts are tried too.
      const n = columnCells(quad);
      for (const cells of [n - 1, n + 1]) {
        if (cells < 2) continue;
        const other = await read(stackedInput(work, quad, cells));
        if (other.confidence > best.confidence) best = other;
      }
      const turned = await read(rotatedInput(work, quad));
      if (turned.confidence > best.confidence && turned.text.length > 0) {
        best = turned;
        direction = "horizontal";
      }
    }
    lines.push({
      text: best.text,
      confidence: best.confidence,
      box: quadBounds(quad, work.width, work.height),
      quad: quad.map(([x, y]) => [round1(x), round1(y)]) as Quad,
      direction,
      low: best.text.length === 0 || best.confidence < LOW_CONFIDENCE,
    });
  }
  const stages = { detect: Math.round(t1 - t0), recognize: Math.round(performance.now() - t1), boxes: boxes.length };
  // Given quads come back in their own order, one line each, for the caller to compare one by one.
  return { lines: options.quads ? lines : readingOrder(lines), stages };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Scales a line found on a downscaled working image back to the original pixels. */
export function scaleLine(line: OcrLine, factor: number, width: number, height: number): OcrLine {
  if (factor === 1) return line;
  const quad = line.quad.map(([x, y]) => [round1(x * factor), round1(y * factor)]) as Quad;
  return { ...line, quad, box: quadBounds(quad, width, height) };
}

export { REC_HEIGHT };
