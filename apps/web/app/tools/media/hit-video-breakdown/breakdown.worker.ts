/**
 * 爆款视频拆解's worker: reads the dropped file in slices (mediabunny's
 * BlobSource: MP4/MOV, WebM/MKV and more, never the whole file in memory),
 * decodes every frame with the browser's own decoders (WebCodecs), reduces
 * each to the analysis grid and keeps a small picture every 0.5 s and at
 * every likely cut (and, when asked, posts the parts of a frame every 0.5 s
 * whose text may have changed, for the page's OCR: text-frames.ts); then
 * decodes the audio track for loudness. Nothing leaves
 * the browser. Cancel = the page terminates this worker.
 */
import { ALL_FORMATS, AudioSampleSink, BlobSource, Input, VideoSampleSink } from "mediabunny";
import { detectCuts, LAG, mayBeCut, type Cut, type Transition } from "./cut-detect";
import {
  blendError,
  featuresOf,
  frameDiff,
  gridSize,
  histDistance,
  thumbOf,
  type FrameDiff,
  type FrameFeatures,
} from "./frame-features";
import { gridOf, jpegOf, type GrabState } from "./frame-grab";
import { OCR_STEP } from "./text-cues";
import { LoudnessMeter, silences, type LoudnessPoint, type Silence } from "./loudness";
import { FrameCredits, TEXT_FRAMES_AHEAD, TextFrames, type TextFrame } from "./text-frames";

export type BreakdownRequest =
  | {
      file: File;
      /** Also keep frames for on-screen text (OCR on the page). */ ocr: boolean;
    }
  /** The page read one text frame (text-frames.ts: at most TEXT_FRAMES_AHEAD wait unread). */
  | { type: "text-read" };

export type Picture = { time: number; blob: Blob };

export type BreakdownResult = {
  width: number;
  height: number;
  duration: number;
  fps: number;
  codec: string;
  container: string;
  frames: number;
  cuts: Cut[];
  transitions: Transition[];
  /** Pictures at 0.5 s steps (the first-3-s strip) and at each likely cut, in time order (JPEG, 160 px wide). */
  pictures: Picture[];
  /** Mean frame-to-frame brightness change per second of video, for the first 3 s and the whole video. */
  motion: { first3s: number; overall: number };
  /**
   * Where the time went, seconds: waiting for the decoder, the grid and features, the pictures, the text crops,
   * waiting for the page's OCR to catch up (text-frames.ts), the audio.
   */
  timing: { decode: number; features: number; pictures: number; text: number; textWait: number; audio: number };
  audio:
    | { kind: "none" }
    | { kind: "undecodable"; codec: string }
    | { kind: "ok"; codec: string; points: LoudnessPoint[]; silences: Silence[] };
  seconds: number;
};

export type BreakdownReply =
  | { type: "progress"; stage: "video" | "audio"; done: number }
  /** On-screen text to read (only when asked), posted as the video is decoded. */
  | { type: "text-frame"; frame: TextFrame }
  /** The opening's pictures for face detection (OPENING_LONG_SIDE px), sent once the decoder is past 3 s. */
  | { type: "opening"; pictures: Picture[] }
  | { type: "done"; result: BreakdownResult }
  | { type: "error"; message: string };

/** The opening's pictures for faces (opening-faces.ts): 0, 0.5 … 2.5 s, the first-3-seconds strip's frames. */
const OPENING_STEP = 0.5;
const OPENING_SECONDS = 3;
/** Their long side: a 9:16 frame becomes 256-px squares of its 360-px width for BlazeFace. */
const OPENING_LONG_SIDE = 640;
const PICTURE_WIDTH = 160;
const PICTURE_STEP = 0.5;
const MAX_CUT_PICTURES = 600;

const post = (reply: BreakdownReply) => self.postMessage(reply);

class UserError extends Error {}

