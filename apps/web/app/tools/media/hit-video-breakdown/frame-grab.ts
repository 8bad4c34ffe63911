/**
 * What the worker takes from each decoded frame (decision 014): the analysis
 * grid straight from the decoder's Y/U/V planes (I420 or NV12, what software
 * decoders hand out; other formats through a small canvas) and a small JPEG
 * for the shot list. One copy buffer is reused for every frame: a 1080×1920
 * frame is 3 MB, and allocating it 1,800 times a minute keeps the garbage
 * collector busy.
 */
import type { VideoSample } from "mediabunny";
import { averagePlane, gridFromRgba, type Grid } from "./frame-features";

export type GrabState = { buffer: Uint8Array | null; canvas: OffscreenCanvas | null };

export async function gridOf(sample: VideoSample, gw: number, gh: number, state: GrabState): Promise<Grid> {
  const format = sample.format;
  if (format === "I420" || format === "I420A" || format === "NV12") {
    const { width, height } = sample.visibleRect;
    const size = sample.allocationSize();
    if (!state.buffer || state.buffer.length < size) state.buffer = new Uint8Array(size);
    const buffer = state.buffer;
    const layout = await sample.copyTo(buffer);
    const y = new Uint8Array(gw * gh);
    const u = new Uint8Array(gw * gh);
    const v = new Uint8Array(gw * gh);
    averagePlane(buffer, layout[0]!.offset, layout[0]!.stride, width, height, gw, gh, y);
    const cw = Math.ceil(width / 2);
    const ch = Math.ceil(height / 2);
    if (format === "NV12") {
      // Interleaved UV: every second byte is U, the ones between are V.
      averagePlane(buffer, layout[1]!.offset, layout[1]!.stride, cw, ch, gw, gh, u, 2);
      averagePlane(buffer, layout[1]!.offset + 1, layout[1]!.stride, cw, ch, gw, gh, v, 2);
    } else {
      averagePlane(buffer, layout[1]!.offset, layout[1]!.stride, cw, ch, gw, gh, u);
      averagePlane(buffer, layout[2]!.offset, layout[2]!.stride, cw, ch, gw, gh, v);
    }
    return { width: gw, height: gh, y, u, v };
  }
  state.canvas ??= new OffscreenCanvas(gw, gh);
  const ctx = state.canvas.getContext("2d", { willReadFrequently: true })!;
  sample.draw(ctx, 0, 0, gw, gh);
  return gridFromRgba(ctx.getImageData(0, 0, gw, gh).data, gw, gh);
}

/** The frame as a JPEG `longSide` pixels on its longer side (never enlarged). */
export async function jpegOf(
  sample: VideoSample,
  displayW: number,
  displayH: number,
  longSide: number,
  quality: number,
): Promise<Blob> {
  const scale = Math.min(1, longSide / Math.max(displayW, displayH, 1));
  const w = Math.max(1, Math.round(displayW * scale));
  const h = Math.max(1, Math.round(displayH * scale));
  const c = new OffscreenCanvas(w, h);
  const ctx = c.getContext("2d")!;
  sample.drawWithFit(ctx, { fit: "fill" });
  return c.convertToBlob({ type: "image/jpeg", quality });
}
