/**
 * On-screen text of an analysed video, on the page: the frames the worker kept
 * (every 0.5 s while the picture changes) go to the shared OCR engine one by
 * one, unchanged frames reuse the last reading, the readings become timed cues
 * (text-cues.ts) and each cue is checked by the compliance engine (loaded with
 * this step only, so the tool's first load does not carry its word lists).
 */
import type { OcrEngine } from "../../engines/ocr/ocr-client";
import type { Finding } from "../../engines/compliance/types";
import type { BreakdownResult } from "./breakdown.worker";
import { textCues, type TextCue, type TextReading } from "./text-cues";

export type CheckedCue = TextCue & { findings: Finding[] };
export type TextReport = { cues: CheckedCue[]; frames: number; read: number; seconds: number };

export async function readText(
  engine: OcrEngine,
  result: Pick<BreakdownResult, "ocrFrames" | "duration">,
  step: number,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (done: number) => void },
): Promise<TextReport> {
  const t0 = performance.now();
  const toRead = result.ocrFrames.filter((f) => f.blob).length;
  const readings: TextReading[] = [];
  let last: string[] = [];
  let read = 0;
  for (const frame of result.ocrFrames) {
    if (signal.aborted) throw new DOMException("已取消", "AbortError");
    if (frame.blob) {
      const { lines } = await engine.recognize(frame.blob, { signal });
      // Low-confidence boxes are mostly texture read as letters; a real caption reads well on a neighbour frame.
      last = lines.filter((l) => !l.low).map((l) => l.text);
      read++;
      onProgress(read / Math.max(1, toRead));
    }
    readings.push({ time: frame.time, lines: last });
  }
  const { analyze } = await import("../../engines/compliance/engine");
  const cues = textCues(readings, step, result.duration).map((cue) => ({
    ...cue,
    // One cue is one line of a creative, not a whole ad: mandatory-notice checks belong to the full copy.
    findings: analyze(cue.text, { notices: false }).findings,
  }));
  return { cues, frames: result.ocrFrames.length, read, seconds: (performance.now() - t0) / 1000 };
}