async function analyse(file: File, ocr: boolean): Promise<BreakdownResult> {
  const t0 = performance.now();
  if (file.size === 0) throw new UserError("这是一个 0 字节的空文件，里面没有视频。请重新导出或换一个文件。");
  const input = new Input({ source: new BlobSource(file), formats: ALL_FORMATS });
  try {
    if (!(await input.canRead().catch(() => false)))
      throw new UserError("无法识别这个文件的格式：支持 MP4、MOV、WebM、MKV 等常见视频。文件可能已损坏或不是视频。");
    const container = (await input.getFormat()).name;
    const track = await input.getPrimaryVideoTrack();
    if (!track) throw new UserError("这个文件里没有视频画面（可能是纯音频文件）。");
    const codec = (await track.getCodec()) ?? "未知";
    if (!(await track.canDecode()))
      throw new UserError(
        `浏览器无法解码这个视频的画面（编码：${codec}）。H.265/HEVC、ProRes 等编码在部分浏览器里不能解码，可以先转成 H.264 的 MP4 再试。`,
      );
    const width = await track.getDisplayWidth();
    const height = await track.getDisplayHeight();
    const duration = await input.computeDuration();
    const stats = await track.computePacketStats(120);
    const fps = stats.averagePacketRate > 0 ? stats.averagePacketRate : 30;
    const expected = Math.max(1, Math.round(duration * fps));
    const { width: gw, height: gh } = gridSize(width, height);

    const times: number[] = [];
    const luma: number[] = [];
    const hists: Float32Array[] = [];
    // 16×16 brightness per frame (256 bytes): is a candidate transition's middle a blend of its ends?
    const thumbs: Uint8Array[] = [];
    const diffs: FrameDiff[] = [];
    // Frame i-LAG-1 → frame i: does a cut's new picture persist (cut-detect.ts)? A ring of the last LAG+1 frames.
    const lagDiffs: FrameDiff[] = [];
    const ring: FrameFeatures[] = [];
    const pictures: Picture[] = [];
    let cutPictures = 0;
    let previous: FrameFeatures | null = null;
    let nextPicture = 0;
    let nextOcr = 0;
    const textFrames = ocr ? new TextFrames(width, height) : null;
    const opening: Picture[] = [];
    let nextOpening = 0;
    let openingSent = false;
    const sendOpening = () => {
      if (!openingSent) post({ type: "opening", pictures: opening });
      openingSent = true;
    };
    let lastPost = 0;
    const timing = { decode: 0, features: 0, pictures: 0, text: 0, textWait: 0, audio: 0 };
    const pictureSide = (PICTURE_WIDTH * Math.max(width, height)) / Math.max(1, width);
    const state: GrabState = { buffer: null, canvas: null };
    const none: FrameDiff = { hist: 0, edge: 0, pixel: 0, area: 0 };
    const sink = new VideoSampleSink(track);
    let tick = performance.now();
    for await (const sample of sink.samples()) {
      const got = performance.now();
      timing.decode += got - tick;
      try {
        const features = featuresOf(await gridOf(sample, gw, gh, state));
        const diff = previous ? frameDiff(previous, features) : none;
        ring.push(features);
        if (ring.length > LAG + 2) ring.shift();
        lagDiffs.push(ring.length === LAG + 2 ? frameDiff(ring[0]!, features) : none);
        const t = sample.timestamp;
        times.push(t);
        luma.push(features.meanLuma);
        hists.push(features.hist);
        thumbs.push(thumbOf(features.grid));
        diffs.push(diff);
        const likelyCut = previous !== null && mayBeCut(diff);
        const featured = performance.now();
        timing.features += featured - got;
        if (t + 1e-6 >= nextPicture || (likelyCut && cutPictures < MAX_CUT_PICTURES)) {
          pictures.push({ time: t, blob: await jpegOf(sample, width, height, pictureSide, 0.8) });
          if (t + 1e-6 >= nextPicture) nextPicture = (Math.floor(t / PICTURE_STEP + 1e-6) + 1) * PICTURE_STEP;
          else cutPictures++;
        }
        if (t < OPENING_SECONDS - 1e-6 && t + 1e-6 >= nextOpening) {
          opening.push({ time: t, blob: await jpegOf(sample, width, height, OPENING_LONG_SIDE, 0.85) });
          nextOpening = (Math.floor(t / OPENING_STEP + 1e-6) + 1) * OPENING_STEP;
        } else if (t >= OPENING_SECONDS - 1e-6) sendOpening();
        const pictured = performance.now();
        timing.pictures += pictured - featured;
        if (textFrames && t + 1e-6 >= nextOcr) {
          nextOcr = (Math.floor(t / OCR_STEP + 1e-6) + 1) * OCR_STEP;
          const frame = await textFrames.take(sample, t);
          const cropped = performance.now();
          timing.text += cropped - pictured;
          await credits.take();
          timing.textWait += performance.now() - cropped;
          post({ type: "text-frame", frame });
        }
        previous = features;
      } finally {
        sample.close();
      }
      const now = performance.now();
      if (now - lastPost > 100) {
        lastPost = now;
        post({ type: "progress", stage: "video", done: Math.min(0.99, times.length / expected) });
      }
      tick = performance.now();
    }
    if (!times.length) throw new UserError("没能从这个视频里解码出任何画面，文件可能已损坏。");
    sendOpening();
    const realFps = times.length > 1 ? (times.length - 1) / Math.max(1e-3, times.at(-1)! - times[0]!) : fps;
    const { cuts, transitions } = detectCuts({
      diffs,
      lagDiffs,
      times,
      meanLuma: luma,
      histBetween: (a, b) => histDistance(hists[a]!, hists[b]!),
      blendBetween: (a, m, b) => blendError(thumbs[a]!, thumbs[m]!, thumbs[b]!),
      fps: realFps,
    });
    const motionOver = (end: number) => {
      let sum = 0;
      let n = 0;
      const cutSet = new Set(cuts.map((c) => c.frame));
      for (let i = 1; i < diffs.length && times[i]! <= end; i++) {
        if (cutSet.has(i)) continue;
        sum += diffs[i]!.pixel;
        n++;
      }
      return n ? (sum / n) * realFps : 0;
    };
    const motion = { first3s: motionOver(3), overall: motionOver(Infinity) };

    post({ type: "progress", stage: "audio", done: 0 });
    const audioStart = performance.now();
    // The picture analysis stands on its own: a broken or exotic audio track only loses the loudness part.
    const audio = await audioOf(input, duration).catch((): BreakdownResult["audio"] => ({
      kind: "undecodable",
      codec: "未知",
    }));
    timing.audio = performance.now() - audioStart;
    const sec = (ms: number) => Math.round(ms) / 1000;
    return {
      width,
      height,
      duration: Math.max(duration, times.at(-1)! + 1 / realFps),
      fps: realFps,
      codec,
      container,
      frames: times.length,
      cuts,
      transitions,
      pictures,
      motion,
      timing: {
        decode: sec(timing.decode),
        features: sec(timing.features),
        pictures: sec(timing.pictures),
        text: sec(timing.text),
        textWait: sec(timing.textWait),
        audio: sec(timing.audio),
      },
      audio,
      seconds: (performance.now() - t0) / 1000,
    };
  } finally {
    input.dispose();
  }
}

