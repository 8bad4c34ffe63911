/**
 * On-screen text of an analysed video, on the page: the worker posts, while it
 * decodes, the parts of a frame every 0.5 s whose text may have changed
 * (text-frames.ts: the subtitle band and the rest of the frame, each cropped to
 * where anything is drawn); they go to the shared OCR engine one by one as they
 * come, so reading overlaps decoding. An unchanged region reuses its last
 * reading. The readings become timed cues (text-cues.ts) and each cue is
 * checked by the compliance engine (loaded with this step only, so the tool's
 * first load does not carry its word lists).
 */
import type { OcrEngine } from "../../engines/ocr/ocr-client";
import { emptyTiming, RegionReader, type RegionTiming } from "../../engines/ocr/read-region";
import type { ReadLine } from "../../engines/ocr/timed-lines";
import type { Finding } from "../../engines/compliance/types";
import type { TextFrame, TextRegion } from "./text-frames";
import { textCues, type TextCue, type TextReading } from "./text-cues";

export type CheckedCue = TextCue & { findings: Finding[] };
export type TextReport = {
  cues: CheckedCue[];
  /**
   * Samples taken; OCR runs made on them (a region detected again at a larger size counts twice); readings
   * confirmed by reading known lines again without detection (part of `read`).
   */
  frames: number;
  read: number;
  verified: number;
  /** One-frame flickers (texture read as letters) left out. */
  flickers: number;
  /** Seconds from the first frame to the report; OCR overlaps the decoding. */
  seconds: number;
  /** Where the OCR time went, seconds summed over the readings: detection, recognition, the rest (decode, resize). */
  timing: RegionTiming;
};

/**
 * Reads the frames pushed to it in order, one at a time, while more arrive. `finish` waits for the last one and
 * returns the report; the first error (a model that cannot load, a crashed worker, cancel) is thrown there.
 */
export class TextReader {
  private readonly started = performance.now();
  private readonly band: TextReading[] = [];
  private readonly rest: TextReading[] = [];
  private bandLines: ReadLine[] = [];
  private restLines: ReadLine[] = [];
  private chain: Promise<void> = Promise.resolve();
  private failure: unknown = null;
  private pushed = 0;
  private done = 0;
  private readonly timing = emptyTiming();
  private readonly bandReader: RegionReader;
  private readonly restReader: RegionReader;
  /** Readings confirmed by reading the known lines again, without detection. */
  private verified = 0;
  onProgress: (done: number) => void = () => {};

  constructor(
    engine: OcrEngine,
    private readonly signal: AbortSignal,
  ) {
    this.bandReader = new RegionReader(engine);
    this.restReader = new RegionReader(engine);
  }

  /** Share of the pushed frames read so far (0–1). */
  get progress(): number {
    return this.pushed ? this.done / this.pushed : 1;
  }

  /** Queues a frame; the promise settles when it has been read (or skipped after a failure), never rejects. */
  push(frame: TextFrame): Promise<void> {
    this.pushed++;
    this.chain = this.chain.then(async () => {
      if (this.failure === null)
        await this.readFrame(frame).catch((error: unknown) => {
          this.failure = error;
        });
      this.done++;
      this.onProgress(this.progress);
    });
    return this.chain;
  }

  async finish(duration: number, step: number): Promise<TextReport> {
    await this.chain;
    if (this.signal.aborted) throw new DOMException("已取消", "AbortError");
    if (this.failure !== null) throw this.failure;
    const { cues, flickers } = textCues(this.band, this.rest, step, duration);
    const { analyze } = await import("../../engines/compliance/engine");
    const round = (x: number) => Math.round(x * 1000) / 1000;
    const t = this.timing;
    return {
      // One cue is one line of a creative, not a whole ad: mandatory-notice checks belong to the full copy.
      cues: cues.map((cue) => ({ ...cue, findings: analyze(cue.text, { notices: false }).findings })),
      frames: this.band.length,
      read: t.calls,
      verified: this.verified,
      flickers,
      seconds: (performance.now() - this.started) / 1000,
      timing: {
        detect: round(t.detect),
        recognize: round(t.recognize),
        other: round(t.other),
        boxes: t.boxes,
        calls: t.calls,
      },
    };
  }

  private async readFrame(frame: TextFrame) {
    if (this.signal.aborted) throw new DOMException("已取消", "AbortError");
    if (frame.band) this.bandLines = await this.read(this.bandReader, frame.band, frame.time);
    if (frame.rest) this.restLines = await this.read(this.restReader, frame.rest, frame.time);
    this.band.push({ time: frame.time, lines: this.bandLines, fresh: frame.band !== null });
    this.rest.push({ time: frame.time, lines: this.restLines, fresh: frame.rest !== null });
  }

  private async read(reader: RegionReader, region: TextRegion, time: number): Promise<ReadLine[]> {
    const { blob } = region;
    if (!blob) return [];
    const { lines, verified } = await reader.read({ ...region, source: () => blob }, time, this.signal, this.timing);
    if (verified) this.verified++;
    // Low-confidence boxes are mostly texture read as letters; a real caption reads well on a neighbour frame.
    return lines.filter((l) => !l.low && l.text).map((l) => ({ text: l.text, confidence: l.confidence }));
  }
}
