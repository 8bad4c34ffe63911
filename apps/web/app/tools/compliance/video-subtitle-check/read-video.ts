/**
 * Reads the burned-in text of a video in this browser: a hidden <video> on an
 * object URL is seeked every `step` seconds; the subtitle band (lower 35 %)
 * goes to OCR when it changed since the last read (mean difference of a tiny
 * grey copy), the rest of the frame on a scene change. Unchanged samples reuse
 * the last reading, which is what makes a 60 s video affordable.
 */
import type { OcrEngine } from "../../engines/ocr/ocr-client";
import type { FrameReading } from "./merge-cues";

export class VideoDecodeError extends Error {}

const BAND = 0.35;
/** Mean grey difference (0–255) that counts as a new subtitle / a new scene. */
const BAND_CHANGE = 1.5;
/** A band unchanged by that measure is still read again after this many seconds (a subtitle swap of similar shape). */
const REREAD_SECONDS = 2;
const SCENE_CHANGE = 18;

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

export type VideoReading = {
  duration: number;
  width: number;
  height: number;
  step: number;
  readings: FrameReading[];
  frames: Map<number, string>;
};

export async function readVideo(
  file: File,
  ocr: OcrEngine,
  {
    signal,
    step = 0.5,
    onProgress,
  }: { signal: AbortSignal; step?: number; onProgress: (done: number, total: number) => void },
): Promise<VideoReading> {
  const url = URL.createObjectURL(file);
  const video = document.createElement("video");
  video.muted = true;
  video.preload = "auto";
  video.src = url;
  const frames = new Map<number, string>();
  try {
    await waitFor(video, "loadeddata", signal, 15_000);
    const { duration, videoWidth: width, videoHeight: height } = video;
    if (!Number.isFinite(duration) || duration <= 0 || width === 0)
      throw new VideoDecodeError("读不到这个视频的时长或画面。");
    const bandTop = Math.round(height * (1 - BAND));
    const times: number[] = [];
    for (let t = 0; t < duration; t += step) times.push(Math.round(t * 100) / 100);
    const readings: FrameReading[] = [];
    let lastBand: Uint8Array | null = null;
    let lastRest: Uint8Array | null = null;
    let bandReadAt = -Infinity;
    let band: string[] = [];
    let rest: string[] = [];
    for (const [i, time] of times.entries()) {
      if (signal.aborted) throw new DOMException("cancelled", "AbortError");
      video.currentTime = Math.min(time + 0.01, duration - 0.01);
      // A busy machine can take seconds per seek of a 1080p frame: slow is not undecodable.
      await waitFor(video, "seeked", signal, 30_000);
      const bandGrey = grey(video, 0, bandTop, width, height - bandTop, 160, 48);
      const restGrey = grey(video, 0, 0, width, bandTop, 32, 48);
      const sceneChanged = diff(lastRest, restGrey) > SCENE_CHANGE;
      if (diff(lastBand, bandGrey) > BAND_CHANGE || sceneChanged || time - bandReadAt >= REREAD_SECONDS) {
        const bitmap = await createImageBitmap(video, 0, bandTop, width, height - bandTop);
        band = (await ocr.recognize(bitmap, { signal, maxSide: 640 })).lines
          .filter((l) => !l.low || l.text)
          .map((l) => l.text);
        lastBand = bandGrey;
        bandReadAt = time;
      }
      if (sceneChanged) {
        const bitmap = await createImageBitmap(video, 0, 0, width, bandTop);
        rest = (await ocr.recognize(bitmap, { signal })).lines.map((l) => l.text);
        lastRest = restGrey;
      }
      if (sceneChanged || i === 0 || readings.at(-1)?.band.join() !== band.join())
        frames.set(time, await thumbnail(video));
      readings.push({ time, band, rest });
      onProgress(i + 1, times.length);
    }
    return { duration, width, height, step, readings, frames };
  } finally {
    video.removeAttribute("src");
    video.load();
    URL.revokeObjectURL(url);
  }
}

function thumbnail(video: HTMLVideoElement): Promise<string> {
  const c = document.createElement("canvas");
  const scale = 360 / Math.max(video.videoWidth, video.videoHeight);
  c.width = Math.round(video.videoWidth * scale);
  c.height = Math.round(video.videoHeight * scale);
  c.getContext("2d")!.drawImage(video, 0, 0, c.width, c.height);
  return new Promise((resolve) => c.toBlob((b) => resolve(b ? URL.createObjectURL(b) : ""), "image/jpeg", 0.8));
}
