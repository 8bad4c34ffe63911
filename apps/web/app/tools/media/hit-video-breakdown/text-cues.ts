/**
 * On-screen text read from sampled frames (the OCR engine, every 0.5 s while
 * the picture changes) → timed cues, tracked as 视频字幕合规检测 tracks them
 * (engines/ocr/timed-lines.ts). Pure; each cue is then checked by the
 * compliance engine on the page.
 */
import { similarity, trackLines, type TimedLine, type TimedReading } from "../../engines/ocr/timed-lines";

/** Seconds between the frames kept for on-screen text (the worker keeps them; cue times are this precise). */
export const OCR_STEP = 0.5;

export type TextReading = TimedReading;
export type TextCue = TimedLine;

export { similarity };

export function textCues(readings: readonly TextReading[], step: number, duration: number): TextCue[] {
  return trackLines(readings, step, duration).sort((a, b) => a.start - b.start);
}
