/**
 * Reads the burned-in text of a video in this browser, a picture every `step`
 * seconds: decoded once and in order (engines/ocr/video-samples.ts) while the
 * OCR worker reads the previous picture; files WebCodecs cannot decode fall
 * back to seeking a hidden <video> (slower: every seek decodes again from the
 * last key frame, docs/decisions/016-ocr-speed.md). The subtitle band (lower
 * 35 %) goes to OCR when it changed since the last read (mean difference of a
 * tiny grey copy), the rest of the frame on a scene change. Unchanged samples
 * reuse the last reading, which is what makes a 60 s video affordable.
 */
import type { OcrEngine } from "../../engines/ocr/ocr-client";
import { FLICKER_CONFIDENCE, type ReadLine } from "../../engines/ocr/timed-lines";
import { openVideo, sampleTimes } from "../../engines/ocr/video-samples";
import type { FrameReading } from "./merge-cues";

export class VideoDecodeError extends Error {}

const BAND = 0.35;
/** Mean grey difference (0–255) that counts as a new subtitle / a new scene. */
const BAND_CHANGE = 1.5;
/** A band unchanged by that measure is still read again after this many seconds (a subtitle swap of similar shape). */
const REREAD_SECONDS = 2;
const SCENE_CHANGE = 18;
/**
 * Detection size of the band (its longest side): subtitles are large and the band is a third of the frame, so
 * 640 px finds them, except on a busy background (noise, foliage, confetti), where small white text merges with
 * the texture; a band that gives no sure line at 640 is detected again at 960 (docs/decisions/016).
 */
const BAND_DET_SIDE = 640;
const BAND_DET_SIDE_BUSY = 960;

export type VideoReading = {
  duration: number;
  width: number;
  height: number;
  step: number;
  readings: FrameReading[];
  frames: Map<number, string>;
  /** How the pictures were taken: decoded in order, or by seeking a <video> element. */
  decoder: "webcodecs" | "seek";
  /** Where decoding broke off (a truncated or damaged file): the seconds read before it, else null. */
  brokenAt: number | null;
};

type Options = { signal: AbortSignal; step?: number; onProgress: (done: number, total: number) => void };

