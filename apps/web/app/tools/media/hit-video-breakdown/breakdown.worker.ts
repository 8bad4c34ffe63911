/**
 * 爆款视频拆解's worker: reads the dropped file in slices (mediabunny's
 * BlobSource: MP4/MOV, WebM/MKV and more, never the whole file in memory),
 * decodes every frame with the browser's own decoders (WebCodecs), reduces
 * each to the analysis grid and keeps a small picture every 0.25 s and at
 * every likely cut; then decodes the audio track for loudness. Nothing leaves
 * the browser. Cancel = the page terminates this worker.
 */
import { ALL_FORMATS, AudioSampleSink, BlobSource, Input, VideoSampleSink, type VideoSample } from "mediabunny";
import { CUT_MIN, detectCuts, stepScore, type Cut, type Transition } from "./cut-detect";
import {
  averagePlane,
  featuresOf,
  frameDiff,
  gridFromRgba,
  gridSize,
  histDistance,
  type FrameDiff,
  type FrameFeatures,
  type Grid,
} from "./frame-features";
import { LoudnessMeter, silences, type LoudnessPoint, type Silence } from "./loudness";

export type BreakdownRequest = { file: File };

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
  /** Pictures at 0.25 s steps and at each likely cut, in time order (JPEG, 160 px wide). */
  pictures: Picture[];
  /** Mean frame-to-frame brightness change per second of video, for the first 3 s and the whole video. */
  motion: { first3s: number; overall: number };
  audio:
    | { kind: "none" }
    | { kind: "undecodable"; codec: string }
    | { kind: "ok"; codec: string; points: LoudnessPoint[]; silences: Silence[] };
  seconds: number;
};

export type BreakdownReply =
  | { type: "progress"; stage: "video" | "audio"; done: number }
  | { type: "done"; result: BreakdownResult }
  | { type: "error"; message: string };

const PICTURE_WIDTH = 160;
const PICTURE_STEP = 0.25;
const MAX_CUT_PICTURES = 600;

const post = (reply: BreakdownReply) => self.postMessage(reply);

/** The grid of a frame: straight from the decoder's Y/U/V planes when it hands them out, else through a canvas. */
async function gridOf(
  sample: VideoSample,
  gw: number,
  gh: number,
  canvas: { c: OffscreenCanvas | null },
): Promise<Grid> {
  const format = sample.format;
  if (format === "I420" || format === "I420A" || format === "NV12") {
    const { width, height } = sample.visibleRect;
    const buffer = new Uint8Array(sample.allocationSize());
    const layout = await sample.copyTo(buffer);
    const y = new Uint8Array(gw * gh);
    const u = new Uint8Array(gw * gh);
    const v = new Uint8Array(gw * gh);
    averagePlane(buffer, layout[0]!.offset, layout[0]!.stride, width, height, gw, gh, y);
    const cw = Math.ceil(width / 2);
    const ch = Math.ceil(height / 2);
    if (format === "NV12") {
      // Interleaved UV: average each channel separately by reading it through a de-interleaved copy.
      const uv = buffer.subarray(layout[1]!.offset);
      const up = new Uint8Array(cw * ch);
      const vp = new Uint8Array(cw * ch);
      for (let row = 0; row < ch; row++)
        for (let x = 0; x < cw; x++) {
          up[row * cw + x] = uv[row * layout[1]!.stride + 2 * x]!;
          vp[row * cw + x] = uv[row * layout[1]!.stride + 2 * x + 1]!;
        }
      averagePlane(up, 0, cw, cw, ch, gw, gh, u);
      averagePlane(vp, 0, cw, cw, ch, gw, gh, v);
    } else {
      averagePlane(buffer, layout[1]!.offset, layout[1]!.stride, cw, ch, gw, gh, u);
      averagePlane(buffer, layout[2]!.offset, layout[2]!.stride, cw, ch, gw, gh, v);
    }
    return { width: gw, height: gh, y, u, v };
  }
  canvas.c ??= new OffscreenCanvas(gw, gh);
  const ctx = canvas.c.getContext("2d", { willReadFrequently: true })!;
  sample.draw(ctx, 0, 0, gw, gh);
  return gridFromRgba(ctx.getImageData(0, 0, gw, gh).data, gw, gh);
}

async function picture(sample: VideoSample, displayW: number, displayH: number): Promise<Blob> {
  const w = PICTURE_WIDTH;
  const h = Math.max(1, Math.round((displayH / displayW) * w));
  const c = new OffscreenCanvas(w, h);
  const ctx = c.getContext("2d")!;
  sample.drawWithFit(ctx, { fit: "fill" });
  return c.convertToBlob({ type: "image/jpeg", quality: 0.8 });
}

class UserError extends Error {}

async function analyse(file: File): Promise<BreakdownResult> {
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
    const diffs: FrameDiff[] = [];
    const pictures: Picture[] = [];
    let cutPictures = 0;
    let previous: FrameFeatures | null = null;
    let nextPicture = 0;
    let lastPost = 0;
    const canvas = { c: null as OffscreenCanvas | null };
    const sink = new VideoSampleSink(track);
    for await (const sample of sink.samples()) {
      try {
        const features = featuresOf(await gridOf(sample, gw, gh, canvas));
        const diff = previous ? frameDiff(previous, features) : { hist: 0, edge: 0, pixel: 0 };
        const t = sample.timestamp;
        times.push(t);
        luma.push(features.meanLuma);
        hists.push(features.hist);
        diffs.push(diff);
        const likelyCut = previous !== null && stepScore(diff) >= CUT_MIN * 0.6 && cutPictures < MAX_CUT_PICTURES;
        if (t + 1e-6 >= nextPicture || likelyCut) {
          pictures.push({ time: t, blob: await picture(sample, width, height) });
          if (t + 1e-6 >= nextPicture) nextPicture = (Math.floor(t / PICTURE_STEP + 1e-6) + 1) * PICTURE_STEP;
          else cutPictures++;
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
    }
    if (!times.length) throw new UserError("没能从这个视频里解码出任何画面，文件可能已损坏。");
    const realFps = times.length > 1 ? (times.length - 1) / Math.max(1e-3, times.at(-1)! - times[0]!) : fps;
    const { cuts, transitions } = detectCuts({
      diffs,
      times,
      meanLuma: luma,
      histBetween: (a, b) => histDistance(hists[a]!, hists[b]!),
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
    // The picture analysis stands on its own: a broken or exotic audio track only loses the loudness part.
    const audio = await audioOf(input, duration).catch((): BreakdownResult["audio"] => ({
      kind: "undecodable",
      codec: "未知",
    }));
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

self.onmessage = async (e: MessageEvent<BreakdownRequest>) => {
  try {
    post({ type: "done", result: await analyse(e.data.file) });
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
