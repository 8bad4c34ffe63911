/**
 * A video's pictures at fixed steps, decoded once and in order (mediabunny reads the file in slices, the
 * browser's WebCodecs decoders decode it) for reading the text on them. Seeking a `<video>` instead makes the
 * browser decode again from the previous key frame at every step (seconds of 1080p video per sample with
 * x264's default key-frame interval: docs/decisions/016-ocr-speed.md). The next pictures are decoded while
 * the caller reads the current one, so the decoder and the OCR worker work at the same time.
 */
import { ALL_FORMATS, BlobSource, CanvasSink, Input } from "mediabunny";

export type VideoInfo = { duration: number; width: number; height: number };
/** One picture, upright (the file's rotation applied), at display size. The caller closes `bitmap`. */
export type VideoSample = { time: number; bitmap: ImageBitmap };

export type SampledVideo = {
  info: VideoInfo;
  /** The pictures at `step` s (0, step, 2·step … < duration), decoding at most `ahead` pictures in advance. */
  samples(step: number, signal: AbortSignal, ahead?: number): AsyncGenerator<VideoSample>;
  /**
   * Set when the pictures stopped before the duration the container states (a truncated or damaged file: the
   * decoder keeps answering with the last good picture, which must not be read as more video): the seconds that
   * could be decoded.
   */
  brokenAt: number | null;
  dispose(): void;
};

/** The sample times of a video of `duration` s every `step` s, rounded to the centisecond. */
export function sampleTimes(duration: number, step: number): number[] {
  const times: number[] = [];
  if (!(duration > 0) || !(step > 0)) return times;
  for (let i = 0; i * step < duration; i++) times.push(Math.round(i * step * 100) / 100);
  return times;
}

/**
 * Opens `file` for in-order decoding; null when mediabunny cannot read the container or the browser cannot
 * decode its picture (the caller then falls back to a `<video>` element, which plays some files WebCodecs
 * does not).
 */
export async function openVideo(file: Blob): Promise<SampledVideo | null> {
  if (typeof VideoDecoder === "undefined" || file.size === 0) return null;
  const input = new Input({ source: new BlobSource(file), formats: ALL_FORMATS });
  try {
    if (!(await input.canRead().catch(() => false))) throw new Error("unreadable");
    const track = await input.getPrimaryVideoTrack();
    if (!track || !(await track.canDecode())) throw new Error("undecodable");
    const width = await track.getDisplayWidth();
    const height = await track.getDisplayHeight();
    const first = await track.getFirstTimestamp();
    const duration = (await input.computeDuration()) - Math.max(0, first);
    if (!(duration > 0) || !(width > 0) || !(height > 0)) throw new Error("empty");
    const video: SampledVideo = {
      info: { duration, width, height },
      samples: (step, signal, ahead = 4) =>
        readAhead(new CanvasSink(track, { poolSize: 2 }), sampleTimes(duration, step), first, signal, ahead, (at) => {
          video.brokenAt = at;
        }),
      brokenAt: null,
      dispose: () => input.dispose(),
    };
    return video;
  } catch {
    input.dispose();
    return null;
  }
}

/** Seconds past a picture's own end after which asking for it again means there is no more video. */
const STALE_MARGIN = 0.25;

async function* readAhead(
  sink: CanvasSink,
  times: number[],
  offset: number,
  signal: AbortSignal,
  ahead: number,
  onBroken: (seconds: number) => void,
): AsyncGenerator<VideoSample> {
  const queue: VideoSample[] = [];
  let finished = false;
  let failure: unknown = null;
  let stopped = false;
  // One waiter each way: the producer waits for room, the consumer for a picture.
  let wakeProducer: (() => void) | null = null;
  let wakeConsumer: (() => void) | null = null;
  const wake = (which: "producer" | "consumer") => {
    const fn = which === "producer" ? wakeProducer : wakeConsumer;
    if (which === "producer") wakeProducer = null;
    else wakeConsumer = null;
    fn?.();
  };
  const producer = (async () => {
    try {
      let i = 0;
      let shownUntil: number | null = null;
      for await (const wrapped of sink.canvasesAtTimestamps(times.map((t) => t + Math.max(0, offset)))) {
        const time = times[i++]!;
        if (stopped || signal.aborted) break;
        // Null before the track's first picture (nothing to read yet); null after one, or a picture older than
        // its own duration plus a margin, means the data ends here: the decoder has nothing newer to give.
        if (!wrapped) {
          if (shownUntil === null) continue;
          onBroken(shownUntil);
          break;
        }
        shownUntil = Math.max(0, wrapped.timestamp + wrapped.duration - Math.max(0, offset));
        if (time > shownUntil + STALE_MARGIN) {
          onBroken(shownUntil);
          break;
        }
        queue.push({ time, bitmap: await createImageBitmap(wrapped.canvas) });
        wake("consumer");
        while (queue.length >= ahead && !stopped && !signal.aborted)
          await new Promise<void>((resolve) => (wakeProducer = resolve));
      }
    } catch (error) {
      failure = error;
    } finally {
      finished = true;
      wake("consumer");
    }
  })();
  const onAbort = () => {
    wake("producer");
    wake("consumer");
  };
  signal.addEventListener("abort", onAbort);
  try {
    for (;;) {
      if (signal.aborted) throw new DOMException("cancelled", "AbortError");
      const next = queue.shift();
      if (next) {
        wake("producer");
        yield next;
        continue;
      }
      if (finished) {
        if (failure) throw failure;
        return;
      }
      await new Promise<void>((resolve) => (wakeConsumer = resolve));
    }
  } finally {
    stopped = true;
    signal.removeEventListener("abort", onAbort);
    wake("producer");
    await producer;
    for (const left of queue.splice(0)) left.bitmap.close();
  }
}
