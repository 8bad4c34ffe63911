/**
 * One region of a video frame (the subtitle band, or the rest of the frame) through the OCR engine, as both
 * tools that read video frames do it (视频字幕合规检测, 爆款视频拆解). Detection runs at `maxSide`; a region that
 * gives lines but no sure one is detected again at `retrySide`: on a busy background (noise, foliage, Game of
 * Life cells) small white text merges with the texture at a low detection size (docs/decisions/016-ocr-speed.md).
 */
import type { OcrEngine } from "./ocr-client";
import { FLICKER_CONFIDENCE, similarity } from "./timed-lines";
import type { OcrLine, OcrResult, Quad } from "./types";

export type RegionTiming = { detect: number; recognize: number; other: number; boxes: number; calls: number };

/**
 * Lines read per region at most: a subtitle band or a frame of an ad carries a handful, a busy texture (a
 * fractal, foliage) gives dozens of letter-like boxes, each a recognition (seconds on a loaded machine).
 */
const MAX_LINES = 10;

export const emptyTiming = (): RegionTiming => ({ detect: 0, recognize: 0, other: 0, boxes: 0, calls: 0 });

/** A line that is certainly text: several characters read with confidence (engines/ocr/timed-lines.ts). */
export const isSure = (line: { text: string; confidence: number }) =>
  [...line.text.replace(/\s+/g, "")].length >= 3 && line.confidence >= FLICKER_CONFIDENCE;

/**
 * `source` is asked for the picture once per detection (an ImageBitmap is handed over to the OCR worker and
 * cannot be sent twice; a Blob can). `timing`, when given, collects where the time went (seconds).
 */
export async function readRegion(
  ocr: OcrEngine,
  source: () => Blob | ImageBitmap | Promise<Blob | ImageBitmap>,
  options: { maxSide: number; retrySide: number; signal: AbortSignal; timing?: RegionTiming; maxLines?: number },
): Promise<OcrLine[]> {
  const { maxSide, retrySide, signal, timing, maxLines = MAX_LINES } = options;
  const run = async (side: number) => {
    const result = await ocr.recognize(await source(), { signal, maxSide: side, maxLines });
    if (timing) add(timing, result);
    return result.lines;
  };
  const lines = await run(maxSide);
  if (lines.length === 0 || lines.some(isSure) || retrySide <= maxSide) return lines;
  return run(retrySide);
}

function add(timing: RegionTiming, { ms, stages }: OcrResult) {
  timing.detect += stages.detect / 1000;
  timing.recognize += stages.recognize / 1000;
  timing.other += Math.max(0, ms - stages.detect - stages.recognize) / 1000;
  timing.boxes += stages.boxes;
  timing.calls++;
}

/** A crop of a frame to read: where it sits in the frame (display pixels), its scale, its detection sizes. */
export type RegionPicture = {
  source: () => Blob | ImageBitmap | Promise<Blob | ImageBitmap>;
  rect: { x: number; y: number; w: number; h: number };
  /** Picture pixels per frame pixel. */
  scale: number;
  maxSide: number;
  retrySide: number;
};

/** Below this similarity a line read again is another line (timed-lines.ts joins at 0.7; this is stricter). */
const SAME_TEXT = 0.8;

/**
 * Reads one region of successive frames. When the region changed but its last detection found sure lines (a
 * caption over a moving background), those lines are first read again where they were, without detection: if
 * each still says the same, that is the reading. Detection runs when they do not (a new caption), when there
 * was nothing sure to check, when the lines are outside this crop, and at least every `redetect` seconds, so a
 * line added beside a caption that stays is found that late at most.
 */
export class RegionReader {
  private known: { lines: { text: string; quad: Quad }[]; at: number } | null = null;

  constructor(
    private readonly ocr: OcrEngine,
    private readonly redetect = 2,
  ) {}

  async read(
    region: RegionPicture,
    time: number,
    signal: AbortSignal,
    timing?: RegionTiming,
  ): Promise<{ lines: OcrLine[]; verified: boolean }> {
    const { rect, scale } = region;
    const toPicture = (q: Quad) => q.map(([x, y]) => [(x - rect.x) * scale, (y - rect.y) * scale]) as Quad;
    const known = this.known;
    if (known && time - known.at < this.redetect - 1e-6) {
      const quads = known.lines.map((l) => toPicture(l.quad));
      const inside = quads.every((q) =>
        q.every(([x, y]) => x >= -1 && y >= -1 && x <= rect.w * scale + 1 && y <= rect.h * scale + 1),
      );
      if (inside) {
        const result = await this.ocr.recognize(await region.source(), { signal, lines: quads });
        if (timing) add(timing, result);
        const same = result.lines.every(
          (l, i) => !l.low && similarity(l.text, known.lines[i]!.text) >= SAME_TEXT && l.text.length > 0,
        );
        if (same && result.lines.length === known.lines.length) return { lines: result.lines, verified: true };
      }
    }
    const lines = await readRegion(this.ocr, region.source, { ...region, signal, timing });
    const sure = lines.filter(isSure);
    const toFrame = (q: Quad) => q.map(([x, y]) => [rect.x + x / scale, rect.y + y / scale]) as Quad;
    this.known = sure.length ? { lines: sure.map((l) => ({ text: l.text, quad: toFrame(l.quad) })), at: time } : null;
    return { lines, verified: false };
  }
}
