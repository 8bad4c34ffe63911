/**
 * What to read on one sampled video frame, for the two tools that read text in videos (视频字幕合规检测 on the
 * page, 爆款视频拆解 in its decoding worker): a grey copy at a quarter size gives each region (the subtitle
 * band, the rest of the frame) its edge map; the gate (frame-change.ts) says which changed since it was last
 * read; a changed region is cropped to where anything is drawn in it, and comes with the detection sizes to
 * use. Canvas only (OffscreenCanvas), so it runs in a worker as well as on the page.
 */
import {
  DEFAULT_GATE,
  drawnArea,
  signatureOf,
  SIGNATURE_SCALE,
  SUBTITLE_BAND,
  TextGate,
  type Box,
  type EdgeMap,
  type GateOptions,
} from "./frame-change";

/** A region to read: the crop in the frame's display pixels, the picture's scale, the detection sizes. */
export type RegionPlan = { rect: Box; scale: number; maxSide: number; retrySide: number };
/** Per region: a plan to read it, "empty" (nothing drawn there: no text, no OCR), or null (unchanged: reuse). */
export type FramePlan = { time: number; band: RegionPlan | "empty" | null; rest: RegionPlan | "empty" | null };

export type SamplerOptions = {
  gate: GateOptions;
  /**
   * Detection sizes as the short side of the whole frame they would scale it to (detection runs on the crop at
   * that scale): the band at 640 (a 1080×1920 frame's band was detected at 640 px before it was cropped), 960
   * for a band with lines but no sure one (white text merges with a busy texture at 640); the rest of the
   * frame at 432, about a poster's 736 px on the long side (docs/decisions/016-ocr-speed.md).
   */
  bandShort: number;
  bandRetryShort: number;
  restShort: number;
  restRetryShort: number;
  /** Pictures handed to OCR are at most this on the frame's short side (a 4K frame's text is read at 1080). */
  pictureShort: number;
};

export const DEFAULT_SAMPLER: SamplerOptions = {
  gate: DEFAULT_GATE,
  bandShort: 640,
  bandRetryShort: 960,
  restShort: 432,
  restRetryShort: 640,
  pictureShort: 1080,
};

/** Pixels of margin around the drawn area, at a 1080 short side: the detector needs some background around text. */
const PAD = 32;

export class FrameTextSampler {
  private readonly gate: TextGate;
  private readonly canvas: OffscreenCanvas;
  private readonly sw: number;
  private readonly sh: number;
  private readonly bandTopCells: number;
  readonly options: SamplerOptions;

  constructor(
    readonly width: number,
    readonly height: number,
    options: Partial<SamplerOptions> = {},
  ) {
    this.options = { ...DEFAULT_SAMPLER, ...options };
    this.gate = new TextGate(this.options.gate);
    this.sw = Math.max(3, Math.ceil(width / SIGNATURE_SCALE));
    this.sh = Math.max(3, Math.ceil(height / SIGNATURE_SCALE));
    this.bandTopCells = Math.round(this.sh * (1 - SUBTITLE_BAND));
    this.canvas = new OffscreenCanvas(this.sw, this.sh);
  }

  /** The first row of the subtitle band, in display pixels. */
  get bandTop(): number {
    return Math.min(this.height, this.bandTopCells * SIGNATURE_SCALE);
  }

  /** `source` shows the frame upright at its display size (width × height). */
  plan(source: CanvasImageSource, time: number): FramePlan {
    const { sw, sh, bandTopCells } = this;
    const ctx = this.canvas.getContext("2d", { willReadFrequently: true })!;
    ctx.imageSmoothingQuality = "high";
    ctx.drawImage(source, 0, 0, this.width, this.height, 0, 0, sw, sh);
    const rgba = ctx.getImageData(0, 0, sw, sh).data;
    const grey = new Uint8Array(sw * sh);
    for (let i = 0; i < grey.length; i++) grey[i] = (rgba[i * 4]! * 3 + rgba[i * 4 + 1]! * 6 + rgba[i * 4 + 2]!) / 10;
    const band = signatureOf({ width: sw, height: sh - bandTopCells, data: grey.subarray(bandTopCells * sw) });
    const rest = signatureOf({ width: sw, height: bandTopCells, data: grey.subarray(0, bandTopCells * sw) });
    const read = this.gate.decide({ time, band, rest });
    const o = this.options;
    const { bandTop, height } = this;
    return {
      time,
      band: read.band ? this.region(band.edges, bandTop, height - bandTop, o.bandShort, o.bandRetryShort) : null,
      rest: read.rest ? this.region(rest.edges, 0, bandTop, o.restShort, o.restRetryShort) : null,
    };
  }

  private region(
    map: EdgeMap,
    top: number,
    regionHeight: number,
    short: number,
    retryShort: number,
  ): RegionPlan | "empty" {
    const frameShort = Math.min(this.width, this.height);
    const pad = Math.round((PAD * frameShort) / 1080);
    const area = drawnArea(map, SIGNATURE_SCALE, pad, this.width, regionHeight);
    if (!area || area.w < 8 || area.h < 8) return "empty";
    const rect = { ...area, y: area.y + top };
    const long = Math.max(rect.w, rect.h);
    return {
      rect,
      scale: Math.min(1, this.options.pictureShort / frameShort),
      maxSide: Math.max(32, Math.ceil(long * Math.min(1, short / frameShort))),
      retrySide: Math.max(32, Math.ceil(long * Math.min(1, retryShort / frameShort))),
    };
  }
}

/** The region as a JPEG (for a worker to post: small while it waits in the reading queue). */
export function regionJpeg(source: CanvasImageSource, plan: RegionPlan, quality = 0.92): Promise<Blob> {
  const { rect, scale } = plan;
  const c = new OffscreenCanvas(Math.max(1, Math.round(rect.w * scale)), Math.max(1, Math.round(rect.h * scale)));
  const ctx = c.getContext("2d")!;
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(source, rect.x, rect.y, rect.w, rect.h, 0, 0, c.width, c.height);
  return c.convertToBlob({ type: "image/jpeg", quality });
}

/** The region as an ImageBitmap (on the page, read at once). */
export function regionBitmap(source: ImageBitmapSource, plan: RegionPlan): Promise<ImageBitmap> {
  const { rect, scale } = plan;
  return createImageBitmap(source, rect.x, rect.y, rect.w, rect.h, {
    resizeWidth: Math.max(1, Math.round(rect.w * scale)),
    resizeHeight: Math.max(1, Math.round(rect.h * scale)),
    resizeQuality: "high",
  });
}
