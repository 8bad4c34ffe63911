/**
 * On-screen text, the worker's part: every OCR_STEP seconds the decoded frame is drawn upright at its display
 * size and the OCR engine's sampler (engines/ocr/frame-regions.ts) says which regions changed since they were
 * last read; those are cropped to where anything is drawn and posted to the page as JPEGs while decoding goes
 * on, so the page's OCR reads them as the video is decoded (read-text.ts), not after.
 */
import type { VideoSample } from "mediabunny";
import { FrameTextSampler, regionJpeg, type RegionPlan } from "../../engines/ocr/frame-regions";

/** A region to read (`blob` null: nothing drawn there, read as no text): where it sits, its scale and detection sizes. */
export type TextRegion = RegionPlan & { blob: Blob | null };
/** One sample: per region what to read, or null when unchanged since its last reading (the page reuses it). */
export type TextFrame = { time: number; band: TextRegion | null; rest: TextRegion | null };

export class TextFrames {
  private readonly sampler: FrameTextSampler;
  private readonly canvas: OffscreenCanvas;

  constructor(width: number, height: number) {
    this.sampler = new FrameTextSampler(width, height);
    this.canvas = new OffscreenCanvas(Math.max(1, width), Math.max(1, height));
  }

  async take(sample: VideoSample, time: number): Promise<TextFrame> {
    sample.drawWithFit(this.canvas.getContext("2d")!, { fit: "fill" });
    const plan = this.sampler.plan(this.canvas, time);
    const region = async (p: RegionPlan | "empty" | null): Promise<TextRegion | null> =>
      p === null
        ? null
        : p === "empty"
          ? { blob: null, rect: { x: 0, y: 0, w: 0, h: 0 }, scale: 1, maxSide: 0, retrySide: 0 }
          : { blob: await regionJpeg(this.canvas, p), ...p };
    return { time, band: await region(plan.band), rest: await region(plan.rest) };
  }
}

/**
 * How many text frames the worker may have posted that the page has not read yet: reading is slower than
 * decoding on a busy video, and each waiting frame holds a JPEG (up to ≈ 0.3 MB), so a long video would pile
 * them up; past this the worker waits for the page's "read" answers (the decoding then goes at the reading's
 * pace, which is the pace of the whole analysis anyway).
 */
export const TEXT_FRAMES_AHEAD = 12;

/** The worker's side of that limit: `take` before posting a frame, `give` when the page says one was read. */
export class FrameCredits {
  private waiting: (() => void) | null = null;

  constructor(private left: number) {}

  async take(): Promise<void> {
    while (this.left <= 0) await new Promise<void>((resolve) => (this.waiting = resolve));
    this.left--;
  }

  give(): void {
    this.left++;
    const wake = this.waiting;
    this.waiting = null;
    wake?.();
  }
}
