/**
 * Reads the burned-in text of a video in this browser, a picture every `step`
 * seconds: decoded once and in order (engines/ocr/video-samples.ts) while the
 * OCR worker reads the previous picture; files WebCodecs cannot decode fall
 * back to seeking a hidden <video> (slower: every seek decodes again from the
 * last key frame, docs/decisions/016-ocr-speed.md). What to read on each
 * picture is the OCR engine's, shared with 爆款视频拆解: the subtitle band
 * (lower 35 %) when its edge/brightness signature changed since its last
 * reading, the rest of the frame on a new scene (engines/ocr/frame-regions.ts),
 * each cropped to where anything is drawn; a caption that stays over a moving
 * background is confirmed by reading its line again without detection
 * (engines/ocr/read-region.ts). Unchanged regions reuse their last reading.
 */
import type { OcrEngine } from "../../engines/ocr/ocr-client";
import { FrameTextSampler, regionBitmap, type RegionPlan } from "../../engines/ocr/frame-regions";
import { RegionReader } from "../../engines/ocr/read-region";
import type { ReadLine } from "../../engines/ocr/timed-lines";
import { openVideo, sampleTimes } from "../../engines/ocr/video-samples";
import type { FrameReading } from "./merge-cues";

export class VideoDecodeError extends Error {}

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
  private readonly sampler: FrameTextSampler;
  private readonly bandReader: RegionReader;
  private readonly restReader: RegionReader;
  private band: ReadLine[] = [];
  private rest: ReadLine[] = [];

  constructor(
    ocr: OcrEngine,
    private readonly width: number,
    private readonly height: number,
    private readonly signal: AbortSignal,
  ) {
    this.sampler = new FrameTextSampler(width, height);
    this.bandReader = new RegionReader(ocr);
    this.restReader = new RegionReader(ocr);
  }

  async read(source: CanvasImageSource & ImageBitmapSource, time: number) {
    const { width, height, signal } = this;
    const plan = this.sampler.plan(source, time);
    const read = async (reader: RegionReader, region: RegionPlan | "empty") =>
      region === "empty"
        ? []
        : kept((await reader.read({ ...region, source: () => regionBitmap(source, region) }, time, signal)).lines);
    if (plan.band) this.band = await read(this.bandReader, plan.band);
    if (plan.rest) this.rest = await read(this.restReader, plan.rest);
    const previous = this.readings.at(-1);
    if (plan.rest !== null || !previous || previous.band.map(textOf).join() !== this.band.map(textOf).join())
      this.frames.set(time, await thumbnail(source, width, height));
    this.readings.push({
      time,
      band: this.band,
      rest: this.rest,
      bandFresh: plan.band !== null,
      restFresh: plan.rest !== null,
    });
  }
}

/** Lines with text, with their confidence (flickers are judged later, over several frames: merge-cues.ts). */
const kept = (lines: { text: string; confidence: number }[]): ReadLine[] =>
  lines.filter((l) => l.text).map((l) => ({ text: l.text, confidence: l.confidence }));

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

function thumbnail(source: CanvasImageSource, width: number, height: number): Promise<string> {
  const c = document.createElement("canvas");
  const scale = 360 / Math.max(width, height);
  c.width = Math.round(width * scale);
  c.height = Math.round(height * scale);
  c.getContext("2d")!.drawImage(source, 0, 0, c.width, c.height);
  return new Promise((resolve) => c.toBlob((b) => resolve(b ? URL.createObjectURL(b) : ""), "image/jpeg", 0.8));
}