export async function readVideo(file: File, ocr: OcrEngine, options: Options): Promise<VideoReading> {
  const decoded = await openVideo(file);
  if (!decoded) return readBySeeking(file, ocr, options);
  const { signal, step = 0.5, onProgress } = options;
  const { duration, width, height } = decoded.info;
  const reader = new SampleReader(ocr, width, height, signal);
  const total = sampleTimes(duration, step).length;
  let brokenAt: number | null = null;
  try {
    for await (const { time, bitmap } of decoded.samples(step, signal)) {
      try {
        await reader.read(bitmap, time);
      } finally {
        bitmap.close();
      }
      onProgress(reader.readings.length, total);
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    if (reader.readings.length === 0)
      throw new VideoDecodeError("浏览器没能解码这个视频的画面：文件可能已损坏，或编码不受支持。");
    // A file that breaks part-way (truncated, a corrupt packet): what was read so far stands, and the page says so.
    brokenAt = reader.readings.at(-1)!.time + step;
  } finally {
    decoded.dispose();
  }
  brokenAt ??= decoded.brokenAt;
  if (signal.aborted) throw new DOMException("cancelled", "AbortError");
  return {
    duration,
    width,
    height,
    step,
    readings: reader.readings,
    frames: reader.frames,
    decoder: "webcodecs",
    brokenAt,
  };
}

/** What is read on each sampled picture, whatever produced it. */
class SampleReader {
  readings: FrameReading[] = [];
  frames = new Map<number, string>();
  private lastBand: Uint8Array | null = null;
  private lastRest: Uint8Array | null = null;
  private bandReadAt = -Infinity;
  private band: ReadLine[] = [];
  private rest: ReadLine[] = [];
  private readonly bandTop: number;

  constructor(
    private readonly ocr: OcrEngine,
    private readonly width: number,
    private readonly height: number,
    private readonly signal: AbortSignal,
  ) {
    this.bandTop = Math.round(height * (1 - BAND));
  }

  async read(source: CanvasImageSource, time: number) {
    const { width, height, bandTop, signal } = this;
    const bandGrey = grey(source, 0, bandTop, width, height - bandTop, 160, 48);
    const restGrey = grey(source, 0, 0, width, bandTop, 32, 48);
    const sceneChanged = diff(this.lastRest, restGrey) > SCENE_CHANGE;
    let bandFresh = false;
    if (diff(this.lastBand, bandGrey) > BAND_CHANGE || sceneChanged || time - this.bandReadAt >= REREAD_SECONDS) {
      const crop = () => createImageBitmap(source, 0, bandTop, width, height - bandTop);
      let lines = (await this.ocr.recognize(await crop(), { signal, maxSide: BAND_DET_SIDE })).lines;
      if (lines.length > 0 && !lines.some(isSure))
        lines = (await this.ocr.recognize(await crop(), { signal, maxSide: BAND_DET_SIDE_BUSY })).lines;
      this.band = kept(lines);
      bandFresh = true;
      this.lastBand = bandGrey;
      this.bandReadAt = time;
    }
    if (sceneChanged) {
      const bitmap = await createImageBitmap(source, 0, 0, width, bandTop);
      this.rest = kept((await this.ocr.recognize(bitmap, { signal })).lines);
      this.lastRest = restGrey;
    }
    const previous = this.readings.at(-1);
    if (sceneChanged || !previous || previous.band.map(textOf).join() !== this.band.map(textOf).join())
      this.frames.set(time, await thumbnail(source, width, height));
    this.readings.push({ time, band: this.band, rest: this.rest, bandFresh, restFresh: sceneChanged });
  }
}

/** Lines with text, with their confidence (flickers are judged later, over several frames: merge-cues.ts). */
const kept = (lines: { text: string; confidence: number }[]): ReadLine[] =>
  lines.filter((l) => l.text).map((l) => ({ text: l.text, confidence: l.confidence }));

/** A line that is certainly text: several characters read with confidence (engines/ocr/timed-lines.ts). */
const isSure = (line: { text: string; confidence: number }) =>
  [...line.text.replace(/\s+/g, "")].length >= 3 && line.confidence >= FLICKER_CONFIDENCE;

const textOf = (line: ReadLine) => (typeof line === "string" ? line : line.text);

async function readBySeeking(
  file: File,
  ocr: OcrEngine,
  { signal, step = 0.5, onProgress }: Options,
): Promise<VideoReading> {
  const url = URL.createObjectURL(file);
  const video = document.createElement("video");
  video.muted = true;
  video.preload = "auto";
  video.src = url;
  try {
    await waitFor(video, "loadeddata", signal, 15_000);
    const { duration, videoWidth: width, videoHeight: height } = video;
    if (!Number.isFinite(duration) || duration <= 0 || width === 0)
      throw new VideoDecodeError("读不到这个视频的时长或画面。");
    const times = sampleTimes(duration, step);
    const reader = new SampleReader(ocr, width, height, signal);
    for (const [i, time] of times.entries()) {
      if (signal.aborted) throw new DOMException("cancelled", "AbortError");
      video.currentTime = Math.min(time + 0.01, duration - 0.01);
      // A busy machine can take seconds per seek of a 1080p frame: slow is not undecodable.
      await waitFor(video, "seeked", signal, 30_000);
      await reader.read(video, time);
      onProgress(i + 1, times.length);
    }
    return {
      duration,
      width,
      height,
      step,
      readings: reader.readings,
      frames: reader.frames,
      decoder: "seek",
      brokenAt: null,
    };
  } finally {
    video.removeAttribute("src");
    video.load();
    URL.revokeObjectURL(url);
  }
}

function waitFor(video: HTMLVideoElement, event: string, signal: AbortSignal, ms = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      clearTimeout(timer);
      video.removeEventListener(event, ok);
      video.removeEventListener("error", bad);
      signal.removeEventListener("abort", stop);
    };
    const ok = () => (cleanup(), resolve());
    const bad = () => (
      cleanup(),
      reject(new VideoDecodeError("浏览器无法解码这个视频（支持 MP4 / MOV / WebM 中浏览器能播放的编码，如 H.264）。"))
    );
    const stop = () => (cleanup(), reject(new DOMException("cancelled", "AbortError")));
    const timer = setTimeout(bad, ms);
    video.addEventListener(event, ok);
    video.addEventListener("error", bad);
    signal.addEventListener("abort", stop);
  });
}

function grey(source: CanvasImageSource, sx: number, sy: number, sw: number, sh: number, w: number, h: number) {
  const c = document.createElement("canvas");
  c.width = w;
  c.height = h;
  const ctx = c.getContext("2d", { willReadFrequently: true })!;
  ctx.drawImage(source, sx, sy, sw, sh, 0, 0, w, h);
  const { data } = ctx.getImageData(0, 0, w, h);
  const out = new Uint8Array(w * h);
  for (let i = 0; i < out.length; i++) out[i] = (data[i * 4]! * 3 + data[i * 4 + 1]! * 6 + data[i * 4 + 2]!) / 10;
  return out;
}

const diff = (a: Uint8Array | null, b: Uint8Array) => {
  if (!a) return Infinity;
  let s = 0;
  for (let i = 0; i < b.length; i++) s += Math.abs(a[i]! - b[i]!);
  return s / b.length;
};

function thumbnail(source: CanvasImageSource, width: number, height: number): Promise<string> {
  const c = document.createElement("canvas");
  const scale = 360 / Math.max(width, height);
  c.width = Math.round(width * scale);
  c.height = Math.round(height * scale);
  c.getContext("2d")!.drawImage(source, 0, 0, c.width, c.height);
  return new Promise((resolve) => c.toBlob((b) => resolve(b ? URL.createObjectURL(b) : ""), "image/jpeg", 0.8));
}