async function audioOf(input: Input, duration: number): Promise<BreakdownResult["audio"]> {
  const track = await input.getPrimaryAudioTrack();
  if (!track) return { kind: "none" };
  const codec = (await track.getCodec()) ?? "未知";
  if (!(await track.canDecode())) return { kind: "undecodable", codec };
  const meter = new LoudnessMeter(await track.getSampleRate());
  let lastPost = 0;
  // AudioSample, not AudioBuffer: workers have no Web Audio; the decoded samples are the same (WebCodecs).
  for await (const sample of new AudioSampleSink(track).samples()) {
    try {
      const channels = sample.numberOfChannels;
      const mono = new Float32Array(sample.numberOfFrames);
      const plane = new Float32Array(sample.numberOfFrames);
      for (let c = 0; c < channels; c++) {
        sample.copyTo(plane, { planeIndex: c, format: "f32-planar" });
        for (let i = 0; i < mono.length; i++) mono[i]! += plane[i]! / channels;
      }
      meter.push(mono);
      const now = performance.now();
      if (now - lastPost > 100 && duration > 0) {
        lastPost = now;
        post({ type: "progress", stage: "audio", done: Math.min(0.99, sample.timestamp / duration) });
      }
    } finally {
      sample.close();
    }
  }
  const points = meter.finish();
  return { kind: "ok", codec, points, silences: silences(points) };
}

const credits = new FrameCredits(TEXT_FRAMES_AHEAD);

self.onmessage = async (e: MessageEvent<BreakdownRequest>) => {
  if ("type" in e.data) return credits.give();
  try {
    post({ type: "done", result: await analyse(e.data.file, e.data.ocr) });
  } catch (err) {
    post({
      type: "error",
      message:
        err instanceof UserError
          ? err.message
          : `分析失败：浏览器没能解码这个视频（${err instanceof Error ? err.message : String(err)}）。文件可能已损坏，或编码不受支持。`,
    });
  }
};
