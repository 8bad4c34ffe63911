/**
 * One image through PP-OCR: detection → boxes → one recognition per box
 * (tall boxes tried both as a CJK column and as rotated text, the more
 * confident reading wins; lines the direction classifier calls upside down are
 * read turned 180° too) → reading order. With `quads` given (lines found on
 * an earlier video frame, read again to see whether they still say the same)
 * detection is skipped. The models are passed in, so the unit tests run it on
 * fakes and the worker on ONNX Runtime.
 */
import { ctcDecode } from "./ctc-decode";
import { boxesFromProbabilityMap, type DetectedBox, type DetectOptions } from "./detect-boxes";
import { quadBounds, readingOrder } from "./geometry";
import {
  classifierInput,
  columnCells,
  flippedQuad,
  detectionTensor,
  lineInput,
  quadSides,
  REC_HEIGHT,
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
  /** PP-OCR's direction classifier, NCHW 48 × 192 → probability that the line is upside down. Optional. */
  classify?(input: Float32Array): Promise<number>;
};

/** PaddleOCR's cls_thresh: below it a line is taken as upright. */
const UPSIDE_DOWN = 0.9;

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
  const read = async (input: RecInput) => {
    const out = await models.recognize(input.data, input.width);
    return ctcDecode(out.probs, out.steps, out.classes, models.dictionary);
  };
  /**
   * A line read along `quad`; when the classifier calls it upside down, read turned 180°
   * as well and keep the more confident reading (and its corners, so the reading
   * order sees the line's own direction).
   */
  const readLine = async (quad: Quad) => {
    const first = { ...(await read(lineInput(work, quad))), quad };
    if (!models.classify || (await models.classify(classifierInput(work, quad))) < UPSIDE_DOWN) return first;
    const turned = flippedQuad(quad);
    const second = { ...(await read(lineInput(work, turned))), quad: turned };
    return second.confidence > first.confidence ? second : first;
  };
  type Reading = { text: string; confidence: number; quad: Quad };
  const found: { quad: Quad; line?: Reading; column?: Reading; turned?: Reading }[] = [];
  for (const { quad } of boxes) {
    if (options.signal?.aborted) throw new DOMException("cancelled", "AbortError");
    const { w, h } = quadSides(quad);
    if (w < 2 || h < 2) {
      // A given quad too small to read comes back empty (low), so the answer keeps one line per quad.
      if (options.quads) found.push({ quad, line: { text: "", confidence: 0, quad } });
      continue;
    }
    if (h / w < VERTICAL_RATIO) {
      found.push({ quad, line: await readLine(quad) });
      continue;
    }
    // The box's padding makes the character count uncertain by one: cells cut across
    // characters read badly, so the neighbouring counts are tried too.
    const n = columnCells(quad);
    let column: Reading = { ...(await read(stackedInput(work, quad))), quad };
    for (const cells of [n - 1, n + 1]) {
      if (cells < 2) continue;
      const other = await read(stackedInput(work, quad, cells));
      if (other.confidence > column.confidence) column = { ...other, quad };
    }
    // Turned a quarter: text running up the box (the classifier turns it round when it runs down).
    const [tl, tr, br, bl] = quad;
    found.push({ quad, column, turned: await readLine([bl, tl, tr, br]) });
  }
  const prefer = pageColumns(found);
  const lines = found.map(({ quad, line, column, turned }) => {
    let best = line ?? column!;
    let direction: OcrLine["direction"] = line ? "horizontal" : "vertical";
    if (turned && turned.text.length > 0) {
      const pick =
        prefer === "turned"
          ? turned.confidence >= LOW_CONFIDENCE || turned.confidence > best.confidence
          : prefer === "column"
            ? best.confidence < LOW_CONFIDENCE && turned.confidence > best.confidence
            : turned.confidence > best.confidence;
      if (pick) [best, direction] = [turned, "horizontal"];
    }
    const out: OcrLine = {
      text: best.text,
      confidence: best.confidence,
      box: quadBounds(quad, work.width, work.height),
      quad: quad.map(([x, y]) => [round1(x), round1(y)]) as Quad,
      direction,
      low: best.text.length === 0 || best.confidence < LOW_CONFIDENCE,
    };
    // Reading order goes by the corners as read, so an upside-down line sorts by its own
    // direction; a tall box read turned does so only on a page turned a quarter (elsewhere
    // one such box would set the whole page's skew), otherwise it stays a column.
    return { quad: best === turned && prefer !== "turned" ? quad : best.quad, out };
  });
  const stages = { detect: Math.round(t1 - t0), recognize: Math.round(performance.now() - t1), boxes: boxes.length };
  // Given quads come back in their own order, one line each, for the caller to compare one by one.
  if (options.quads) return { lines: lines.map((l) => l.out), stages };
  return { lines: readingOrder(withoutFragments(lines)).map((l) => l.out), stages };
}

type Box = { x: number; y: number; w: number; h: number };
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

/**
 * The detector sometimes cuts a second, small box out of a line it has already boxed
 * (the tail of a number, a stroke of a large glyph); read alone it gives nothing or a
 * low-confidence character. A weak box at least half covered by confident lines is such
 * a fragment and is left out: its text is already in those lines, so nothing is lost.
 */
export function withoutFragments<T extends { out: OcrLine }>(lines: T[]): T[] {
  const good = lines.filter((l) => !l.out.low).map((l) => l.out.box);
  return lines.filter(({ out }) => {
    if (!out.low) return true;
    const area = out.box.w * out.box.h;
    const covered = good.reduce((sum, b) => sum + overlap(out.box, b), 0);
    return !(area > 0 && covered >= area / 2);
  });
}

/**
 * A page is either turned a quarter (every tall box is a turned line) or has vertical
 * CJK columns; both readings of a box are often confident, so the page decides: when
 * at least 3 tall boxes were read and two thirds of them agree, that reading is preferred
 * for all of them (each box still falls back when the preferred reading is weak).
 */
export function pageColumns(
  found: { column?: { confidence: number }; turned?: { text: string; confidence: number } }[],
) {
  const tall = found.filter((f) => f.column && f.turned?.text);
  if (tall.length < 3) return null;
  const turnedWins = tall.filter((f) => f.turned!.confidence > f.column!.confidence).length;
  if (turnedWins * 3 >= tall.length * 2) return "turned" as const;
  if ((tall.length - turnedWins) * 3 >= tall.length * 2) return "column" as const;
  return null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Scales a line found on a downscaled working image back to the original pixels. */
export function scaleLine(line: OcrLine, factor: number, width: number, height: number): OcrLine {
  if (factor === 1) return line;
  const quad = line.quad.map(([x, y]) => [round1(x * factor), round1(y * factor)]) as Quad;
  return { ...line, quad, box: quadBounds(quad, width, height) };
}

export { REC_HEIGHT };
